import { DateRangePicker, Select } from '@site/ui';
import { useAfterFirstPaint } from '../../app/after-next-paint';
import type { RecordSearch } from '../../app/search';
import { useChoiceFirst } from '../../components/use-choice-first';
import { RECORD_TEXT as T } from './messages';
import type { FilterOption, FilterSpec } from './record-kinds';
import { earliestDay, searchForDays } from './record-range';
import type { DayRange } from './record-range';

interface RecordFiltersProps {
  days: DayRange;
  today: string;
  search: RecordSearch;
  types?: FilterSpec | undefined;
  statuses?: FilterSpec | undefined;
  /** The bet list's venue choices (the member's venues), when it has them. */
  venues?: readonly FilterOption[] | undefined;
  onChange: (search: RecordSearch) => void;
}

/** The range (quick picks and two dates, Shanghai days) and the list's own filters; each change goes to the URL. */
export function RecordFilters({ days, today, search, types, statuses, venues, onChange }: RecordFiltersProps) {
  // The two native date fields come in the page's second frame, in boxes of their size showing the
  // dates (creating them is ~30 ms of a slow phone's first frame of a record page, issue #36).
  const fieldsShown = useAfterFirstPaint();
  const set = (patch: Partial<RecordSearch>) => onChange({ ...search, ...patch });
  // A quick pick shows as chosen in the next frame; the list's navigation follows that paint.
  const [shownDays, chooseDays] = useChoiceFirst(days, (d) => `${d.start}~${d.end}`, (range: DayRange) => set(searchForDays(range, today)));
  const select = (spec: FilterSpec, value: string | number | undefined, key: 'type' | 'status') => (
    <Select
      label={spec.label}
      value={value === undefined ? '' : String(value)}
      placeholder={null}
      options={[{ value: '', label: T.all }, ...spec.options]}
      onValueChange={(v) => set({ [key]: v === '' ? undefined : key === 'status' ? Number(v) : v })}
    />
  );
  return (
    <div className="record-filters" role="group" aria-label={T.filters}>
      <DateRangePicker
        legend={T.range}
        value={shownDays}
        today={today}
        min={earliestDay(today)}
        fields={fieldsShown}
        onValueChange={(range) => {
          // A cleared date field is no range: keep the one shown.
          if (range.start && range.end) chooseDays(range);
        }}
      />
      {types || statuses || venues ? (
        <div className="record-filters__selects">
          {types ? select(types, search.type, 'type') : null}
          {statuses ? select(statuses, search.status, 'status') : null}
          {venues ? (
            <Select
              label={T.venueLabel}
              value={search.venue ?? ''}
              placeholder={null}
              options={[{ value: '', label: T.allVenues }, ...venues]}
              onValueChange={(v) => set({ venue: v === '' ? undefined : v })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
