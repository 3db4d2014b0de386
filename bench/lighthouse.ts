/**
 * Goal 1's score: Lighthouse mobile performance (its default: simulated slow 4G, 4x CPU) of the
 * signed-in deliveries list, overview and run summary, a fresh profile each run, signed in by
 * the session cookie. Lighthouse runs through `npx` at a pinned version rather than as a
 * dependency: it is 110 MB that only the bench needs, and 12.2.3 is the newest that runs on
 * Node 20 (13 wants Node 22; TOOLCHAIN.md). The first run fetches it from the registry.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../test/chromium';
import { median } from './lib';
import { startupPages } from './startup-trace';

export const LIGHTHOUSE = 'lighthouse@12.2.3';

export interface LighthouseFigures {
  score: number;
  largestContentfulPaintMs: number;
  totalBlockingMs: number;
  firstContentfulPaintMs: number;
  speedIndexMs: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: { metrics: { details: { items: { largestContentfulPaint: number; totalBlockingTime: number; firstContentfulPaint: number; speedIndex: number }[] } } };
}

function runOnce(url: string, token: string): LighthouseFigures {
  const dir = mkdtempSync(join(tmpdir(), 'depot-lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${join(dir, 'profile')}`,
        `--extra-headers=${JSON.stringify({ Cookie: `depot-session=${token}` })}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    const m = report.audits.metrics.details.items[0];
    if (!m) throw new Error('Lighthouse reported no metrics');
    return {
      score: Math.round(report.categories.performance.score * 100),
      largestContentfulPaintMs: Math.round(m.largestContentfulPaint),
      totalBlockingMs: Math.round(m.totalBlockingTime),
      firstContentfulPaintMs: Math.round(m.firstContentfulPaint),
      speedIndexMs: Math.round(m.speedIndex),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Medians of `runs` Lighthouse runs per page (each figure its own median). */
export function measureLighthouse(url: string, token: string, runs: number): Record<string, LighthouseFigures> {
  const out: Record<string, LighthouseFigures> = {};
  for (const page of startupPages()) {
    const all = Array.from({ length: runs }, () => runOnce(`${url}/${page.hash}`, token));
    const med = (pick: (f: LighthouseFigures) => number) => median(all.map(pick));
    out[page.name] = {
      score: med((f) => f.score),
      largestContentfulPaintMs: med((f) => f.largestContentfulPaintMs),
      totalBlockingMs: med((f) => f.totalBlockingMs),
      firstContentfulPaintMs: med((f) => f.firstContentfulPaintMs),
      speedIndexMs: med((f) => f.speedIndexMs),
    };
    console.info(page.name, JSON.stringify(out[page.name]));
  }
  return out;
}
