/** The Run Summary's filter bar: each control navigates to the URL of the new filter. */
import { Button, Field, Wrap } from '@chakra-ui/react';
import type { StoredRecord } from '../../../offline';
import { useReferenceList, useReferenceListNow } from '../../../offline';
import { membersOf } from '../../../lib/path-codec';
import { RUN_STATUSES } from '../../../resources/operations';
import type { Person } from '../shared/people';
import type { RunSummaryFilters } from '../../../screens/run-summary-url';
import { DayInput, FilterSelect, type Option } from '../../../ui';
import { countryName } from '../../../ui/run-scope';

const named = (rows: StoredRecord[]): Option[] =>
  rows
    .map((r) => ({ value: String(r.id), label: String(r.name ?? r.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));

export interface SummaryFiltersProps {
  filters: RunSummaryFilters;
  hours: string[];
  contractors: Person[];
  /** changes to apply over the filters in the URL at the time of the change */
  onChange: (patch: Partial<RunSummaryFilters>) => void;
}

export function SummaryFilters({ filters, hours, contractors, onChange }: SummaryFiltersProps) {
  const countries = useReferenceListNow('countries').data;
  const groups = useReferenceList('routingGroups').data.filter((g) => g.countryId === filters.countryId);
  const rg = filters.routingGroupIds;
  const depots = useReferenceList('depots').data.filter(
    (d) => rg.length === 0 || rg.includes(Number(d.routingGroupId)),
  );
  const zones = useReferenceList('zones').data.filter(
    (z) =>
      (rg.length === 0 || rg.includes(Number(z.routingGroupId))) &&
      (filters.depotIds.length === 0 || filters.depotIds.includes(Number(z.depotId))),
  );
  const all = { value: 'all', label: 'All' };
  const one = (list: readonly (number | string)[]) =>
    list.length === 1 ? String(list[0]) : list.length === 0 ? 'all' : list.join(',');
  const ids = (v: string) => (v === 'all' ? [] : v.split(',').map(Number));
  const set = (patch: Partial<RunSummaryFilters>) => onChange({ ...patch, runId: null });
  const multi = (list: readonly (number | string)[], options: Option[]) =>
    list.length > 1 ? [...options, { value: list.join(','), label: `${list.length} selected` }] : options;
  const countryOptions = countries.map((c) => ({ value: String(c.countryId ?? c.id), label: c.name }));
  if (!countryOptions.some((o) => o.value === String(filters.countryId)))
    countryOptions.push({
      value: String(filters.countryId),
      label: countryName(countries, filters.countryId) ?? 'All',
    });

  return (
    <Wrap gap="3" align="flex-end" as="form" aria-label="Run summary filters" onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        label="Country"
        name="country"
        value={String(filters.countryId)}
        options={countryOptions}
        onChange={(v) => set({ countryId: Number(v), routingGroupIds: [], depotIds: [], zoneIds: [] })}
      />
      <Field.Root width="auto">
        <Field.Label>Date</Field.Label>
        <DayInput name="date" value={filters.date} onChange={(date) => set({ date })} />
      </Field.Root>
      <FilterSelect
        label="Start time"
        name="rtw"
        value={one(filters.startHours)}
        options={multi(filters.startHours, [all, ...hours.map((h) => ({ value: h, label: `${h}:00–${h}:59` }))])}
        onChange={(v) => set({ startHours: v === 'all' ? [] : v.split(',') })}
      />
      <FilterSelect
        label="Routing group"
        name="rg"
        value={one(rg)}
        options={multi(rg, [all, ...named(groups)])}
        onChange={(v) => set({ routingGroupIds: ids(v), depotIds: [], zoneIds: [] })}
      />
      <FilterSelect
        label="Depot"
        name="rz"
        value={one(filters.depotIds)}
        options={multi(filters.depotIds, [all, ...named(depots)])}
        onChange={(v) => set({ depotIds: ids(v), zoneIds: [] })}
      />
      <FilterSelect
        label="Zone"
        name="z"
        value={one(filters.zoneIds)}
        options={multi(filters.zoneIds, [all, ...named(zones)])}
        onChange={(v) => set({ zoneIds: ids(v) })}
      />
      <FilterSelect
        label="Contractor"
        name="c"
        value={one(filters.contractorIds)}
        options={multi(filters.contractorIds, [
          all,
          ...contractors.map((c) => ({ value: String(c.id), label: c.label })),
        ])}
        onChange={(v) => set({ contractorIds: ids(v) })}
      />
      <FilterSelect
        label="Status"
        name="t"
        value={one(filters.statuses)}
        options={multi(filters.statuses, [all, ...RUN_STATUSES.map((s) => ({ value: s, label: s }))])}
        onChange={(v) => set({ statuses: membersOf(RUN_STATUSES, v.split(',')) })}
      />
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          set({ startHours: [], routingGroupIds: [], depotIds: [], zoneIds: [], contractorIds: [], statuses: [] })
        }
      >
        Clear filters
      </Button>
    </Wrap>
  );
}
