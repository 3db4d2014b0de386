/**
 * Horizontal bars, one row per category, largest first as given: a ranking (routing groups,
 * reasons, drivers, suburbs) whose labels are long. Each row is label, bar, value in a grid, so
 * names stay readable at 768 px instead of being rotated or cut under vertical bars.
 */
import { Box, Grid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Bar } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { seriesColour } from './colours';

export interface RankChartProps {
  id?: string;
  title: string;
  bars: readonly Bar[];
  valueLabel?: string;
  format?: (value: number) => string;
  /** the value a full bar stands for (100 for percentages); the largest value when left out */
  max?: number;
  /** heading of the notes' column in the text alternative, when bars carry notes */
  noteLabel?: string;
}

export function RankChart({
  id,
  title,
  bars,
  valueLabel = 'Count',
  format = (v) => v.toLocaleString(),
  max,
  noteLabel = 'Note',
}: RankChartProps) {
  const auto = useId().replace(/:/g, '');
  const figureId = id ?? `rank-${auto}`;
  const top = max ?? Math.max(0, ...bars.map((b) => b.value));
  const noted = bars.some((b) => b.note);
  const rows = bars.map((b) => ({
    label: b.label,
    values: noted ? [format(b.value), b.note ?? ''] : [format(b.value)],
  }));
  return (
    <ChartFigure
      id={figureId}
      title={title}
      columns={noted ? ['', valueLabel, noteLabel] : ['', valueLabel]}
      rows={rows}
      height="auto"
    >
      <Grid
        templateColumns="minmax(7rem, 14rem) 1fr auto"
        columnGap="3"
        rowGap="1.5"
        alignItems="center"
        data-testid={`${figureId}-bars`}
      >
        {bars.map((b) => (
          <Box key={b.key} display="contents">
            <Text fontSize="sm" truncate title={b.label}>
              {b.label}
            </Text>
            <Box h="3.5" bg="bg.muted" borderRadius="sm" overflow="hidden">
              <Box
                h="100%"
                w={`${top <= 0 ? 0 : Math.max(0, Math.min(100, (b.value / top) * 100))}%`}
                bg={b.colour ?? seriesColour(0)}
              />
            </Box>
            <Text fontSize="sm" textAlign="end" whiteSpace="nowrap" minW="4.5rem">
              {format(b.value)}
              {b.note ? (
                <Text as="span" color="fg.muted">
                  {` · ${b.note}`}
                </Text>
              ) : null}
            </Text>
          </Box>
        ))}
      </Grid>
    </ChartFigure>
  );
}
