import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import { Chip } from './chip';
import { orderRange, presetRange, toIsoDate } from './date-range';
import type { DateRange, DateRangePreset } from './date-range';
import './DateRangePicker.css';

export interface DateRangePickerProps {
  legend: ReactNode;
  value: DateRange;
  onValueChange: (range: DateRange) => void;
  presets?: readonly DateRangePreset[];
  /** YYYY-MM-DD the quick picks count from; default the device's date. */
  today?: string;
  /** Earliest selectable date (records often keep 30 or 90 days). */
  min?: string;
  className?: string;
  /**
   * false: the two date fields are drawn as boxes of their size showing the dates, and become
   * fields when this turns true. A native date field is costly to create (Chromium builds its
   * segments and its calendar icon: about 30 ms at 4× CPU for the two), so a page can leave them
   * out of its first frame (issue #36) without its layout moving. Default true.
   */
  fields?: boolean;
}

const PRESET_LABELS: Record<DateRangePreset, string> = {
  today: UI_MESSAGES.today,
  yesterday: UI_MESSAGES.yesterday,
  last7Days: UI_MESSAGES.last7Days,
  last30Days: UI_MESSAGES.last30Days,
};

/** A date as Chromium's zh-CN date field shows it (2026/11/28), for the drawn boxes. */
const shownDate = (iso: string) => iso.replaceAll('-', '/');

/** Record filters: quick picks plus two native date fields. */
export function DateRangePicker({
  legend,
  value,
  onValueChange,
  presets = ['today', 'yesterday', 'last7Days', 'last30Days'],
  today = toIsoDate(new Date()),
  min,
  className,
  fields = true,
}: DateRangePickerProps) {
  const id = useId();
  const field = (end: 'start' | 'end') => (
    <>
      <label htmlFor={`${id}-${end}`} className="site-visually-hidden">
        {end === 'start' ? UI_MESSAGES.dateStart : UI_MESSAGES.dateEnd}
      </label>
      <input
        id={`${id}-${end}`}
        type="date"
        className="site-date-range__input"
        value={value[end]}
        min={min}
        max={today}
        onChange={(event) => onValueChange(orderRange({ ...value, [end]: event.target.value }, end))}
      />
    </>
  );
  return (
    <fieldset className={cx('site-date-range', className)}>
      <legend className="site-date-range__legend">{legend}</legend>
      <div className="site-date-range__presets">
        {presets.map((preset) => {
          const range = presetRange(preset, today);
          const selected = range.start === value.start && range.end === value.end;
          return (
            <Chip key={preset} className="site-date-range__preset" selected={selected} onClick={() => onValueChange(range)}>
              {PRESET_LABELS[preset]}
            </Chip>
          );
        })}
      </div>
      {fields ? (
        <div className="site-date-range__fields">
          {field('start')}
          <span aria-hidden="true">至</span>
          {field('end')}
        </div>
      ) : (
        <div className="site-date-range__fields" aria-busy="true">
          <span className="site-date-range__input site-date-range__input--drawn">{shownDate(value.start)}</span>
          <span aria-hidden="true">至</span>
          <span className="site-date-range__input site-date-range__input--drawn">{shownDate(value.end)}</span>
        </div>
      )}
    </fieldset>
  );
}
