/** The drops of the selected run, in stop order; each opens its Drop Detail. */
import { Box, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useResourceList, type StoredRecord } from '../../../offline';
import { clockTime } from '../../../ui/run-format';
import { dataStatus } from '../../../ui/resource-pages';
import { StatusBadge } from '../../../ui/resource-pages';
import { InlineLink } from '../../../ui';

export const dropDetailPath = (id: number) => `/run/r/dropN/${id}`;

/** The header row of a table of drops in stop order (here and on Drop Detail). */
export function DropColumnHeaders() {
  return (
    <Table.Row>
      <Table.ColumnHeader>Stop</Table.ColumnHeader>
      <Table.ColumnHeader>Address</Table.ColumnHeader>
      <Table.ColumnHeader>Status</Table.ColumnHeader>
      <Table.ColumnHeader>ETA</Table.ColumnHeader>
      <Table.ColumnHeader>Arrived</Table.ColumnHeader>
      <Table.ColumnHeader>Done</Table.ColumnHeader>
    </Table.Row>
  );
}

/** The cells of one drop under `DropColumnHeaders`; `address` fills the Address cell. */
export function DropCells({
  drop,
  address,
  timeZone,
}: {
  drop: StoredRecord;
  address: ReactNode;
  timeZone: string | null;
}) {
  return (
    <>
      <Table.Cell>{String(drop.sequence)}</Table.Cell>
      <Table.Cell minW="12rem">{address}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={drop.status} />
      </Table.Cell>
      <Table.Cell>{String(drop.eta ?? '—')}</Table.Cell>
      <Table.Cell>{clockTime(drop.arrivedAt, timeZone)}</Table.Cell>
      <Table.Cell>{clockTime(drop.completedAt, timeZone)}</Table.Cell>
    </>
  );
}

export function RunDrops({ runId, runCode, timeZone }: { runId: number; runCode: string; timeZone: string | null }) {
  const drops = useResourceList('drops', { limit: -1, sort: 'sequence', filters: { runId: String(runId) } });
  const status = dataStatus(drops, 'Drops', drops.data.length === 0);
  const section = useRef<HTMLElement>(null);
  // on a tablet the drops sit below the runs: bring them into view when a run is chosen
  useEffect(() => {
    // a block body: newer browsers return a promise from scrollIntoView, which must not become the effect's cleanup
    void section.current?.scrollIntoView({ block: 'nearest' });
  }, [runId]);
  return (
    <Box as="section" ref={section} aria-labelledby="run-drops-heading" scrollMarginTop="64px">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md" id="run-drops-heading">
          Drops of {runCode}
        </Heading>
        {drops.data.length ? <Text fontSize="sm">{drops.count} drops</Text> : null}
      </HStack>
      {status ?? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="65vh">
          <Table.Root size="sm" stickyHeader aria-label={`Drops of ${runCode}`}>
            <Table.Header>
              <DropColumnHeaders />
            </Table.Header>
            <Table.Body>
              {drops.data.map((d) => (
                <Table.Row key={d.id} data-testid={`drop-row-${d.id}`}>
                  <DropCells
                    drop={d}
                    timeZone={timeZone}
                    address={<InlineLink to={dropDetailPath(d.id)}>{String(d.address || `Drop ${d.id}`)}</InlineLink>}
                  />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
