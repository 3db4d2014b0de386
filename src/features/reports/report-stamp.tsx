/** 'Live · as of 09:42' or 'Stored copy · as of 09:42 · 2 hours old': how old the shown report is. */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { formatDistanceStrict } from 'date-fns';
import { formatTime } from '../../ui/resource-pages';
import { viewerZone } from '../../lib/calendar';

export function ReportStamp({ fetchedAt, fresh, now }: { fetchedAt: number | null; fresh: boolean; now: number }) {
  if (fetchedAt === null) return null;
  return (
    <HStack gap="2" data-testid="report-stamp">
      <Badge colorPalette={fresh ? 'green' : 'orange'}>{fresh ? 'Live' : 'Stored copy'}</Badge>
      <Text fontSize="sm" color="fg.muted">
        as of {formatTime(fetchedAt, viewerZone())}
        {fresh ? '' : ` · ${formatDistanceStrict(fetchedAt, Math.max(now, fetchedAt))} old`}
      </Text>
    </HStack>
  );
}
