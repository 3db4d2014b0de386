/**
 * A Chromium trace of a stretch of a page's life, printed as a timeline of the main thread:
 * every task over a few ms with what ran in it, beside the page's own marks, so the gaps (a
 * wait for IndexedDB or a chunk) and the work can be told apart. Used by
 * bench/offline-start-trace.ts (a cold start) and bench/list-figures.ts (`BENCH_LIST_TRACE`).
 * Works on persistent contexts too (CDP `Tracing`, not `browser.startTracing`).
 */
import type { CDPSession, Page } from '@playwright/test';
import type { TraceEvent } from './trace-tasks';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
  '__metadata',
];
const KINDS = [
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'FireAnimationFrame',
];
const NAMED = ['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule'];
/** the mark a page writes so trace time can be turned into its performance.now() */
const SYNC_MARK = 'bench-trace-sync';

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReturnAsStream' });
}

export async function stopTrace(cdp: CDPSession, page: Page): Promise<string> {
  await page.evaluate((name) => void performance.mark(name), SYNC_MARK);
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const handle = await done;
  let out = '';
  for (;;) {
    const chunk = (await cdp.send('IO.read', { handle })) as { data: string; eof: boolean; base64Encoded?: boolean };
    out += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return out;
}

/** The page's marks and measures and the resources it fetched, in its own performance.now() time. */
export async function pageTimings(page: Page): Promise<{ at: number; text: string }[]> {
  return page.evaluate(() => [
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      at: r.startTime,
      text: `fetch ${r.name.replace(/^.*\//, '')} (${(r.responseEnd - r.startTime).toFixed(0)} ms)`,
    })),
    ...performance.getEntriesByType('mark').map((m) => ({ at: m.startTime, text: `mark ${m.name}` })),
    ...performance
      .getEntriesByType('measure')
      .map((m) => ({ at: m.startTime, text: `measure ${m.name} ${m.duration.toFixed(0)} ms` })),
  ]);
}

/**
 * Prints the main thread's tasks from `fromMs` to `toMs` (the page's performance.now() time)
 * beside `extra` lines; returns the main thread's busy ms in that window.
 */
export function printTimeline(
  trace: string,
  fromMs: number,
  toMs: number,
  extra: { at: number; text: string }[],
  syncAt: number,
  profile?: CpuProfile,
): number {
  const events = (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const t of tasks) busy.set(`${t.pid}:${t.tid}`, (busy.get(`${t.pid}:${t.tid}`) ?? 0) + (t.dur ?? 0));
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sync = events.filter((e) => e.name === SYNC_MARK).pop();
  // trace µs -> page ms
  const offset = sync ? sync.ts / 1000 - syncAt : 0;
  const onMain = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
  const lines: { at: number; text: string }[] = [];
  let busyMs = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask') continue;
    const at = task.ts / 1000 - offset;
    const ms = (task.dur ?? 0) / 1000;
    if (at + ms < fromMs || at > toMs) continue;
    busyMs += ms;
    if (ms < 4) continue;
    const end = task.ts + (task.dur ?? 0);
    const byKind = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !KINDS.includes(e.name)) continue;
      const where = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
      const key = NAMED.includes(e.name) ? `${e.name}${where}` : e.name;
      byKind.set(key, (byKind.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    lines.push({ at, text: `task ${ms.toFixed(0).padStart(4)} ms  ${top.join(' | ')}` });
    if (profile?.startTime !== undefined && ms >= 30)
      lines.push({ at, text: `      app: ${appFunctions(profile, task.ts, end).join(' | ')}` });
  }
  for (const x of extra) if (x.at >= fromMs - 1 && x.at <= toMs + 1 && !x.text.includes(SYNC_MARK)) lines.push(x);
  lines.sort((a, b) => a.at - b.at);
  for (const { at, text } of lines) console.info(`${(at - fromMs).toFixed(0).padStart(6)} ms  ${text}`);
  console.info(`main thread busy ${busyMs.toFixed(0)} ms of ${(toMs - fromMs).toFixed(0)} ms`);
  if (profile?.startTime !== undefined)
    console.info(
      `app functions in the window: ${appFunctions(profile, (fromMs + offset) * 1000, (toMs + offset) * 1000, 30).join(' | ')}`,
    );
  return busyMs;
}

/** React and library internals left out of the per-task summary, so the app's own functions show. */
const INTERNAL =
  /^(\(root\)|\(program\)|\(idle\)|\(garbage collector\)|\(anonymous\)|performWorkUntilDeadline|performWorkOnRoot.*|performUnitOfWork|beginWork|renderWithHooks|renderRoot.*|workLoop.*|update(ForwardRef|FunctionComponent|MemoComponent|SimpleMemoComponent)|flush.*|commit.*|recursively.*|complete.*|mount.*|useMemo|useState|exports\.use.*|callback|processRootScheduleInMicrotask|runWithFiberInDEV|finishConcurrentRender|reconcile.*|scheduleUpdateOnFiber|dispatch.*|batchedUpdates.*)$/;

/** The app functions with the most total time between two trace timestamps (µs), from the CPU profile's samples. */
function appFunctions(profile: CpuProfile, from: number, to: number, top = 8): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  let t = profile.startTime ?? 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const fn = byId.get(x)?.callFrame.functionName ?? '';
      if (!fn || INTERNAL.test(fn) || seen.has(fn)) continue;
      seen.add(fn);
      total.set(fn, (total.get(fn) ?? 0) + ms);
    }
  });
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => `${fn} ${ms.toFixed(0)}`);
}

/** The sync mark's time in the page (call after stopTrace). */
export async function syncMarkAt(page: Page): Promise<number> {
  return page.evaluate((name) => performance.getEntriesByName(name).pop()?.startTime ?? 0, SYNC_MARK);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  startTime?: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time and the most total time in a CPU profile (bench/startup-profile.ts, offline-start-trace.ts). */
export function printProfile(profile: CpuProfile, top = 40, totalTop = top): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const where = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber}`;
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
  const list = (m: Map<string, number>, k: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([w, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${w}`);
  console.info('self time:\n' + list(self, top).join('\n'));
  console.info('\ntotal time:\n' + list(total, totalTop).join('\n'));
}
