/**
 * Issue 39's figure: the signed-in start's main-thread work against the build of c413209 (before
 * the data worker), in one run, interleaved trace by trace so a loaded machine weighs on both
 * alike. Both builds are served by today's server on the same seeded data (PGlite is one process
 * per folder: the current build runs on a copy). Per page (deliveries list, overview, run summary,
 * 4x CPU): main-thread busy time, busy until the content showed, long tasks, and the split by
 * kind (script, IPC and the browser's own work, style and layout), medians, and the ratios
 * current / c413209 (the issue's target for the busy time: at most 0.5).
 *
 * The old build is made once from `git archive` of the commit into a folder under the system's
 * temp folder, with this tree's node_modules (a superset of that commit's), and kept for later runs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServersFor } from './ab-servers';
import { apiLogin } from './lib';
import { medianBy, startupPages, traceOnce, type StartupFigures } from './startup-trace';

export const BEFORE_COMMIT = 'c413209';

export interface StartPathAb {
  before: string;
  pages: Record<
    string,
    { before: StartupFigures; now: StartupFigures; mainThreadRatio: number; busyUntilContentRatio: number }
  >;
}

/** The build of `commit` (made once): its dist folder. */
export function buildOf(commit: string): string {
  const dir = join(tmpdir(), `depot-build-${commit}`);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const src = join(dir, 'src');
  mkdirSync(src, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(src)}`], { stdio: 'inherit' });
  if (!existsSync(join(src, 'node_modules'))) symlinkSync(resolve('node_modules'), join(src, 'node_modules'), 'dir');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist], { cwd: src, stdio: 'inherit' });
  return dist;
}

/**
 * `dist` (this tree's build) against `commit`'s, `runs` traces each per page, interleaved. The
 * servers run on copies of `dataDir` (`-startpath`, `-startpath-ab`), made while no server holds it.
 */
export async function measureStartPathAb(dataDir: string, runs: number, commit = BEFORE_COMMIT): Promise<StartPathAb> {
  const data = `${dataDir}-startpath`;
  if (!existsSync(data)) cpSync(dataDir, data, { recursive: true });
  const { a, b, stop } = await startServersFor(buildOf(commit), 'dist', data, runs);
  const pages: StartPathAb['pages'] = {};
  try {
    const tokenA = await apiLogin(a.url);
    const tokenB = await apiLogin(b.url);
    for (const target of startupPages()) {
      const before: StartupFigures[] = [];
      const now: StartupFigures[] = [];
      for (let i = 0; i < runs; i++) {
        before.push(await traceOnce(a.url, tokenA, target));
        now.push(await traceOnce(b.url, tokenB, target));
      }
      const medBefore = medianBy(before);
      const medNow = medianBy(now);
      pages[target.name] = {
        before: medBefore,
        now: medNow,
        mainThreadRatio: Math.round((medNow.mainThreadMs / medBefore.mainThreadMs) * 100) / 100,
        busyUntilContentRatio: Math.round((medNow.busyUntilContentMs / medBefore.busyUntilContentMs) * 100) / 100,
      };
      console.info(target.name, JSON.stringify(pages[target.name]));
    }
  } finally {
    await stop();
  }
  return { before: commit, pages };
}
