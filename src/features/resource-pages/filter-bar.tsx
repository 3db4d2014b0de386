/**
 * Filters derived from the declaration: exact (select or value), text (contains), range
 * (from/to). Dates are typed as yyyy-MM-dd in text inputs, so no browser locale reorders them.
 */
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { decodeListParams, useReferenceTitles, type FilterValue } from '../../offline';
import { DATE_FORMAT, DATE_PATTERN } from './format';
import { useFilterDraft } from './use-filter-draft';
import { inSentence } from '../../resources';

export type FilterState = Record<string, string>;

function RefSelect({ name, meta, value, onChange }: { name: string; meta: FieldMeta; value: string; onChange: (v: string) => void }) {
  const titles = useReferenceTitles(meta.ref);
  if (titles.size === 0) return <Input size="sm" inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} name={name} />;
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {[...titles].sort((a, b) => a[1].localeCompare(b[1])).map(([id, title]) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

function FilterInput({ name, meta, value, onChange }: { name: string; meta: FieldMeta; value: string; onChange: (v: string) => void }) {
  if (meta.type === 'enum' || meta.type === 'boolean') {
    const options = meta.type === 'boolean' ? ['true', 'false'] : (meta.options ?? []);
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {meta.type === 'boolean' ? (o === 'true' ? 'Yes' : 'No') : o}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  }
  if (meta.type === 'ref') return <RefSelect name={name} meta={meta} value={value} onChange={onChange} />;
  if (meta.type === 'date' || meta.type === 'datetime') {
    return (
      <Input
        size="sm"
        type="text"
        inputMode="numeric"
        pattern={DATE_PATTERN}
        placeholder={DATE_FORMAT}
        title={`A date as ${DATE_FORMAT}`}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return <Input size="sm" type="text" name={name} value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** 'Apply filters' (submits the filter form) and 'Clear': Chakra's sm solid and ghost buttons as static classes. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <div className="dc-hstack">
      <button type="submit" className="dc-button" data-variant="solid">
        Apply filters
      </button>
      <button type="button" className="dc-button" data-variant="ghost" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}

/**
 * A filter bar's form: its inputs, then 'Apply filters' (Enter does the same) and 'Clear', which
 * applies no filters at once. The generic bar and deliveries' own bar both sit in it.
 */
export function FilterForm({ label, gap = '3', onSubmit, onClear, children }: { label: string; gap?: string; onSubmit: () => void; onClear: () => void; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="dc-wrap" style={{ gap: `var(--chakra-spacing-${gap})` }}>
        {children}
        <FilterButtons onClear={onClear} />
      </div>
    </form>
  );
}

/** Memoised: a list page re-renders as its rows arrive and its filter fields need not. */
export const FilterBar = memo(function FilterBar({ def, value, onApply }: { def: ResourceDef; value: FilterState; onApply: (next: FilterState) => void }) {
  const [draft, setDraft] = useFilterDraft<FilterState>(value);
  const fields = Object.entries(def.fields as Record<string, FieldMeta>).filter(([, m]) => m.filter);
  const set = (key: string) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <FilterForm label={`Filter ${inSentence(def.labelPlural)}`} onSubmit={() => onApply(draft)} onClear={clear}>
      {def.searchFields?.length ? (
        <Field.Root width="14rem">
          <Field.Label>Search</Field.Label>
          <Input size="sm" type="search" name="q" value={draft.q ?? ''} onChange={(e) => set('q')(e.target.value)} />
        </Field.Root>
      ) : null}
      {fields.map(([name, meta]) =>
        meta.filter === 'range' ? (
          <HStack key={name} gap="2" align="flex-end">
            <Field.Root width="10rem">
              <Field.Label>{meta.label} from</Field.Label>
              <FilterInput name={`${name}From`} meta={meta} value={draft[`${name}From`] ?? ''} onChange={set(`${name}From`)} />
            </Field.Root>
            <Field.Root width="10rem">
              <Field.Label>{meta.label} to</Field.Label>
              <FilterInput name={`${name}To`} meta={meta} value={draft[`${name}To`] ?? ''} onChange={set(`${name}To`)} />
            </Field.Root>
          </HStack>
        ) : (
          <Field.Root key={name} width="10rem">
            <Field.Label>{meta.label}</Field.Label>
            <FilterInput name={name} meta={meta} value={draft[name] ?? ''} onChange={set(name)} />
          </Field.Root>
        ),
      )}
    </FilterForm>
  );
});

/** The page URL's filters (`<field>`, `<field>From`/`<field>To`) as list filters (sent to the API as `<field>_from`/`_to`). */
export function toListFilters(def: ResourceDef, state: FilterState): Record<string, FilterValue> {
  return decodeListParams(def, state, 'page').filters ?? {};
}
