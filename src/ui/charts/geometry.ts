/** Pure geometry of the app's charts: a rounded value axis, the labelled categories, the slices of a ring, a polyline. */

/** A round step (1, 2 or 5 times a power of ten, whole numbers) splitting `span` in about four. */
function niceStep(span: number): number {
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(1, Math.round(step));
}

/** An axis from 0 to a round maximum (1, 2 or 5 times a power of ten) with 4 or 5 steps. */
export function niceScale(top: number): { max: number; ticks: number[] } {
  const { max, ticks } = niceRange(0, top);
  return { max, ticks };
}

/**
 * An axis covering `bottom` to `top` in round steps, through 0: a trend that goes below zero
 * (an ETA that was early) is drawn on the axis, not under the chart.
 */
export function niceRange(bottom: number, top: number): { min: number; max: number; ticks: number[] } {
  const low = Math.min(0, bottom);
  const high = Math.max(0, top);
  if (high - low <= 0) return { min: 0, max: 0, ticks: [0] };
  const step = niceStep(high - low);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max; t += step) ticks.push(t === 0 ? 0 : t);
  return { min, max, ticks };
}

/**
 * The positions of a category axis that carry a label, `every` apart, counted back from the last
 * (the newest day is always named), so no two labels come closer than `every` positions.
 */
export function labelPositions(count: number, every: number): number[] {
  const step = Math.max(1, Math.ceil(every));
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) out.unshift(i);
  return out;
}

export interface Ring {
  cx: number;
  cy: number;
  outer: number;
  inner: number;
}

export interface Slice {
  status: string;
  count: number;
  /** SVG path of the ring segment */
  path: string;
}

const point = (r: Ring, radius: number, angle: number) =>
  `${(r.cx + radius * Math.sin(angle)).toFixed(2)} ${(r.cy - radius * Math.cos(angle)).toFixed(2)}`;

function segment(r: Ring, from: number, to: number): string {
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(r, r.outer, from)}`,
    `A ${r.outer} ${r.outer} 0 ${large} 1 ${point(r, r.outer, to)}`,
    `L ${point(r, r.inner, to)}`,
    `A ${r.inner} ${r.inner} 0 ${large} 0 ${point(r, r.inner, from)}`,
    'Z',
  ].join(' ');
}

/** Clockwise from twelve o'clock, one slice per non-zero count; a single slice is the whole ring. */
export function ringSlices(data: readonly { status: string; count: number }[], r: Ring): Slice[] {
  const total = data.reduce((n, d) => n + Math.max(0, d.count), 0);
  if (total === 0) return [];
  const out: Slice[] = [];
  let at = 0;
  for (const d of data) {
    if (d.count <= 0) continue;
    const sweep = (d.count / total) * 2 * Math.PI;
    // an arc cannot start and end at one point: a full ring is drawn as two halves
    const path =
      sweep >= 2 * Math.PI - 1e-9
        ? `${segment(r, 0, Math.PI)} ${segment(r, Math.PI, 2 * Math.PI)}`
        : segment(r, at, at + sweep);
    out.push({ status: d.status, count: d.count, path });
    at += sweep;
  }
  return out;
}

/** An SVG path through the points, skipping gaps (null values) by starting a new segment. */
export function polyline(points: readonly ({ x: number; y: number } | null)[]): string {
  const parts: string[] = [];
  let pen = false;
  for (const p of points) {
    if (p === null) {
      pen = false;
      continue;
    }
    parts.push(`${pen ? 'L' : 'M'} ${p.x.toFixed(2)} ${p.y.toFixed(2)}`);
    pen = true;
  }
  return parts.join(' ');
}
