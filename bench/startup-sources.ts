/**
 * What a start-up trace's main thread spent its time on besides script and style (the split's
 * "IPC and the browser's own work"): `npx tsx bench/startup-sources.ts <trace.json> [...]` on
 * traces kept by `BENCH_TRACE_DIR` (bench/startup-trace.ts). For each trace: the task count,
 * then every task grouped by where Chromium posted it (the task's `src_file:src_func`: a resource
 * loader, a mojo pipe, a frame, a module's load), with the time in those tasks that no script or
 * style event covers, and the mojo messages received by interface (IndexedDB answers, the
 * network, DevTools' own). docs/bench.md ('What the time is made of') reads them.
 */
import { readFileSync } from 'node:fs';
import { JS_EVENTS, readMainThread, STYLE_LAYOUT_EVENTS, type TraceEvent } from './trace-tasks';

const OWN = new Set([...JS_EVENTS, ...STYLE_LAYOUT_EVENTS]);
const TOP = 14;

interface Posted {
  src_file?: string;
  src_func?: string;
}
interface MojoInfo {
  chrome_mojo_event_info?: { mojo_interface_tag?: string };
}

const top = (m: Map<string, [number, number]>) =>
  [...m.entries()]
    .sort((a, b) => b[1][1] - a[1][1])
    .slice(0, TOP)
    .map(([k, [n, ms]]) => `${String(n).padStart(6)} ${ms.toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n');

function add(m: Map<string, [number, number]>, key: string, ms: number): void {
  const v = m.get(key) ?? [0, 0];
  v[0] += 1;
  v[1] += ms;
  m.set(key, v);
}

/** The time inside `task` that no script or style event covers (nested events counted once). */
function uncovered(task: TraceEvent, sorted: TraceEvent[], from: number): number {
  const end = task.ts + (task.dur ?? 0);
  let covered = 0;
  let coveredTo = -Infinity;
  for (let i = from; i < sorted.length; i++) {
    const e = sorted[i] as TraceEvent;
    if (e.ts >= end) break;
    if (!OWN.has(e.name)) continue;
    const start = Math.max(e.ts, coveredTo);
    const stop = Math.min(e.ts + (e.dur ?? 0), end);
    if (stop > start) {
      covered += stop - start;
      coveredTo = stop;
    }
  }
  return ((task.dur ?? 0) - covered) / 1000;
}

function main(): void {
  for (const file of process.argv.slice(2)) {
    const { nav, events, tasks } = readMainThread(readFileSync(file, 'utf8'));
    const sorted = events.filter((e) => e.ts >= nav).sort((a, b) => a.ts - b.ts);
    const bySource = new Map<string, [number, number]>();
    const byInterface = new Map<string, [number, number]>();
    let from = 0;
    for (const e of sorted) {
      if (e.name === 'Receive mojo message' || e.name === 'Receive mojo reply')
        add(
          byInterface,
          (e.args as MojoInfo | undefined)?.chrome_mojo_event_info?.mojo_interface_tag ?? '?',
          (e.dur ?? 0) / 1000,
        );
    }
    for (const e of sorted) {
      while (from < sorted.length && (sorted[from] as TraceEvent).ts < e.ts) from += 1;
      if (e.name !== 'ThreadControllerImpl::RunTask') continue;
      const posted = e.args as Posted | undefined;
      const source = `${(posted?.src_file ?? '?').replace(/^.*\//, '')}:${posted?.src_func ?? ''}`.slice(0, 90);
      add(bySource, source, uncovered(e, sorted, from));
    }
    const own = [...bySource.values()].reduce((s, [, ms]) => s + ms, 0);
    console.info(`== ${file}: ${tasks.length} tasks, ${own.toFixed(0)} ms of them neither script nor style`);
    console.info(`by where the task was posted (count, ms neither script nor style):\n${top(bySource)}`);
    console.info(`mojo messages by interface (count, ms including the script they ran):\n${top(byInterface)}`);
  }
}

main();
