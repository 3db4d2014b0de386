/**
 * A CPU profile of the signed-in start (what bench/startup-trace.ts measures), to find what the
 * long tasks run: `npx tsx bench/startup-profile.ts [overview|list|summary]` with
 * BENCH_DATA_DIR pointing at a seeded database (see docs/bench.md) and a built `dist`. Prints the
 * functions with the most self time and the app modules with the most total time; writes the
 * profile to /tmp/depot-startup.cpuprofile (opens in Chromium's DevTools).
 */
import { writeFileSync } from 'node:fs';
import { prepare } from './app-session';
import { apiLogin, launchBrowser, startServer } from './lib';
import { CPU_SLOWDOWN, startupPages } from './startup-trace';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  hitCount?: number;
}

async function main() {
  const which = process.argv[2] ?? 'overview';
  const target = startupPages().find((p) => p.name.includes(which)) ?? startupPages()[0];
  if (!target || !process.env.BENCH_DATA_DIR) throw new Error('set BENCH_DATA_DIR to a seeded database');
  const server = await startServer({ DATA_DIR: process.env.BENCH_DATA_DIR });
  const browser = await launchBrowser();
  try {
    const token = await apiLogin(server.url);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await prepare(context, server.url, token, { firstRow: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/${target.hash}`);
    await page.waitForSelector(target.ready, { timeout: 180_000 });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    writeFileSync('/tmp/depot-startup.cpuprofile', JSON.stringify(profile));
    report(profile);
  } finally {
    await browser.close();
    await server.stop();
  }
}

function report(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const where = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const n = byId.get(id);
    if (!n) continue;
    self.set(where(n), (self.get(where(n)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const node = byId.get(x);
      if (!node) break;
      const key = where(node);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, k: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([w, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${w}`);
  console.info('self time:\n' + top(self, Number(process.env.TOP ?? 40)).join('\n'));
  console.info('\ntotal time:\n' + top(total, Number(process.env.TOP ?? 60)).join('\n'));
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
