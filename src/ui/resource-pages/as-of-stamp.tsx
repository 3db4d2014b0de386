import { Badge, HStack, Text } from '@chakra-ui/react';
import { useOnline } from '../../offline';
import { formatTime } from './format';

/**
 * 'Live' or 'Stored copy, as of 09:42': how old the shown data is. Offline, every answer is a
 * stored copy. `updating`: shown data (stored or restored) is being replaced by a fresh answer.
 */
export function AsOfStamp({
  source,
  asOf,
  updating = false,
}: {
  source: 'network' | 'cache' | null;
  asOf: number | null;
  updating?: boolean;
}) {
  const online = useOnline();
  if (!source) return null;
  const stored = source === 'cache' || !online;
  return (
    <HStack gap="2" data-testid="as-of">
      <Badge colorPalette={stored ? 'orange' : 'green'}>{stored ? 'Stored copy' : 'Live'}</Badge>
      {asOf !== null && (
        <Text fontSize="sm" color="fg.muted">
          as of {formatTime(asOf)}
        </Text>
      )}
      {updating && online && (
        <Text fontSize="sm" color="fg.muted" data-testid="updating">
          updating…
        </Text>
      )}
    </HStack>
  );
}
