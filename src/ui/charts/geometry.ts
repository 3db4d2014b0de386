/** Pure geometry of the app's charts: a rounded value axis, the slices of a ring, a polyline. */

/** An axis from 0 to a round maximum (1, 2 or 5 times a power of ten) with 4 or 5 steps. */
export function niceScale(top: number): { max: number; ticks: number[] } {
  if (top <= 0) return { max: 0, ticks: [0] };
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, Math.round(step));
  const max = Math.ceil(top / whole) * whole;
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += whole) ticks.push(t);
  return { max, ticks };
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
