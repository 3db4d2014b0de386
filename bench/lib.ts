/** Small helpers shared by the bench figures: medians, a server process, a browser. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../test/chromium';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function repeat(times: number, fn: () => Promise<number>): Promise<number> {
  const results: number[] = [];
  for (let i = 0; i < times; i++) results.push(await fn());
  return median(results);
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the real server (server/main.ts) on a free port and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NO_BUILD: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
}

/**
 * Why a reused BENCH_DATA_DIR cannot be measured, or null when it holds `expected` deliveries. A
 * folder is seeded only when it is empty, and one seeded at another size (a demo seed, another
 * BENCH_DELIVERIES) was measured as if it were the bench's: on 2026-11-26 a folder of 15,852
 * deliveries stood in for 100,000, and every list figure (a 2,000-row day instead of 14,000, a
 * cache of 15,852 rows instead of 50,000) was of the smaller database.
 */
export function seededSizeProblem(count: number, expected: number, dataDir: string): string | null {
  if (count === expected) return null;
  return `${dataDir} holds ${count} deliveries, not ${expected}: remove it (it is seeded again) or set BENCH_DELIVERIES=${count}`;
}

/** How many deliveries the server holds (historical ones too), as the admin sees them. */
export async function countDeliveries(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/deliveries?limit=1&includeHistorical=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`deliveries count failed: ${res.status}`);
  return ((await res.json()) as { count: number }).count;
}

/** Logs in over the API and returns the access token. */
export async function apiLogin(url: string, email = 'admin@demo.test', password = 'demo1234'): Promise<string> {
  const res = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, twofa: '', adminVersion: 'bench' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}
