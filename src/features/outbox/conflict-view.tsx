/** A conflict side by side, field by field: my edit against the server's current record. */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { OutboxEntry } from '../../offline';
import { resourceByName } from '../../resources';
import type { FieldMeta } from '../../resources/types';
import { formatValue } from '../../ui/resource-pages';
import { DataTable } from '../../ui/data-table';

export interface ConflictViewProps {
  entry: OutboxEntry;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export function ConflictView({ entry, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const def = resourceByName(entry.resource);
  const fields = (def?.fields ?? {}) as Record<string, FieldMeta>;
  const mine = entry.payload ?? {};
  const theirs = entry.serverRecord ?? {};
  const changed = Object.keys(mine);
  return (
    <Box borderWidth="1px" borderColor="red.emphasized" borderRadius="md" p="3" data-testid="conflict">
      <Text fontSize="sm" mb="2">
        The server’s version is {String(theirs.version ?? '?')}; your change was made on version{' '}
        {String(entry.baseVersion ?? '?')}.
      </Text>
      <DataTable
        label="Your version and the server's version"
        columns={[
          { key: 'field', header: 'Field', value: (f) => fields[f]?.label ?? f },
          { key: 'mine', header: 'Mine', testId: 'mine', cell: (f) => <b>{formatValue(fields[f], mine[f])}</b> },
          {
            key: 'theirs',
            header: 'Theirs (server)',
            testId: 'theirs',
            value: (f) => formatValue(fields[f], theirs[f]),
          },
        ]}
        rows={changed}
        rowKey={(f) => f}
        rowTestId={(f) => `conflict-field-${f}`}
      />
      <HStack mt="3">
        <Button size="sm" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline" onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </HStack>
    </Box>
  );
}
