/**
 * Filters derived from the declaration: exact (select or value), text (contains), range
 * (from/to). Dates are typed as yyyy-MM-dd in text inputs, so no browser locale reorders them.
 */
import { Field, HStack, Input } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { SEARCH_TEXT_MAX } from '../../resources/fields';
import { decodeListParams, useReferenceTitles, type FilterValue } from '../../offline';
import { DATE_FORMAT, DATE_PATTERN } from './format';
import { useFilterDraft } from './use-filter-draft';
import { inSentence } from '../../resources';
import { FilterSelect, type Option } from '..';

export type FilterState = Record<string, string>;

interface FilterFieldProps {
  name: string;
  label: string;
  meta: FieldMeta;
  value: string;
  onChange: (v: string) => void;
}

const FIELD_WIDTH = '10rem';
const YES_NO: readonly Option[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A labelled filter: the shared select for enums, yes/no and references with known names, else an input. */
function FilterField(props: FilterFieldProps) {
  const { meta } = props;
  if (meta.type === 'ref') return <RefField {...props} />;
  if (meta.type === 'boolean') return <SelectField {...props} options={YES_NO} />;
  if (meta.type === 'enum')
    return <SelectField {...props} options={(meta.options ?? []).map((o) => ({ value: o, label: o }))} />;
  return <InputField {...props} />;
}

/** A reference picks among the stored names; before they are stored, the id is typed. */
function RefField(props: FilterFieldProps) {
  const titles = useReferenceTitles(props.meta.ref);
  if (titles.size === 0) return <InputField {...props} />;
  const options = [...titles]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, title]) => ({ value: String(id), label: title }));
  return <SelectField {...props} options={options} />;
}

function SelectField({ name, label, value, onChange, options }: FilterFieldProps & { options: readonly Option[] }) {
  return (
    <FilterSelect
      label={label}
      name={name}
      width={FIELD_WIDTH}
      value={value}
      options={options}
      allLabel="All"
      onChange={onChange}
    />
  );
}

function InputField({ name, label, meta, value, onChange }: FilterFieldProps) {
  return (
    <Field.Root width={FIELD_WIDTH}>
      <Field.Label>{label}</Field.Label>
      <FilterInput name={name} meta={meta} value={value} onChange={onChange} />
    </Field.Root>
  );
}

function FilterInput({ name, meta, value, onChange }: Omit<FilterFieldProps, 'label'>) {
  if (meta.type === 'ref')
    return <Input size="sm" inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} name={name} />;
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
  return (
    <Input
      size="sm"
      type="text"
      name={name}
      maxLength={SEARCH_TEXT_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
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
export function FilterForm({
  label,
  gap = '3',
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  gap?: string;
  onSubmit: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
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
export const FilterBar = memo(function FilterBar({
  def,
  value,
  onApply,
}: {
  def: ResourceDef;
  value: FilterState;
  onApply: (next: FilterState) => void;
}) {
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
          <Input
            size="sm"
            type="search"
            name="q"
            maxLength={SEARCH_TEXT_MAX}
            value={draft.q ?? ''}
            onChange={(e) => set('q')(e.target.value)}
          />
        </Field.Root>
      ) : null}
      {fields.map(([name, meta]) =>
        meta.filter === 'range' ? (
          <HStack key={name} gap="2" align="flex-end">
            <FilterField
              name={`${name}From`}
              label={`${meta.label} from`}
              meta={meta}
              value={draft[`${name}From`] ?? ''}
              onChange={set(`${name}From`)}
            />
            <FilterField
              name={`${name}To`}
              label={`${meta.label} to`}
              meta={meta}
              value={draft[`${name}To`] ?? ''}
              onChange={set(`${name}To`)}
            />
          </HStack>
        ) : (
          <FilterField
            key={name}
            name={name}
            label={meta.label}
            meta={meta}
            value={draft[name] ?? ''}
            onChange={set(name)}
          />
        ),
      )}
    </FilterForm>
  );
});

/** The page URL's filters (`<field>`, `<field>From`/`<field>To`) as list filters (sent to the API as `<field>_from`/`_to`). */
export function toListFilters(def: ResourceDef, state: FilterState): Record<string, FilterValue> {
  return decodeListParams(def, state, 'page').filters ?? {};
}
