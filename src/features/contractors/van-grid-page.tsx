/**
 * Van Availability grid: contractor × day, the vans each offers. Admins edit every row, a
 * contractor only their own (the server's owner scope says the same); other admin-type users read.
 * Each cell edit is an outbox create (a first entry for that day) or patch, so it works offline
 * and shows 'not yet sent' until the server has it. At 768 px the days scroll sideways under a
 * fixed contractor column, and the page says so (SideScroll).
 */
import { Badge, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useResourceList, useResourceMutation, type StoredRecord, type WithPending } from '../../offline';
import { can, vanAvailability } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { DayInput } from '../../ui';
import { dataStatus } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { DataTable, sumOf, type DataColumn } from '../../ui/data-table';
import { shiftDay } from '../../lib/calendar';
import { weekFrom, weekdayOf } from './days';
import { useContractorNames } from './use-contractors';

type Cell = WithPending<StoredRecord> | undefined;

function VanCell({
  name,
  day,
  cell,
  editable,
  onSave,
}: {
  name: string;
  day: string;
  cell: Cell;
  editable: boolean;
  onSave: (vans: number) => void;
}) {
  const value = typeof cell?.vans === 'number' ? cell.vans : null;
  const [draft, setDraft] = useState<string | null>(null);
  const label = `${name}: vans on ${day}`;
  const pending = cell?.pendingStatus !== undefined;
  if (!editable) return <Text aria-label={label}>{value ?? '—'}</Text>;
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (draft.trim() === '' || !Number.isInteger(n) || n < 0 || n > 50 || n === value) return;
    onSave(n);
  };
  return (
    <HStack gap="1">
      <Input
        size="sm"
        width="4.5rem"
        type="number"
        min={0}
        max={50}
        inputMode="numeric"
        aria-label={label}
        value={draft ?? (value === null ? '' : String(value))}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {pending ? (
        <Badge
          colorPalette={cell?.pendingStatus === 'rejected' || cell?.pendingStatus === 'conflict' ? 'red' : 'orange'}
          title="Not yet on the server"
          data-testid="cell-pending"
        >
          {cell?.pendingStatus === 'rejected'
            ? 'refused'
            : cell?.pendingStatus === 'conflict'
              ? 'conflict'
              : 'not yet sent'}
        </Badge>
      ) : null}
    </HStack>
  );
}

export function VanGridPage() {
  const user = useCurrentUser();
  const day = useDayParams();
  const days = useMemo(() => weekFrom(day.date), [day.date]);
  const last = days[days.length - 1] ?? day.date;
  const list = useResourceList('vanAvailability', {
    limit: -1,
    sort: 'date',
    filters: { date: { from: day.date, to: last } },
  });
  const mutation = useResourceMutation('vanAvailability');
  const contractors = useContractorNames(day.date, last);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const cells = useMemo(() => new Map(list.data.map((r) => [`${String(r.contractorId)}:${r.date}`, r])), [list.data]);
  const mayWrite = can(user, vanAvailability, 'patch');
  const isAdmin = user.role === 'admin';
  const rows = user.role === 'contractor' ? [{ id: user.id, name: user.name }] : contractors.rows;
  const status = dataStatus(list, 'Van availability', rows.length === 0);
  const vansOf = (c: { id: number }, d: string) => cells.get(`${c.id}:${d}`)?.vans;
  // the contractor column stays put while the days scroll sideways
  const columns: DataColumn<{ id: number; name: string }>[] = [
    {
      key: 'name',
      header: 'Contractor',
      sticky: true,
      cell: (c) => (
        <Text maxW={{ base: '9rem', md: '14rem' }} truncate title={c.name}>
          {c.name}
        </Text>
      ),
    },
    ...days.map((d): DataColumn<{ id: number; name: string }> => ({
      key: d,
      header: `${weekdayOf(d)} ${d.slice(5)}`,
      kind: 'date',
      value: (c) => vansOf(c, d),
      cell: (c) => (
        <VanCell
          name={c.name}
          day={d}
          cell={cells.get(`${c.id}:${d}`)}
          editable={mayWrite && (isAdmin || c.id === user.id)}
          onSave={(vans) => void save(c, d, vans)}
        />
      ),
    })),
  ];
  const totals = Object.fromEntries(days.map((d) => [d, sumOf(rows, (c) => vansOf(c, d))]));

  const save = async (contractor: { id: number; name: string }, date: string, vans: number) => {
    const cell = cells.get(`${contractor.id}:${date}`);
    const result = cell
      ? await mutation.patch(cell.id, { vans }, cell.version)
      : await mutation.create({ contractorId: contractor.id, date, vans, note: '' });
    const what = `${contractor.name}, ${date}: ${vans} vans`;
    if (result.outcome === 'sent') setMessage({ ok: true, text: `${what} saved.` });
    else if (result.outcome === 'queued')
      setMessage({ ok: true, text: `${what} kept on this device; sent when online.` });
    else setMessage({ ok: false, text: `${what} not saved: ${result.error ?? 'refused'}` });
  };

  return (
    <PageFrame title="Van Availability" state={list}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Week from</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => day.set({ date: shiftDay(day.date, -7) })}>
          Previous week
        </Button>
        <Button size="sm" variant="outline" onClick={() => day.set({ date: shiftDay(day.date, 7) })}>
          Next week
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {mayWrite
          ? isAdmin
            ? 'Enter the vans each contractor offers per day; a change is saved when you leave the cell.'
            : 'Enter the vans you offer per day; a change is saved when you leave the cell.'
          : 'Read only.'}
      </Text>
      {message ? (
        <Text role="status" fontSize="sm" color={message.ok ? 'green.fg' : 'red.fg'} data-testid="grid-message">
          {message.text}
        </Text>
      ) : null}
      {status ?? (
        <DataTable
          label="Vans per contractor and day"
          what="days"
          maxH="70vh"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          totals={{ label: 'Total vans', values: totals }}
        />
      )}
    </PageFrame>
  );
}
