/**
 * One or more series over ordered categories (usually days): a trend. Values may be missing
 * (null), which breaks the line rather than drawing a false zero. `percent` fixes the axis at
 * 0–100 for rates.
 */
import { HStack, Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ChartFigure } from './chart-figure';
import { seriesColour } from './colours';
import { niceScale, polyline } from './geometry';

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

export function LineChart({ id, title, labels, series, percent = false, format }: LineChartProps) {
  const auto = useId().replace(/:/g, '');
  const figureId = id ?? `line-${auto}`;
  const show = format ?? ((v: number) => (percent ? `${Math.round(v * 10) / 10}%` : v.toLocaleString()));
  const top = percent ? 100 : Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const { max, ticks } = percent ? { max: 100, ticks: [0, 25, 50, 75, 100] } : niceScale(top);
  const plotW = W - PLOT.left - PLOT.right;
  const plotH = H - PLOT.top - PLOT.bottom;
  const x = (i: number) => PLOT.left + (labels.length <= 1 ? plotW / 2 : (i / (labels.length - 1)) * plotW);
  const y = (v: number) => PLOT.top + plotH - (max === 0 ? 0 : (v / max) * plotH);
  const every = Math.max(1, Math.ceil(labels.length / 8));
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
              i % every === 0 || i === labels.length - 1 ? (
                <text key={label} x={x(i)} y={H - PLOT.bottom + 14} textAnchor="middle" {...AXIS_TEXT}>
                  {label.length === 10 ? label.slice(5) : label}
                </text>
              ) : null,
            )}
            {series.map((s, si) => {
              const colour = s.colour ?? seriesColour(si);
              const points = s.values.map((v, i) => (v === null ? null : { x: x(i), y: y(v) }));
              return (
                <g key={s.name}>
                  <path d={polyline(points)} fill="none" stroke={colour} strokeWidth={2} />
                  {points.map((p, i) =>
                    p === null ? null : <circle key={i} cx={p.x} cy={p.y} r={2.5} fill={colour} />,
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
                <Box w="10px" h="3px" bg={s.colour ?? seriesColour(si)} />
                <Text>{s.name}</Text>
              </HStack>
            ))}
          </HStack>
        ) : null}
      </Box>
    </ChartFigure>
  );
}
