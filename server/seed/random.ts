/**
 * Seeded pseudo-random numbers for the demo-data generator: mulberry32 (fast, 32-bit state,
 * good enough spread for fake data) and the few helpers the generator needs. Nothing here reads
 * Math.random or the clock, so the same seed always gives the same sequence.
 */

/** mulberry32: returns a function yielding floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive independent streams from one seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private readonly seed: number;
  private readonly source: () => number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.source = mulberry32(this.seed);
  }

  /**
   * An independent stream named by `label`: adding draws to one part of the generator does not
   * shift the numbers another part sees.
   */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}:${label}`));
  }

  /** a float in [0, 1) */
  next(): number {
    return this.source();
  }

  /** an integer in [min, max], both inclusive */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  /** a float in [min, max) */
  float(min: number, max: number): number {
    return min + this.source() * (max - min);
  }

  /** true with probability p */
  chance(p: number): boolean {
    return this.source() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  /** an index into `weights`, chosen with probability proportional to its weight */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.source() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** digits as a string of the given length, e.g. for phone numbers */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.source() * 10));
    return out;
  }
}

/** Rounds to a number of decimals (coordinates, weights, temperatures). */
export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * Splits `total` into integer parts proportional to `weights` that add up to exactly `total`
 * (largest remainder).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}
