/** A conflict side by side, field by field: my edit against the server's current record. */
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { OutboxEntry } from '../../offline';
import { resourceByName } from '../../resources';
import type { FieldMeta } from '../../resources/types';
import { formatValue } from '../../ui/resource-pages';

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
      <Table.Root size="sm" aria-label="Your version and the server's version">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            <Table.ColumnHeader>Mine</Table.ColumnHeader>
            <Table.ColumnHeader>Theirs (server)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changed.map((f) => (
            <Table.Row key={f} data-testid={`conflict-field-${f}`}>
              <Table.Cell>{fields[f]?.label ?? f}</Table.Cell>
              <Table.Cell data-testid="mine" fontWeight="semibold">
                {formatValue(fields[f], mine[f])}
              </Table.Cell>
              <Table.Cell data-testid="theirs">{formatValue(fields[f], theirs[f])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
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
