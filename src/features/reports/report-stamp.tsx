/**
 * 'Live · as of 09:42 today' or 'Stored copy · as of 09:42 yesterday, 20 h ago': the date and age of
 * the shown report, worded as every stored copy is (src/offline/stored-copy.ts).
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { asOfText, whenText } from '../../offline/stored-copy';

export function ReportStamp({ fetchedAt, fresh, now }: { fetchedAt: number | null; fresh: boolean; now: number }) {
  if (fetchedAt === null) return null;
  return (
    <HStack gap="2" data-testid="report-stamp">
      <Badge colorPalette={fresh ? 'green' : 'orange'}>{fresh ? 'Live' : 'Stored copy'}</Badge>
      <Text fontSize="sm" color="fg.muted">
        {fresh ? `as of ${whenText(fetchedAt, now)}` : asOfText(fetchedAt, now)}
      </Text>
    </HStack>
  );
}
