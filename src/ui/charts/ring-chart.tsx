/** Shares of a whole as a ring with a legend; a slice with `onSelect` opens what it counts. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ChartFigure } from './chart-figure';
import type { Bar } from './bar-chart';
import { seriesColour } from './colours';
import { ringSlices } from './geometry';

const RING = { cx: 130, cy: 110, outer: 100, inner: 60 };

export interface RingChartProps {
  id?: string;
  title: string;
  parts: readonly Bar[];
  valueLabel?: string;
  empty?: string;
  onSelect?: (key: string) => void;
}

export function RingChart({
  id,
  title,
  parts,
  valueLabel = 'Count',
  empty = 'Nothing to show.',
  onSelect,
}: RingChartProps) {
  const auto = useId().replace(/:/g, '');
  const figureId = id ?? `ring-${auto}`;
  const colourOf = new Map(parts.map((p, i) => [p.key, p.colour ?? seriesColour(i)]));
  const labelOf = new Map(parts.map((p) => [p.key, p.label]));
  const slices = ringSlices(
    parts.map((p) => ({ status: p.key, count: p.value })),
    RING,
  );
  return (
    <ChartFigure
      id={figureId}
      title={title}
      columns={['', valueLabel]}
      rows={parts.map((p) => ({ label: p.label, values: [p.value] }))}
    >
      {parts.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Box h="100%" display="flex" flexDirection="column">
          <Box flex="1" minH="0">
            <svg
              width="100%"
              height="100%"
              viewBox={`0 0 ${RING.cx * 2} ${RING.cy * 2}`}
              data-testid={`${figureId}-svg`}
            >
              {slices.map((s) => (
                <path
                  key={s.status}
                  d={s.path}
                  fill={colourOf.get(s.status)}
                  stroke="#fff"
                  cursor={onSelect ? 'pointer' : undefined}
                  onClick={onSelect ? () => onSelect(s.status) : undefined}
                >
                  <title>{`${labelOf.get(s.status) ?? s.status}: ${s.count.toLocaleString()}`}</title>
                </path>
              ))}
            </svg>
          </Box>
          <HStack wrap="wrap" justify="center" gap="3" fontSize="12px" pt="1">
            {parts.map((p) => (
              <HStack key={p.key} gap="1">
                <Box w="10px" h="10px" bg={colourOf.get(p.key)} />
                <Text>{p.label}</Text>
              </HStack>
            ))}
          </HStack>
        </Box>
      )}
    </ChartFigure>
  );
}
