/** Pieces every operations board shares: its loading / offline / error / empty answer, a bar chart, a CSV button. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import type { ReactNode } from 'react';
import { MdFileDownload } from 'react-icons/md';
import { LoadErrorAlert, downloadCsv, neutralise } from '../resource-pages';
import type { BoardState } from './use-board';

/** What to show instead of the board, or null when there is data to show. */
export function boardStatus(state: BoardState<unknown>, what: string, empty: boolean): ReactNode {
  if (state.data === undefined) {
    if (state.error) return <LoadErrorAlert what={what} message={state.error.displayMessage} />;
    if (state.offlineEmpty)
      return (
        <Text data-testid="offline-empty">
          You are offline and this device holds no stored copy of {what.toLowerCase()} yet. It appears once the device
          has been online on this page.
        </Text>
      );
    return <BusySpinner label={`Loading ${what.toLowerCase()}`} />;
  }
  if (empty) return <Text data-testid="empty-state">No {what.toLowerCase()} for this selection.</Text>;
  return null;
}

export interface Bar {
  label: string;
  value: number;
  colour?: string;
}

/** Horizontal bars with their numbers: the shape at a glance, the figure to read. */
export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Stack as="ul" gap="1" aria-label={label} listStyleType="none" m="0" p="0">
      {bars.map((b) => (
        <HStack as="li" key={b.label} gap="2" fontSize="sm">
          <Text width="12rem" flexShrink={0} truncate title={b.label}>
            {b.label}
          </Text>
          <Box flex="1" bg="bg.muted" borderRadius="sm" h="3" minW="4rem">
            <Box bg={b.colour ?? 'blue.solid'} h="3" borderRadius="sm" width={`${(b.value / max) * 100}%`} />
          </Box>
          <Text width="3.5rem" textAlign="end" fontVariantNumeric="tabular-nums">
            {b.value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

export function CsvButton({
  fileName,
  header,
  rows,
}: {
  fileName: string;
  header: string[];
  rows: (string | number | null)[][];
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvText([header, ...rows]), fileName)}
    >
      <MdFileDownload aria-hidden /> Export CSV
    </Button>
  );
}

/** RFC 4180 text; cells a spreadsheet would run as formulas are neutralised. */
export function csvText(rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : typeof v === 'number' ? String(v) : neutralise(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n');
}
