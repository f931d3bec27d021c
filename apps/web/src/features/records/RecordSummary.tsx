import { FigureText } from './FigureText';
import { RECORD_TEXT as T } from './messages';
import type { SummaryFigure } from './record-kinds';
import type { DayRange } from './record-range';

/**
 * The totals of the whole filtered range (summed by the platform), above the list. Its frame is the
 * shared heading block (components/first-view.css): the page's largest element, drawn before the
 * totals come (and into the HTML by the build, whose range is blank: `days` without dates).
 */
export function RecordSummary({ days, figures, labels }: { days: DayRange; figures: readonly SummaryFigure[] | null; labels: readonly string[] }) {
  return (
    <section className="page-lead record-summary" aria-label={T.summaryTitle} data-testid="record-summary">
      <p className="record-summary__range">{days.start ? `${T.summaryTitle} · ${T.rangeHint(days.start, days.end)}` : T.summaryTitle}</p>
      <dl className="record-summary__figures">
        {(figures ?? labels.map((label) => ({ label, value: null }))).map((f) => (
          <div key={f.label} className="record-summary__figure">
            <dt>{f.label}</dt>
            <dd data-testid={`summary-${f.label}`}>{f.value ? <FigureText figure={f.value} /> : <span className="record-summary__pending">—</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
