/**
 * List Contractors (admin): the users with the contractor role — no separate profile record, as a
 * contractor's name, e-mail, phone and status are their user's — with the drivers who drive for
 * each and the vans they offer today. Editing a contractor is editing the user (Users screens).
 */
import { Badge, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { operatorToday } from '../../lib/calendar';
import { dataStatus } from '../../ui/resource-pages';
import { CsvButton } from '../../ui/board';
import { PageFrame } from '../../ui/page-frame';
import { useResourceList, type StoredRecord } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';

export function ContractorsPage() {
  const today = operatorToday();
  const contractors = useResourceList('users', { limit: -1, sort: 'name', filters: { role: 'contractor' } });
  const drivers = useResourceList('users', { limit: -1, sort: 'name', filters: { role: 'driver' } });
  const vans = useResourceList('vanAvailability', {
    limit: -1,
    sort: 'date',
    filters: { date: { from: today, to: today } },
  });
  const [q, setQ] = useState('');
  const driverCount = useMemo(() => {
    const m = new Map<number, number>();
    for (const d of drivers.data)
      if (typeof d.contractorId === 'number') m.set(d.contractorId, (m.get(d.contractorId) ?? 0) + 1);
    return m;
  }, [drivers.data]);
  const vansToday = useMemo(() => new Map(vans.data.map((v) => [Number(v.contractorId), Number(v.vans)])), [vans.data]);
  const needle = q.trim().toLowerCase();
  const rows = contractors.data.filter((c) => !needle || `${c.name} ${c.email}`.toLowerCase().includes(needle));
  const status = dataStatus(contractors, 'Contractors', rows.length === 0);
  const columns: DataColumn<StoredRecord>[] = [
    { key: 'name', header: 'Contractor', minW: '10rem' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone', kind: 'reference' },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'drivers', header: 'Drivers', kind: 'number', value: (c) => driverCount.get(c.id) ?? 0 },
    {
      key: 'vans',
      header: 'Vans today',
      cell: (c) =>
        vansToday.has(c.id) ? (
          <Badge colorPalette="blue">{vansToday.get(c.id)}</Badge>
        ) : (
          <Text as="span" color="fg.muted">
            not entered
          </Text>
        ),
    },
  ];
  const head = columns.map((c) => c.header);
  const csv = rows.map((c) => [
    c.name,
    c.email,
    c.phone == null ? '' : c.phone,
    c.status,
    driverCount.get(c.id) ?? 0,
    vansToday.get(c.id) ?? null,
  ]);
  return (
    <PageFrame
      title="List Contractors"
      state={contractors}
      actions={<CsvButton fileName="contractors.csv" header={head} rows={csv} />}
    >
      <HStack gap="3" wrap="wrap">
        <Input
          size="sm"
          maxW="20rem"
          placeholder="Search name or e-mail"
          aria-label="Search contractors"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Text fontSize="sm" data-testid="contractor-count">
          {rows.length} contractors
        </Text>
      </HStack>
      {status ?? <DataTable label="Contractors" maxH="70vh" columns={columns} rows={rows} rowKey={(c) => c.id} />}
    </PageFrame>
  );
}
