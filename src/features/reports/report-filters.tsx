/** The report's filter bar: the period (from, to), the routing group and, where offered, the client. */
import { Button, Field, NativeSelect, Wrap } from '@chakra-ui/react';
import { useReferenceList } from '../../offline';
import { DayInput } from '../../ui';
import { DELIVERY_STATUSES } from '../../resources/operations';
import type { PathOption } from '../../resources/routing-comparison';
import type { PathSpec } from './report-path';
import { type ReportFilters } from './report-url';
import { shiftDay } from '../../lib/calendar';

function RefSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: number | null;
  options: readonly { id: number; title: string }[];
  onChange: (id: number | null) => void;
}) {
  return (
    <Field.Root width="12rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function OptionSelect({
  option,
  value,
  onChange,
}: {
  option: PathOption;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width="auto" minW="9rem">
      <Field.Label>{option.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={option.name} value={value} onChange={(e) => onChange(e.target.value)}>
          {option.values.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface ReportFiltersBarProps {
  filters: ReportFilters;
  today: string;
  routingGroup: boolean;
  client: boolean;
  /** a one-day report whose filters are path segments */
  path?: PathSpec;
  onChange: (next: ReportFilters) => void;
}

const STATUS_OPTIONS = DELIVERY_STATUSES.map((s, i) => ({ id: i + 1, title: s.replace('-', ' ') }));

function one<T>(list: readonly T[] | undefined): T | null {
  return list && list.length === 1 ? (list[0] ?? null) : null;
}

/** The day and the path's lists (one value or all), for /r/depot and /r/zone-lock. */
function PathFilters({
  filters,
  today,
  path,
  onChange,
}: Required<Pick<ReportFiltersBarProps, 'filters' | 'today' | 'path' | 'onChange'>>) {
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const clients = useReferenceList('clients').data;
  const zones = useReferenceList('zones').data;
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const status = one(filters.statuses);
  const options = [...(path.before ?? []), ...(path.after ?? []), ...(path.keyed ?? []).map((k) => k.option)];
  return (
    <Wrap gap="3" align="flex-end" role="group" aria-label="Report filters">
      <Field.Root width="auto">
        <Field.Label>Day</Field.Label>
        <DayInput name="day" value={filters.from} onChange={(day) => set({ from: day, to: day })} />
      </Field.Root>
      <Button size="sm" variant="outline" onClick={() => set({ from: today, to: today })}>
        Today
      </Button>
      {path.keys.includes('rg') ? (
        <RefSelect
          label="Routing group"
          name="rg"
          value={one(filters.rgs)}
          options={groups.map((g) => ({ id: g.id, title: g.name }))}
          onChange={(id) => set({ rgs: id === null ? [] : [id] })}
        />
      ) : null}
      {path.keys.includes('rz') ? (
        <RefSelect
          label="Depot"
          name="rz"
          value={one(filters.depots)}
          options={depots.map((d) => ({ id: d.id, title: d.name }))}
          onChange={(id) => set({ depots: id === null ? [] : [id] })}
        />
      ) : null}
      {path.keys.includes('c') ? (
        <RefSelect
          label="Client"
          name="c"
          value={one(filters.clients)}
          options={clients.map((c) => ({ id: c.id, title: c.displayName }))}
          onChange={(id) => set({ clients: id === null ? [] : [id] })}
        />
      ) : null}
      {path.keys.includes('z') ? (
        <RefSelect
          label="Zone"
          name="z"
          value={one(filters.zones)}
          options={zones.map((z) => ({ id: z.id, title: z.name }))}
          onChange={(id) => set({ zones: id === null ? [] : [id] })}
        />
      ) : null}
      {options.map((o) => (
        <OptionSelect
          key={o.name}
          option={o}
          value={filters.options?.[o.name] ?? o.values[0]?.value ?? ''}
          onChange={(v) => set({ options: { ...filters.options, [o.name]: v } })}
        />
      ))}
      {path.keys.includes('s') ? (
        <RefSelect
          label="Status"
          name="s"
          value={STATUS_OPTIONS.find((o) => o.title === status?.replace('-', ' '))?.id ?? null}
          options={STATUS_OPTIONS}
          onChange={(id) => set({ statuses: id === null ? [] : [DELIVERY_STATUSES[id - 1] ?? ''] })}
        />
      ) : null}
    </Wrap>
  );
}

export function ReportFiltersBar({ filters, today, routingGroup, client, path, onChange }: ReportFiltersBarProps) {
  if (path) return <PathFilters filters={filters} today={today} path={path} onChange={onChange} />;
  return (
    <PeriodFilters filters={filters} today={today} routingGroup={routingGroup} client={client} onChange={onChange} />
  );
}

function PeriodFilters({ filters, today, routingGroup, client, onChange }: ReportFiltersBarProps) {
  const groups = useReferenceList('routingGroups').data;
  const clients = useReferenceList('clients').data;
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const lastDays = (n: number) => set({ from: shiftDay(today, -(n - 1)), to: today });
  return (
    <Wrap gap="3" align="flex-end" role="group" aria-label="Report filters">
      <Field.Root width="auto">
        <Field.Label>From</Field.Label>
        <DayInput
          name="from"
          value={filters.from}
          onChange={(from) => set(from > filters.to ? { from, to: from } : { from })}
        />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>To</Field.Label>
        <DayInput name="to" value={filters.to} onChange={(to) => set(to < filters.from ? { from: to, to } : { to })} />
      </Field.Root>
      <Wrap gap="1">
        <Button size="sm" variant="outline" onClick={() => lastDays(1)}>
          Today
        </Button>
        <Button size="sm" variant="outline" onClick={() => lastDays(7)}>
          7 days
        </Button>
        <Button size="sm" variant="outline" onClick={() => lastDays(30)}>
          30 days
        </Button>
      </Wrap>
      {routingGroup ? (
        <RefSelect
          label="Routing group"
          name="rg"
          value={filters.rg}
          options={groups.map((g) => ({ id: g.id, title: g.name }))}
          onChange={(rg) => set({ rg })}
        />
      ) : null}
      {client && clients.length > 1 ? (
        <RefSelect
          label="Client"
          name="client"
          value={filters.client}
          options={clients.map((c) => ({ id: c.id, title: c.displayName }))}
          onChange={(id) => set({ client: id })}
        />
      ) : null}
    </Wrap>
  );
}
