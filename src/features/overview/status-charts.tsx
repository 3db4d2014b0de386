/**
 * The two views of the day: deliveries by status (bars) and runs by status (a ring). Each bar or
 * slice opens its list. Drawn as plain SVG rather than with a chart library: two fixed chart
 * shapes do not need one, and recharts alone weighed 110 KB gzip on the overview's chunk. The
 * figures themselves are the page's accessible content, so the drawings are aria-hidden.
 */
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { niceScale, ringSlices } from './chart-geometry';

export const STATUS_COLOURS: Record<string, string> = {
  pending: '#a0aec0',
  routed: '#718096',
  loaded: '#3182ce',
  'in-transit': '#dd6b20',
  delivered: '#38a169',
  failed: '#e53e3e',
  returned: '#9b2c2c',
  cancelled: '#4a5568',
  planned: '#a0aec0',
  assigned: '#805ad5',
  'in-progress': '#dd6b20',
  finished: '#38a169',
};

const colourOf = (status: string) => STATUS_COLOURS[status] ?? '#718096';

interface Datum {
  status: string;
  count: number;
}

const W = 400;
const H = 260;
const PLOT = { left: 44, right: 8, top: 8, bottom: 56 };
const AXIS_TEXT = { fontSize: 11, fill: '#4a5568' } as const;

export function DeliveriesChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  const { max, ticks } = niceScale(Math.max(0, ...data.map((d) => d.count)));
  const plotW = W - PLOT.left - PLOT.right;
  const plotH = H - PLOT.top - PLOT.bottom;
  const y = (v: number) => PLOT.top + plotH - (max === 0 ? 0 : (v / max) * plotH);
  const band = plotW / Math.max(1, data.length);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" aria-labelledby="chart-deliveries" role="figure">
      <Heading as="h2" size="sm" id="chart-deliveries" mb="2">
        Deliveries by status
      </Heading>
      <Box h="260px" aria-hidden="true">
        <svg width="100%" height="100%" viewBox={`0 0 ${W} ${H}`} data-testid="chart-deliveries-svg">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PLOT.left} x2={W - PLOT.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeDasharray="3 3" />
              <text x={PLOT.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                {t.toLocaleString()}
              </text>
            </g>
          ))}
          <line x1={PLOT.left} x2={W - PLOT.right} y1={y(0)} y2={y(0)} stroke="#a0aec0" />
          {data.map((d, i) => {
            const x = PLOT.left + i * band;
            const top = y(d.count);
            return (
              <g key={d.status} cursor="pointer" onClick={() => navigate(linkFor(d.status))}>
                <title>{`${d.status}: ${d.count.toLocaleString()}`}</title>
                {/* the whole column takes the click, so a zero bar can still be opened */}
                <rect x={x} y={PLOT.top} width={band} height={plotH} fill="transparent" />
                <rect x={x + band * 0.15} y={top} width={band * 0.7} height={y(0) - top} fill={colourOf(d.status)} />
                <text transform={`translate(${x + band / 2},${y(0) + 10}) rotate(-30)`} textAnchor="end" dy="0.71em" {...AXIS_TEXT}>
                  {d.status}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}

const RING = { cx: 130, cy: 110, outer: 100, inner: 60 };

export function RunsChart({ data, linkFor }: { data: Datum[]; linkFor: (status: string) => string }) {
  const navigate = useNavigate();
  const slices = ringSlices(data, RING);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" aria-labelledby="chart-runs" role="figure">
      <Heading as="h2" size="sm" id="chart-runs" mb="2">
        Runs by status
      </Heading>
      {data.length === 0 ? (
        <Text color="fg.muted">No runs on this day.</Text>
      ) : (
        <Box h="260px" aria-hidden="true" display="flex" flexDirection="column">
          <Box flex="1" minH="0">
            <svg width="100%" height="100%" viewBox={`0 0 ${RING.cx * 2} ${RING.cy * 2}`} data-testid="chart-runs-svg">
              {slices.map((s) => (
                <path key={s.status} d={s.path} fill={colourOf(s.status)} stroke="#fff" cursor="pointer" onClick={() => navigate(linkFor(s.status))}>
                  <title>{`${s.status}: ${s.count.toLocaleString()}`}</title>
                </path>
              ))}
            </svg>
          </Box>
          <HStack wrap="wrap" justify="center" gap="3" fontSize="12px" pt="1">
            {data.map((d) => (
              <HStack key={d.status} gap="1">
                <Box w="10px" h="10px" bg={colourOf(d.status)} />
                <Text>{d.status}</Text>
              </HStack>
            ))}
          </HStack>
        </Box>
      )}
    </Box>
  );
}
