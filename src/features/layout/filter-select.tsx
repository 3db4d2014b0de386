/**
 * The one labelled select of the filter bars (map pages, run summary). A value the options do not
 * hold (a filter from the URL naming a record this user cannot list, or several ids at once) still
 * shows, named for what it is, so the page never silently shows a different filter than it applies.
 */
import { Field, NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

export function FilterSelect({ label, name, value, options, onChange, width }: { label: string; name: string; value: string; options: readonly Option[]; onChange: (v: string) => void; width?: string }) {
  const shown = options.some((o) => o.value === value) ? options : [...options, { value, label: value.includes(',') ? `${value.split(',').length} selected` : `${label} not in your list` }];
  return (
    <Field.Root width={width ?? { base: '10.5rem', md: '11rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
