/**
 * The pager of a paged report (server/reports/kit.ts, pageShape: Client Invoicing Itemised):
 * which lines the page holds of the period's ('Lines 1-500 of 45,544') and the previous and next
 * page as plain buttons in the tab order. The page decides whether a page can be opened (offline:
 * only pages this device has fetched).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReportPage } from '../../resources/reports';

const count = (n: number) => n.toLocaleString('en-AU');

/** 'Lines 1-500 of 45,544'; past the last line, where the page starts and how many lines there are. */
export function pageRangeText(page: ReportPage, shown: number): string {
  if (page.total === 0) return 'No lines';
  if (shown === 0) return `No lines from line ${count(page.offset + 1)}: ${count(page.total)} in all`;
  return `Lines ${count(page.offset + 1)}-${count(page.offset + shown)} of ${count(page.total)}`;
}

/** The first line of the page before (from past the end: the last page) and of the page after, if any. */
export function neighbourPages(page: ReportPage): { previous: number | null; next: number | null } {
  const lastStart = Math.max(0, Math.floor((page.total - 1) / page.limit) * page.limit);
  const previous =
    page.offset === 0 ? null : page.offset >= page.total ? lastStart : Math.max(0, page.offset - page.limit);
  const next = page.offset + page.limit < page.total ? page.offset + page.limit : null;
  return { previous, next };
}

export function ReportPager({
  page,
  shown,
  onOpen,
  canOpen,
}: {
  page: ReportPage;
  /** rows on this page */
  shown: number;
  /** open the page starting at this line (0 = the first) */
  onOpen: (offset: number) => void;
  canOpen: (offset: number) => boolean;
}) {
  const { previous, next } = neighbourPages(page);
  return (
    <HStack as="nav" aria-label="Pages of the report" justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" data-testid="report-range" aria-live="polite">
        {pageRangeText(page, shown)}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={previous === null || !canOpen(previous)}
          onClick={() => previous !== null && onOpen(previous)}
        >
          Previous page
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={next === null || !canOpen(next)}
          onClick={() => next !== null && onOpen(next)}
        >
          Next page
        </Button>
      </HStack>
    </HStack>
  );
}
