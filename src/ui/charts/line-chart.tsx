/**
 * One or more series over ordered categories (usually days): a trend. Values may be missing
 * (null), which breaks the line rather than drawing a false zero. `percent` fixes the axis at
 * 0–100 for rates; otherwise the axis reaches below zero when a value does. The first series is
 * drawn wide and each after it thin, dashed, with square points, so two series with the same values
 * are both seen, and the
 * legend draws each line as it is. Category labels are spaced by their width and never touch.
 */
import { HStack, Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ChartFigure } from './chart-figure';
import { seriesColour } from './colours';
import { labelPositions, niceRange, polyline } from './geometry';

export interface Series {
  name: string;
  values: readonly (number | null)[];
  colour?: string;
}

export interface LineChartProps {
  id?: string;
  title: string;
  /** the category of each position (e.g. yyyy-MM-dd) */
  labels: readonly string[];
  series: readonly Series[];
  percent?: boolean;
  format?: (value: number) => string;
}

const W = 480;
const H = 240;
const PLOT = { left: 48, right: 12, top: 10, bottom: 44 };
const AXIS_TEXT = { fontSize: 11, fill: '#4a5568' } as const;
/** the width of one character of AXIS_TEXT, generously, and the room kept between two labels */
const CHAR_W = 6.5;
const LABEL_GAP = 12;
/** the category labels' baseline under the plot: clear of the value axis's lowest label */
const LABEL_DROP = 22;
/** the line of each series in turn: solid, dashed, dotted */
const DASHES = [undefined, '7 4', '2 3'] as const;
const dashOf = (i: number) => DASHES[i % DASHES.length];

/** a day (yyyy-MM-dd) is shown as MM-dd on the axis */
const axisLabel = (label: string) => (label.length === 10 ? label.slice(5) : label);

function Point({ x, y, index, colour }: { x: number; y: number; index: number; colour: string }) {
  return index === 0 ? (
    <circle cx={x} cy={y} r={2.5} fill={colour} />
  ) : (
    <rect x={x - 2.5} y={y - 2.5} width={5} height={5} fill="white" stroke={colour} strokeWidth={1.5} />
  );
}

export function LineChart({ id, title, labels, series, percent = false, format }: LineChartProps) {
  const auto = useId().replace(/:/g, '');
  const figureId = id ?? `line-${auto}`;
  const show = format ?? ((v: number) => (percent ? `${Math.round(v * 10) / 10}%` : v.toLocaleString()));
  const known = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { min, max, ticks } = percent
    ? { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] }
    : niceRange(Math.min(0, ...known), Math.max(0, ...known));
  const plotW = W - PLOT.left - PLOT.right;
  const plotH = H - PLOT.top - PLOT.bottom;
  const x = (i: number) => PLOT.left + (labels.length <= 1 ? plotW / 2 : (i / (labels.length - 1)) * plotW);
  const y = (v: number) => PLOT.top + plotH - (max === min ? 0 : ((v - min) / (max - min)) * plotH);
  const widest = Math.max(1, ...labels.map((l) => axisLabel(l).length));
  // labels as many positions apart as one label (and its gap) is wide
  const spacing = labels.length <= 1 ? plotW : plotW / (labels.length - 1);
  const named = new Set(labelPositions(labels.length, (widest * CHAR_W + LABEL_GAP) / spacing));
  return (
    <ChartFigure
      id={figureId}
      title={title}
      columns={['', ...series.map((s) => s.name)]}
      rows={labels.map((label, i) => ({
        label,
        values: series.map((s) => {
          const v = s.values[i];
          return v === null || v === undefined ? '–' : show(v);
        }),
      }))}
      height="280px"
    >
      <Box h="100%" display="flex" flexDirection="column">
        <Box flex="1" minH="0">
          <svg width="100%" height="100%" viewBox={`0 0 ${W} ${H}`} data-testid={`${figureId}-svg`}>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={PLOT.left} x2={W - PLOT.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeDasharray="3 3" />
                <text x={PLOT.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                  {show(t)}
                </text>
              </g>
            ))}
            {labels.map((label, i) =>
              named.has(i) ? (
                <text key={label} x={x(i)} y={H - PLOT.bottom + LABEL_DROP} textAnchor="middle" {...AXIS_TEXT}>
                  {axisLabel(label)}
                </text>
              ) : null,
            )}
            {series.map((s, si) => {
              const colour = s.colour ?? seriesColour(si);
              const points = s.values.map((v, i) => (v === null ? null : { x: x(i), y: y(v) }));
              return (
                <g key={s.name} data-series={s.name}>
                  <path
                    d={polyline(points)}
                    fill="none"
                    stroke={colour}
                    strokeWidth={si === 0 ? 4 : 2}
                    strokeDasharray={dashOf(si)}
                  />
                  {points.map((p, i) =>
                    p === null ? null : <Point key={i} x={p.x} y={p.y} index={si} colour={colour} />,
                  )}
                </g>
              );
            })}
          </svg>
        </Box>
        {series.length > 1 ? (
          <HStack wrap="wrap" justify="center" gap="3" fontSize="12px" pt="1">
            {series.map((s, si) => (
              <HStack key={s.name} gap="1">
                <svg width="22" height="8" aria-hidden="true">
                  <line
                    x1="1"
                    x2="21"
                    y1="4"
                    y2="4"
                    stroke={s.colour ?? seriesColour(si)}
                    strokeWidth={2}
                    strokeDasharray={dashOf(si)}
                  />
                </svg>
                <Text>{s.name}</Text>
              </HStack>
            ))}
          </HStack>
        ) : null}
      </Box>
    </ChartFigure>
  );
}
