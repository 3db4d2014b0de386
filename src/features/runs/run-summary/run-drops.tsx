/** The drops of the selected run, in stop order; each opens its Drop Detail. */
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useResourceList, type StoredRecord } from '../../../offline';
import { clockTime } from '../../../ui/run-format';
import { InlineLink } from '../../../ui';
import { DataTable, type DataColumn } from '../../../ui/data-table';

export const dropDetailPath = (id: number) => `/run/r/dropN/${id}`;

/** The columns of a table of drops in stop order (here and on Drop Detail); `address` fills the Address cell. */
export function dropColumns(
  address: (drop: StoredRecord) => ReactNode,
  timeZone: string | null,
): DataColumn<StoredRecord>[] {
  return [
    { key: 'sequence', header: 'Stop', kind: 'number' },
    { key: 'address', header: 'Address', minW: '12rem', cell: address },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'eta', header: 'ETA', kind: 'time' },
    { key: 'arrivedAt', header: 'Arrived', kind: 'time', value: (d) => clockTime(d.arrivedAt, timeZone) },
    { key: 'completedAt', header: 'Done', kind: 'time', value: (d) => clockTime(d.completedAt, timeZone) },
  ];
}

export function RunDrops({ runId, runCode, timeZone }: { runId: number; runCode: string; timeZone: string | null }) {
  const drops = useResourceList('drops', { limit: -1, sort: 'sequence', filters: { runId: String(runId) } });
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
      <DataTable
        label={`Drops of ${runCode}`}
        maxH="65vh"
        columns={dropColumns(
          (d) => (
            <InlineLink to={dropDetailPath(d.id)}>{String(d.address || 'Drop')}</InlineLink>
          ),
          timeZone,
        )}
        rows={drops.data}
        rowKey={(d) => d.id}
        rowTestId={(d) => `drop-row-${d.id}`}
        status={{ state: drops, what: 'Drops' }}
      />
    </Box>
  );
}
