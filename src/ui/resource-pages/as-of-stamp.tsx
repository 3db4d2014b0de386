import { Badge, HStack, Text } from '@chakra-ui/react';
import { useOnline } from '../../offline';
import type { KnownTotal } from '../../offline/known-totals';
import { asOfText, coverageOf, coverageText } from '../../offline/stored-copy';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { formatTime } from './format';
import { viewerZone } from '../../lib/calendar';

/** What a list's stored copy holds: its rows' count, the server's last known total, and what they are. */
export interface StampCoverage {
  count: number;
  serverTotal: KnownTotal | null;
  /** the plural noun counted ('deliveries') */
  noun: string;
}

/**
 * 'Live · as of 09:42', or 'Stored copy · as of 09:42 today, 25 min ago' and, for a list, what
 * the copy covers ('500 of 1,978 deliveries stored'). Offline, every answer is a stored copy.
 * `updating`: shown data (stored or restored) is being replaced by a fresh answer.
 */
export function AsOfStamp({
  source,
  asOf,
  updating = false,
  coverage,
}: {
  source: 'network' | 'cache' | null;
  asOf: number | null;
  updating?: boolean;
  coverage?: StampCoverage;
}) {
  const online = useOnline();
  const now = useMinuteClock().getTime();
  if (!source) return null;
  const stored = source === 'cache' || !online;
  return (
    <HStack gap="2" wrap="wrap" data-testid="as-of">
      <Badge colorPalette={stored ? 'orange' : 'green'}>{stored ? 'Stored copy' : 'Live'}</Badge>
      {asOf !== null && (
        <Text fontSize="sm" color="fg.muted">
          {stored ? asOfText(asOf, now) : `as of ${formatTime(asOf, viewerZone())}`}
        </Text>
      )}
      {coverage && source === 'cache' && (
        <Text fontSize="sm" color="fg.muted" data-testid="as-of-coverage">
          {coverageText(coverageOf(coverage.count, coverage.serverTotal), coverage.noun)}
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
