/**
 * List Contractors (admin): the users with the contractor role — no separate profile record, as a
 * contractor's name, e-mail, phone and status are their user's — with the drivers who drive for
 * each and the vans they offer today. Editing a contractor is editing the user (Users screens).
 */
import { Badge, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { todayString } from '../../lib/dates';
import { useResourceList } from '../../offline';
import { StatusBadge, dataStatus } from '../../ui/resource-pages';
import { CsvButton } from '../../ui/board';
import { PageFrame } from '../../ui/page-frame';

const HEAD = ['Contractor', 'Email', 'Phone', 'Status', 'Drivers', 'Vans today'];

export function ContractorsPage() {
  const today = todayString();
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
  const rows = contractors.data.filter(
    (c) => !needle || `${String(c.name)} ${String(c.email)}`.toLowerCase().includes(needle),
  );
  const status = dataStatus(contractors, 'Contractors', rows.length === 0);
  const csv = rows.map((c) => [
    String(c.name),
    String(c.email),
    c.phone == null ? '' : String(c.phone),
    String(c.status),
    driverCount.get(c.id) ?? 0,
    vansToday.get(c.id) ?? null,
  ]);
  return (
    <PageFrame
      title="List Contractors"
      state={contractors}
      actions={<CsvButton fileName="contractors.csv" header={HEAD} rows={csv} />}
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
      {status ?? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                {HEAD.map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell maxW="14rem" truncate title={String(c.name)}>
                    {String(c.name)}
                  </Table.Cell>
                  <Table.Cell maxW="16rem" truncate>
                    {String(c.email)}
                  </Table.Cell>
                  <Table.Cell>{c.phone == null ? '—' : String(c.phone)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={c.status} />
                  </Table.Cell>
                  <Table.Cell>{driverCount.get(c.id) ?? 0}</Table.Cell>
                  <Table.Cell>
                    {vansToday.has(c.id) ? (
                      <Badge colorPalette="blue">{vansToday.get(c.id)}</Badge>
                    ) : (
                      <Text as="span" color="fg.muted">
                        not entered
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </PageFrame>
  );
}
