/**
 * Figure 8: list endpoint latency and throughput at 32 concurrent connections, beside a trivial
 * endpoint of the same server (the floor). A closed-loop load: each connection sends its next
 * request when the previous one has answered, and every latency is kept for exact percentiles.
 */
import { apiLogin, percentile } from './lib';

export interface LoadFigures {
  p50Ms: number;
  p95Ms: number;
  requestsPerSec: number;
  errors: number;
}

/** `latencies`: where each request's time is added (a caller merging several windows passes its own) */
export async function loadTest(
  url: string,
  token: string,
  seconds = 8,
  connections = 32,
  latencies: number[] = [],
): Promise<LoadFigures> {
  const before = latencies.length;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  async function loop() {
    while (performance.now() < deadline) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return { ...figuresOf(latencies), requestsPerSec: Math.round((latencies.length - before) / elapsed), errors };
}

/** The median and 95th percentile of request times. */
export function figuresOf(latencies: number[]): { p50Ms: number; p95Ms: number } {
  return {
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
  };
}

export interface ApiFigures {
  list: LoadFigures;
  floor: LoadFigures;
  /** list p50 over floor p50; the budget is 3 */
  ratio: number;
}

/** The deliveries list of today (50 rows, sorted by reference) and the floor, one after the other. */
export async function apiLoadFigures(url: string, seconds = 8): Promise<ApiFigures> {
  const token = await apiLogin(url);
  const today = new Date().toISOString().slice(0, 10);
  const listUrl = `${url}/api/deliveries?limit=50&date=${today}&sort=reference`;
  // One warm-up pass so the first figures do not include cold caches.
  await loadTest(listUrl, token, 2);
  const list = await loadTest(listUrl, token, seconds);
  const floor = await loadTest(`${url}/api/health`, token, seconds);
  return { list, floor, ratio: Math.round((list.p50Ms / Math.max(0.1, floor.p50Ms)) * 10) / 10 };
}

export function formatApiFigures(f: ApiFigures): string {
  return [
    `API list p50 / p95: ${f.list.p50Ms} / ${f.list.p95Ms} ms, ${f.list.requestsPerSec} req/s, errors ${f.list.errors}`,
    `floor /api/health p50 / p95: ${f.floor.p50Ms} / ${f.floor.p95Ms} ms, ${f.floor.requestsPerSec} req/s, errors ${f.floor.errors}`,
    `list p50 / floor p50: ${f.ratio}x (budget 3x)`,
  ].join('\n');
}
