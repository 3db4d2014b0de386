import { describe, expect, it } from 'vitest';
import { analyseTrace } from './startup-trace';
import { readMainThread, splitByKind, type TraceEvent } from './trace-tasks';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, ms: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: ms * 1000,
  pid,
  tid,
});

/** about:blank's renderer (1:1, nearly idle), the page's renderer (2:1) and a compositor thread (2:9) */
const EVENTS: TraceEvent[] = [
  meta(1, 1, 'CrRendererMain'),
  meta(2, 1, 'CrRendererMain'),
  meta(2, 9, 'Compositor'),
  task(1, 1, 500_000, 5),
  task(2, 1, 900_000, 80), // before navigation: left out
  { name: 'navigationStart', ph: 'R', ts: 1_000_000, pid: 2, tid: 1 },
  task(2, 1, 1_010_000, 120),
  task(2, 1, 1_020_000, 30, 'EvaluateScript'),
  task(2, 1, 1_200_000, 20),
  task(2, 1, 1_300_000, 60),
  task(2, 9, 1_000_000, 900), // busiest, but not a renderer main thread
];
const trace = (events: TraceEvent[]) => JSON.stringify({ traceEvents: events });

describe("readMainThread: the page's main thread in a start-up trace", () => {
  it('picks the busiest renderer main thread and its tasks from navigation on', () => {
    const main = readMainThread(trace(EVENTS));
    expect(main.thread).toBe('2:1');
    expect(main.nav).toBe(1_000_000);
    expect(main.tasks.map((t) => t.ts)).toEqual([1_010_000, 1_200_000, 1_300_000]);
    expect(main.events.map((e) => e.name)).toEqual(['RunTask', 'RunTask', 'EvaluateScript', 'RunTask', 'RunTask']);
  });

  it('starts from the first renderer task when the trace has no navigation start', () => {
    const main = readMainThread(trace(EVENTS.filter((e) => e.name !== 'navigationStart')));
    expect(main.nav).toBe(500_000);
    expect(main.tasks).toHaveLength(4);
  });

  it('gives the start-up figures from those tasks (blocking time counted after first paint)', () => {
    // long tasks: 120 ms at 10 ms and 60 ms at 300 ms; first paint at 70 ms leaves 60 ms + 60 ms of them
    expect(analyseTrace(trace(EVENTS), 70)).toMatchObject({
      totalBlockingMs: 20,
      longTasks: 2,
      longestTaskMs: 120,
      mainThreadMs: 200,
    });
  });

  it('counts the main thread busy until the content showed, a task under way then up to it', () => {
    // content at 250 ms: the tasks at 10 (120 ms) and 200 (20 ms), none of the one at 300
    expect(analyseTrace(trace(EVENTS), 70, 250).busyUntilContentMs).toBe(140);
    // content at 210 ms: the task at 200 ms counts its first 10 ms
    expect(analyseTrace(trace(EVENTS), 70, 210).busyUntilContentMs).toBe(130);
  });
});

describe('splitByKind: the main thread by kind of work', () => {
  it('counts style forced inside script as style, nested events once, and the rest of the tasks as IPC', () => {
    const ev = (name: string, ts: number, ms: number): TraceEvent => ({
      name,
      ph: 'X',
      ts: ts * 1000,
      dur: ms * 1000,
      pid: 2,
      tid: 1,
    });
    const main = readMainThread(
      trace([
        meta(2, 1, 'CrRendererMain'),
        { name: 'navigationStart', ph: 'R', ts: 0, pid: 2, tid: 1 },
        ev('RunTask', 0, 100),
        ev('FunctionCall', 0, 60),
        ev('RunMicrotasks', 10, 20), // inside the call: counted once
        ev('Layout', 40, 15), // forced by the call: style and layout
        ev('UpdateLayoutTree', 70, 10),
        ev('RunTask', 200, 30), // an IndexedDB answer with no script
      ]),
    );
    expect(splitByKind(main)).toEqual({ jsMs: 45, styleLayoutMs: 25, ipcMs: 60 });
  });
});
