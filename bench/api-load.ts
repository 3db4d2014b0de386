/**
 * Figure 8: list endpoint latency and throughput at 32 concurrent connections, beside a trivial
 * endpoint of the same server (the floor). A closed-loop load: each connection sends its next
 * request when the previous one has answered, and every latency is kept for exact percentiles.
 */
import { percentile } from './lib';

export interface LoadFigures {
  p50Ms: number;
  p95Ms: number;
  requestsPerSec: number;
  errors: number;
}

export async function loadTest(url: string, token: string, seconds = 8, connections = 32): Promise<LoadFigures> {
  const latencies: number[] = [];
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
  return {
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    requestsPerSec: Math.round(latencies.length / elapsed),
    errors,
  };
}
