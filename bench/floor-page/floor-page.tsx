/**
 * The fixed stack's floor for issue 39: the cheapest honest page React and Chakra can draw for a
 * deliveries list. A header with two buttons, a filter row (two inputs and a select), a Chakra
 * table of 40 rows and 8 columns with a status badge each, from data made here: no router, query
 * cache, IndexedDB, worker or network. Traced as the app's list is (bench/startup-trace.ts, 4x
 * CPU): its rows area carries the list's `data-testid` and its rows `role="row"`, so
 * `startup-ab.ts <the app's dist> <this build>` compares the two (docs/bench.md).
 */
import { Badge, Button, ChakraProvider, createSystem, defaultConfig, Flex, Heading, Input } from '@chakra-ui/react';
import { NativeSelect, Table } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

const CUSTOMERS = ['Acme Pty Ltd', 'Blue Gum Cafe', 'Harbour Hardware', 'Koala Books', 'Wattle Florist'];
const SUBURBS = ['Parramatta', 'Newtown', 'Bondi', 'Chatswood', 'Fitzroy', 'Brunswick', 'Fremantle'];
const STATUSES = [
  { label: 'Pending', color: 'gray' },
  { label: 'In transit', color: 'blue' },
  { label: 'Delivered', color: 'green' },
  { label: 'Delayed', color: 'orange' },
  { label: 'Failed', color: 'red' },
] as const;
const DRIVERS = ['Sam Lee', 'Priya Nair', 'Tom Walsh', 'Mia Chen', 'Jack Brown'];
const pick = <T,>(list: readonly T[], i: number): T => list[i % list.length] as T;
const two = (n: number) => String(n).padStart(2, '0');

const ROWS = Array.from({ length: 40 }, (_, i) => ({
  id: `CN${String(100200 + i * 37).padStart(8, '0')}`,
  customer: pick(CUSTOMERS, i * 3),
  suburb: pick(SUBURBS, i * 5),
  status: pick(STATUSES, i * 7),
  date: `2026-11-${two((i % 28) + 1)}`,
  time: `${two(7 + (i % 10))}:${two((i * 13) % 60)}`,
  driver: pick(DRIVERS, i),
  boxes: ((i * 11) % 17) + 1,
}));
const COLUMNS = ['Consignment', 'Customer', 'Suburb', 'Status', 'Date', 'Time', 'Driver', 'Boxes'];

function FloorPage() {
  return (
    <Flex direction="column" gap="4" p="4">
      <Flex as="header" align="center" justify="space-between" gap="2">
        <Heading size="lg">Deliveries</Heading>
        <Flex gap="2">
          <Button variant="outline" size="sm">
            Export
          </Button>
          <Button size="sm">New delivery</Button>
        </Flex>
      </Flex>
      <Flex gap="2" wrap="wrap">
        <Input placeholder="Search consignment" maxW="xs" />
        <Input placeholder="Customer" maxW="xs" />
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field defaultValue="">
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s.label} value={s.label}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body data-testid="resource-rows">
          {ROWS.map((r) => (
            <Table.Row key={r.id} role="row">
              <Table.Cell>{r.id}</Table.Cell>
              <Table.Cell>{r.customer}</Table.Cell>
              <Table.Cell>{r.suburb}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={r.status.color}>{r.status.label}</Badge>
              </Table.Cell>
              <Table.Cell>{r.date}</Table.Cell>
              <Table.Cell>{r.time}</Table.Cell>
              <Table.Cell>{r.driver}</Table.Cell>
              <Table.Cell textAlign="end">{r.boxes}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <ChakraProvider value={createSystem(defaultConfig)}>
      <FloorPage />
    </ChakraProvider>,
  );
