/**
 * The dispatcher's filter bar for deliveries: date (or a from/to range), client, routing group,
 * zone, depot, status, service and free text. Edits are a draft until 'Apply' (or Enter), so a
 * 50,000-row list is not re-queried on every keystroke. Options come from the reference lists
 * kept offline; zones and depots narrow to the chosen routing group.
 */
import { Field, Input } from '@chakra-ui/react';
import { memo, useMemo, type ReactNode } from 'react';
import { useReferenceList, type StoredRecord } from '../../offline';
import { DELIVERY_STATUSES, SERVICE_TYPES } from '../../resources/operations';
import { SEARCH_TEXT_MAX } from '../../resources/fields';
import { FilterForm, useFilterDraft } from '../../ui/resource-pages';
import { ALL, FILTER_KEYS, type FilterDraft, type FilterKey } from './deliveries-query';
import { DayInput, FilterSelect, type Option } from '../../ui';

/** A filter's select: 'All …' first; a value the options lack (from the URL) still shows. */
function Select({
  name,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
  allLabel: string;
  onChange: (v: string) => void;
}) {
  return (
    <FilterSelect
      name={name}
      label={label}
      width="10.5rem"
      value={value === ALL ? '' : value}
      options={options}
      allLabel={allLabel}
      onChange={onChange}
    />
  );
}

/** The reference lists a filter chooses from, with the field each record is named by. */
type RefList = 'clients' | 'routingGroups' | 'zones' | 'depots';

/**
 * A select of a reference list's records. It reads its list itself, so the list's answers (one
 * per list at a start, and again when the stored copy is refreshed) re-render this select only,
 * not the bar's dozen styled fields. Zones and depots narrow to the chosen routing group.
 */
const RefSelect = memo(function RefSelect({
  list,
  titleField = 'name',
  group = null,
  ...select
}: Omit<Parameters<typeof Select>[0], 'options'> & { list: RefList; titleField?: string; group?: number | null }) {
  const { data } = useReferenceList(list);
  const options = useMemo(() => toOptions(inGroup(data, group), titleField), [data, group, titleField]);
  return <Select {...select} options={options} />;
});

const toOptions = (rows: StoredRecord[], title = 'name'): Option[] =>
  rows.map((r) => ({ value: String(r.id), label: String(r[title] ?? r.id) }));
/** zones and depots of the chosen routing group; all of them when none is chosen */
const inGroup = (rows: StoredRecord[], group: number | null) =>
  group === null ? rows : rows.filter((r) => r.routingGroupId === group);
const enumOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
const NONE_HIDDEN: readonly FilterKey[] = [];

/** The draft with one filter set: a new routing group clears its zone and depot, a day clears the range. */
export function withFilter(draft: FilterDraft, key: FilterKey, value: string): FilterDraft {
  const next = { ...draft, [key]: value };
  if (key === 'routingGroupId') {
    next.zoneId = '';
    next.depotId = '';
  }
  if (key === 'date' && value) {
    next.dateFrom = '';
    next.dateTo = '';
  }
  return next;
}
const STATUS_OPTIONS = enumOptions(DELIVERY_STATUSES);
const SERVICE_OPTIONS = enumOptions(SERVICE_TYPES);

export interface DeliveryFiltersProps {
  value: FilterDraft;
  onApply: (next: FilterDraft) => void;
  /** filters the page fixes (not shown) */
  hidden?: readonly FilterKey[];
  searchLabel?: string;
  extra?: ReactNode;
}

/**
 * Memoised: the list page re-renders as its rows arrive and its filter bar (a dozen styled fields)
 * need not. Its draft follows the applied filters (useFilterDraft). The four reference lists
 * answer one by one at a start; each select's options and setter keep their identity until its
 * own list or the routing group changes, so an answer re-renders one select (RefSelect), not the bar.
 */
export const DeliveryFilters = memo(function DeliveryFilters({
  value,
  onApply,
  hidden = NONE_HIDDEN,
  searchLabel = 'Search',
  extra,
}: DeliveryFiltersProps) {
  const [draft, setDraft] = useFilterDraft<FilterDraft>(value);
  // one setter per filter for the bar's life (setDraft is React's own, stable)
  const setters = useMemo(
    () =>
      Object.fromEntries(
        FILTER_KEYS.map((key) => [key, (v: string) => setDraft((d) => withFilter(d, key, v))]),
      ) as Record<FilterKey, (v: string) => void>,
    [setDraft],
  );
  const set = (key: FilterKey) => setters[key];
  const group = draft.routingGroupId && draft.routingGroupId !== ALL ? Number(draft.routingGroupId) : null;
  const shown = (key: FilterKey) => !hidden.includes(key);
  const dateInput = (key: 'date' | 'dateFrom' | 'dateTo', label: string) => (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <DayInput clearable name={key} value={draft[key] === ALL ? '' : (draft[key] ?? '')} onChange={set(key)} />
    </Field.Root>
  );

  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <FilterForm label="Filter deliveries" gap="2" onSubmit={() => onApply(draft)} onClear={clear}>
      {shown('q') && (
        <Field.Root width="17rem">
          <Field.Label>{searchLabel}</Field.Label>
          <Input
            size="sm"
            type="search"
            name="q"
            maxLength={SEARCH_TEXT_MAX}
            placeholder="Reference, order, recipient, address"
            value={draft.q ?? ''}
            onChange={(e) => set('q')(e.target.value)}
          />
        </Field.Root>
      )}
      {shown('date') && dateInput('date', 'Date')}
      {shown('date') && !draft.date && dateInput('dateFrom', 'From')}
      {shown('date') && !draft.date && dateInput('dateTo', 'To')}
      {shown('clientId') && (
        <RefSelect
          name="clientId"
          label="Client"
          value={draft.clientId ?? ''}
          allLabel="All clients"
          list="clients"
          titleField="displayName"
          onChange={set('clientId')}
        />
      )}
      {shown('routingGroupId') && (
        <RefSelect
          name="routingGroupId"
          label="Routing group"
          value={draft.routingGroupId ?? ''}
          allLabel="All groups"
          list="routingGroups"
          onChange={set('routingGroupId')}
        />
      )}
      {shown('zoneId') && (
        <RefSelect
          name="zoneId"
          label="Zone"
          value={draft.zoneId ?? ''}
          allLabel="All zones"
          list="zones"
          group={group}
          onChange={set('zoneId')}
        />
      )}
      {shown('depotId') && (
        <RefSelect
          name="depotId"
          label="Depot"
          value={draft.depotId ?? ''}
          allLabel="All depots"
          list="depots"
          group={group}
          onChange={set('depotId')}
        />
      )}
      {shown('status') && (
        <Select
          name="status"
          label="Status"
          value={draft.status ?? ''}
          allLabel="Any status"
          options={STATUS_OPTIONS}
          onChange={set('status')}
        />
      )}
      {shown('serviceType') && (
        <Select
          name="serviceType"
          label="Service"
          value={draft.serviceType ?? ''}
          allLabel="Any service"
          options={SERVICE_OPTIONS}
          onChange={set('serviceType')}
        />
      )}
      {extra}
    </FilterForm>
  );
});
