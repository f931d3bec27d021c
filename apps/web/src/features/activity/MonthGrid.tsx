import { cx } from './class-names';
import { monthTitle, monthWeeks, shiftMonth } from '../../components/shanghai-date';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

interface MonthGridProps {
  month: string;
  today: string;
  selected: string | null;
  checked: ReadonlySet<string>;
  /** Number of activities on each date. */
  eventCount: ReadonlyMap<string, number>;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
}

function dayLabel(date: string, today: string, checked: boolean, events: number): string {
  const [, m, d] = date.split('-').map(Number);
  const parts = [`${m}月${d}日`];
  if (date === today) parts.push('今天');
  if (checked) parts.push('已签到');
  if (events > 0) parts.push(`${events} 项活动`);
  return parts.join('，');
}

/** A Monday-first month: checked-in days ticked, days with activities dotted, today ringed. */
export function MonthGrid({ month, today, selected, checked, eventCount, onSelect, onMonth }: MonthGridProps) {
  return (
    <div className="month">
      <div className="month__bar">
        <button type="button" className="month__nav" aria-label="上个月" onClick={() => onMonth(shiftMonth(month, -1))}>
          ‹
        </button>
        <h2 className="month__title">{monthTitle(month)}</h2>
        <button type="button" className="month__nav" aria-label="下个月" onClick={() => onMonth(shiftMonth(month, 1))}>
          ›
        </button>
      </div>
      <div className="month__weekdays" aria-hidden="true">
        {WEEKDAYS.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <ol className="month__days" aria-label={monthTitle(month)}>
        {monthWeeks(month)
          .flat()
          .map((date, i) =>
            date === null ? (
              <li key={`blank-${i}`} aria-hidden="true" />
            ) : (
              <li key={date}>
                <button
                  type="button"
                  className={cx('month__day', date === today && 'is-today', checked.has(date) && 'is-checked', date === selected && 'is-selected')}
                  aria-pressed={date === selected}
                  aria-label={dayLabel(date, today, checked.has(date), eventCount.get(date) ?? 0)}
                  onClick={() => onSelect(date)}
                >
                  <span aria-hidden="true">{Number(date.slice(8))}</span>
                  {checked.has(date) ? <span className="month__tick" aria-hidden="true">✓</span> : null}
                  {(eventCount.get(date) ?? 0) > 0 ? <span className="month__dot" aria-hidden="true" /> : null}
                </button>
              </li>
            ),
          )}
      </ol>
    </div>
  );
}
