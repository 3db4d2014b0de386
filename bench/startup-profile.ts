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
import { printProfile, type CpuProfile } from './trace-timeline';

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
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    writeFileSync('/tmp/depot-startup.cpuprofile', JSON.stringify(profile));
    printProfile(profile, Number(process.env.TOP ?? 40), Number(process.env.TOP ?? 60));
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
