/**
 * Vertical bars, one per category (a status, a reason, a zone, a day), with a rounded value axis.
 * A bar with `onSelect` opens what it counts (its list); the whole column takes the click so a
 * zero bar can still be opened.
 */
import { useId } from 'react';
import { ChartFigure } from './chart-figure';
import { seriesColour } from './colours';
import { niceScale } from './geometry';

export interface Bar {
  key: string;
  label: string;
  value: number;
  colour?: string;
  /** words shown after the value and in the text alternative (what a colour stands for) */
  note?: string;
}

export interface BarChartProps {
  id?: string;
  title: string;
  bars: readonly Bar[];
  /** heading of the value column in the text alternative */
  valueLabel?: string;
  onSelect?: (key: string) => void;
  format?: (value: number) => string;
  showTable?: boolean;
}

const W = 400;
const H = 260;
const PLOT = { left: 48, right: 8, top: 8, bottom: 60 };
const AXIS_TEXT = { fontSize: 11, fill: '#4a5568' } as const;

export function BarChart({
  id,
  title,
  bars,
  valueLabel = 'Count',
  onSelect,
  format = (v) => v.toLocaleString(),
  showTable,
}: BarChartProps) {
  const auto = useId().replace(/:/g, '');
  const figureId = id ?? `bars-${auto}`;
  const { max, ticks } = niceScale(Math.max(0, ...bars.map((b) => b.value)));
  const plotW = W - PLOT.left - PLOT.right;
  const plotH = H - PLOT.top - PLOT.bottom;
  const y = (v: number) => PLOT.top + plotH - (max === 0 ? 0 : (v / max) * plotH);
  const band = plotW / Math.max(1, bars.length);
  // labels turn when they would not fit their band side by side (about 6.5 units a character at 11 px)
  const rotate = bars.some((b) => Math.min(b.label.length, 14) * 6.5 > band) ? -35 : 0;
  return (
    <ChartFigure
      id={figureId}
      title={title}
      columns={['', valueLabel]}
      rows={bars.map((b) => ({ label: b.label, values: [format(b.value)] }))}
      showTable={showTable}
    >
      <svg width="100%" height="100%" viewBox={`0 0 ${W} ${H}`} data-testid={`${figureId}-svg`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PLOT.left} x2={W - PLOT.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeDasharray="3 3" />
            <text x={PLOT.left - 6} y={y(t)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
              {format(t)}
            </text>
          </g>
        ))}
        <line x1={PLOT.left} x2={W - PLOT.right} y1={y(0)} y2={y(0)} stroke="#a0aec0" />
        {bars.map((b, i) => {
          const x = PLOT.left + i * band;
          const top = y(b.value);
          return (
            <g
              key={b.key}
              cursor={onSelect ? 'pointer' : undefined}
              onClick={onSelect ? () => onSelect(b.key) : undefined}
            >
              <title>{`${b.label}: ${format(b.value)}`}</title>
              <rect x={x} y={PLOT.top} width={band} height={plotH} fill="transparent" />
              <rect
                x={x + band * 0.15}
                y={top}
                width={band * 0.7}
                height={y(0) - top}
                fill={b.colour ?? seriesColour(0)}
              />
              <text
                transform={`translate(${x + band / 2},${y(0) + 8}) rotate(${rotate})`}
                textAnchor={rotate === 0 ? 'middle' : 'end'}
                dy="0.71em"
                {...AXIS_TEXT}
              >
                {b.label.length > 14 ? `${b.label.slice(0, 13)}…` : b.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
