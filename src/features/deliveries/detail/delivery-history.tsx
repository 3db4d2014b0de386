import { Box, Heading, Text, Timeline } from '@chakra-ui/react';
import type { StatusChange } from '../../../resources/common';
import { formatValue } from '../../../ui/resource-pages';
import { useDepotZone } from '../../../ui/use-depot-zone';
import { StatusBadge } from '../../../ui/resource-pages';

function isChange(v: unknown): v is StatusChange {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as StatusChange).status === 'string' &&
    typeof (v as StatusChange).at === 'string'
  );
}

/** The delivery's status changes, oldest first, as a timeline. */
export function DeliveryHistory({ history, groupId }: { history: unknown; groupId: unknown }) {
  const zone = useDepotZone(groupId);
  const changes = Array.isArray(history) ? history.filter(isChange) : [];
  return (
    <Box as="section" aria-labelledby="delivery-history">
      <Heading as="h2" size="md" id="delivery-history" mb="2">
        Status history
      </Heading>
      {changes.length === 0 ? (
        <Text color="fg.muted">No status changes recorded yet.</Text>
      ) : (
        <Timeline.Root size="sm" data-testid="status-history">
          {changes.map((c, i) => (
            <Timeline.Item key={`${c.at}-${i}`}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  <StatusBadge status={c.status} />
                </Timeline.Title>
                <Timeline.Description>
                  {formatValue({ label: 'At', type: 'datetime' }, c.at, undefined, zone)}
                  {c.by ? ` · ${c.by}` : ''}
                </Timeline.Description>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
    </Box>
  );
}
