/**
 * The page's main thread in a Chromium performance trace, read once for the start-up figures
 * (./startup-trace.ts: total blocking time, long tasks) and for the long-task breakdown
 * (./startup-tasks.ts): which renderer main thread is the page's, where navigation started on
 * it, and its events and top-level tasks from then on.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** A main-thread task over this long is a long task (Lighthouse's and the Long Tasks API's 50 ms). */
export const LONG_TASK_MS = 50;

export interface MainThread {
  /** the thread as `pid:tid`; undefined when the trace has no renderer task */
  thread: string | undefined;
  /** navigation start on that thread, in the trace's µs (the first renderer task's start without one) */
  nav: number;
  /** every complete ('X') event of that thread */
  events: TraceEvent[];
  /** its top-level tasks (RunTask) from navigation on */
  tasks: TraceEvent[];
}

const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;

export function readMainThread(json: string): MainThread {
  const all = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    all.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf),
  );
  const rendererTasks = all.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(threadOf(e)));
  // The page's renderer is the main thread that ran the most; about:blank's is nearly idle.
  const busy = new Map<string, number>();
  for (const t of rendererTasks) busy.set(threadOf(t), (busy.get(threadOf(t)) ?? 0) + (t.dur ?? 0));
  const thread = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const nav =
    all.find((e) => e.name === 'navigationStart' && threadOf(e) === thread)?.ts ??
    Math.min(...rendererTasks.map((t) => t.ts));
  const events = all.filter((e) => e.ph === 'X' && threadOf(e) === thread);
  return { thread, nav, events, tasks: events.filter((e) => e.name === 'RunTask' && e.ts >= nav) };
}

/** Trace events that run script (and the garbage collection it causes). */
export const JS_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'CompileScript',
  'CompileCode',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.GC_SCAVENGER',
  'MajorGC',
  'MinorGC',
]);
/** Trace events of style, layout and paint. */
export const STYLE_LAYOUT_EVENTS = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Paint',
  'UpdateLayerTree',
  'Layerize',
]);

/** Total length of the union of intervals (µs): nested events are counted once. */
function unionLength(spans: [number, number][]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total;
}

export interface KindSplit {
  /** script: evaluation, calls, timers, events, microtasks, compilation, GC */
  jsMs: number;
  /** style recalculation, layout and paint, wherever it runs (forced inside script too) */
  styleLayoutMs: number;
  /** the rest of the tasks: the browser's own work for the page, above all its IPC (IndexedDB answers, network messages) */
  ipcMs: number;
}

/**
 * The main thread's busy time from navigation on, split by kind. Style and layout forced by a
 * script count as style and layout, not script.
 */
export function splitByKind(main: MainThread): KindSplit {
  const span = (e: TraceEvent): [number, number] => [e.ts, e.ts + (e.dur ?? 0)];
  const after = main.events.filter((e) => e.ts >= main.nav);
  const js = after.filter((e) => JS_EVENTS.has(e.name)).map(span);
  const style = after.filter((e) => STYLE_LAYOUT_EVENTS.has(e.name)).map(span);
  const tasks = unionLength(main.tasks.map(span));
  const styleUs = unionLength(style);
  const scriptUs = unionLength([...js, ...style]) - styleUs;
  const ms = (us: number) => Math.round(us / 1000);
  return { jsMs: ms(scriptUs), styleLayoutMs: ms(styleUs), ipcMs: ms(Math.max(0, tasks - scriptUs - styleUs)) };
}
