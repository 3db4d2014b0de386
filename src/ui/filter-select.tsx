/**
 * The one labelled select of the filter bars (deliveries, run summary, map pages, reports, the
 * resource lists). A value the options do not hold (a filter from the URL naming a record this
 * user cannot list, or several ids at once) still shows, named for what it is, so the page never
 * silently shows a different filter than it applies. Plain elements with Chakra's field and
 * native-select styles as static classes (theme/static-classes.ts): a filter bar has up to eight
 * of them, on the first screen of most pages. Memoised: a bar re-renders as each reference list
 * answers, and a select whose options and value are unchanged need not (with stable options and
 * onChange from its bar, as DeliveryFilters passes them).
 */
import { memo, useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (v: string) => void;
  /** a CSS width; by default 10.5rem, 11rem from the md breakpoint */
  width?: string;
  /** a first option with the value '' (e.g. 'All clients') */
  allLabel?: string;
}

export const FilterSelect = memo(function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
  width,
  allLabel,
}: FilterSelectProps) {
  const id = useId();
  const known = (allLabel !== undefined && value === '') || options.some((o) => o.value === value);
  const unknown = known
    ? null
    : { value, label: value.includes(',') ? `${value.split(',').length} selected` : `${label} not in your list` };
  return (
    <div className="dc-field" style={width ? { width } : undefined}>
      <label className="dc-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="dc-select-wrap">
        <select id={id} className="dc-select" name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {unknown && <option value={unknown.value}>{unknown.label}</option>}
        </select>
        <SelectIndicator />
      </div>
    </div>
  );
});

/** The chevron of Chakra's native select, for a `.dc-select` in its `.dc-select-wrap`. */
export function SelectIndicator() {
  return (
    <span className="dc-select-indicator" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}
