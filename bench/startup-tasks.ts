/**
 * What each long task of a start-up trace ran: `npx tsx bench/startup-tasks.ts <trace.json>` on a
 * trace kept by `BENCH_TRACE_DIR=/tmp/x npm run bench -- startup`. Prints every main-thread task
 * over 50 ms (start from navigation, duration) with the trace events inside it that took the most
 * time (script evaluation, a timer, an idle callback, a network answer, style and layout), so
 * the long-task structure can be compared between builds whatever the machine's load.
 */
import { readFileSync } from 'node:fs';
import { LONG_TASK_MS, readMainThread } from './trace-tasks';

function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: startup-tasks.ts <trace.json>');
  const { nav, events: onMain, tasks } = readMainThread(readFileSync(file, 'utf8'));
  const long = tasks.filter((e) => (e.dur ?? 0) / 1000 > LONG_TASK_MS);
  let tbtLike = 0;
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.name !== 'RunTask',
    );
    const byKind = new Map<string, number>();
    for (const e of inside) {
      if (
        ![
          'EvaluateScript',
          'v8.compile',
          'FunctionCall',
          'TimerFire',
          'FireIdleCallback',
          'EventDispatch',
          'ResourceReceivedData',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'ParseHTML',
          'v8.evaluateModule',
          'RunMicrotasks',
          'MajorGC',
          'MinorGC',
        ].includes(e.name)
      )
        continue;
      const where = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
      const key = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name}${where}` : e.name;
      byKind.set(key, (byKind.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const ms = (task.dur ?? 0) / 1000;
    tbtLike += ms - LONG_TASK_MS;
    const top = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.info(
      `${((task.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(0).padStart(5)} ms  ${top.join(' | ')}`,
    );
  }
  console.info(`${long.length} long tasks, ${tbtLike.toFixed(0)} ms over 50 ms in all (from navigation, not from FCP)`);
}

main();
