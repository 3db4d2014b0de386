/**
 * 'Live · updated 10 s ago, at 09:42 today' or 'Stored copy · as of 09:42 yesterday, 20 h ago':
 * the age of the shown report, worded as every stored copy is (src/offline/stored-copy.ts). A
 * live report is recomputed on a change (src/live/report-refresh.ts, at most every 30 s): its age
 * is told in seconds, by the stamp's own clock (every 10 s while live, every 30 s for a stored
 * copy), so the page around it does not re-render to say it.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { asOfText, updatedText, whenText } from '../../offline/stored-copy';

export const LIVE_TICK_MS = 10_000;
const STORED_TICK_MS = 30_000;

function useClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(t);
  }, [everyMs]);
  return now;
}

export function ReportStamp({ fetchedAt, fresh }: { fetchedAt: number | null; fresh: boolean }) {
  const now = useClock(fresh ? LIVE_TICK_MS : STORED_TICK_MS);
  if (fetchedAt === null) return null;
  return (
    <HStack gap="2" data-testid="report-stamp">
      <Badge colorPalette={fresh ? 'green' : 'orange'}>{fresh ? 'Live' : 'Stored copy'}</Badge>
      <Text fontSize="sm" color="fg.muted">
        {fresh ? `${updatedText(fetchedAt, now)}, at ${whenText(fetchedAt, now)}` : asOfText(fetchedAt, now)}
      </Text>
    </HStack>
  );
}
