/** The report's filter bar: the period (from, to), the routing group and, where offered, the client. */
import { Button, Field, NativeSelect, Wrap } from '@chakra-ui/react';
import { useReferenceList } from '../../offline';
import { DayInput } from '../layout';
import { shiftDate, type ReportFilters } from './report-url';

function RefSelect({ label, name, value, options, onChange }: { label: string; name: string; value: number | null; options: readonly { id: number; title: string }[]; onChange: (id: number | null) => void }) {
  return (
    <Field.Root width="12rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
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

export interface ReportFiltersBarProps {
  filters: ReportFilters;
  today: string;
  routingGroup: boolean;
  client: boolean;
  onChange: (next: ReportFilters) => void;
}

export function ReportFiltersBar({ filters, today, routingGroup, client, onChange }: ReportFiltersBarProps) {
  const groups = useReferenceList('routingGroups').data;
  const clients = useReferenceList('clients').data;
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const lastDays = (n: number) => set({ from: shiftDate(today, -(n - 1)), to: today });
  return (
    <Wrap gap="3" align="flex-end" role="group" aria-label="Report filters">
      <Field.Root width="auto">
        <Field.Label>From</Field.Label>
        <DayInput name="from" value={filters.from} onChange={(from) => set(from > filters.to ? { from, to: from } : { from })} />
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
        <RefSelect label="Routing group" name="rg" value={filters.rg} options={groups.map((g) => ({ id: g.id, title: String(g.name) }))} onChange={(rg) => set({ rg })} />
      ) : null}
      {client && clients.length > 1 ? (
        <RefSelect label="Client" name="client" value={filters.client} options={clients.map((c) => ({ id: c.id, title: String(c.displayName ?? c.name) }))} onChange={(id) => set({ client: id })} />
      ) : null}
    </Wrap>
  );
}
