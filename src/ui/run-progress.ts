/** Progress figures of a run: drops done (completed or failed) out of the total. */
export interface RunProgress {
  total: number;
  done: number;
  completed: number;
  failed: number;
  remaining: number;
  /** 0-100, whole numbers */
  percent: number;
}

function count(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

/** reads dropsTotal, dropsDone and dropsFailed */
export function runProgress(run: Readonly<Record<string, unknown>>): RunProgress {
  const total = count(run.dropsTotal);
  const done = Math.min(total, count(run.dropsDone));
  const failed = Math.min(done, count(run.dropsFailed));
  return {
    total,
    done,
    completed: done - failed,
    failed,
    remaining: total - done,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
  };
}

/** Totals over many runs (the summary's header figures). */
export function sumProgress(runs: readonly Readonly<Record<string, unknown>>[]): RunProgress {
  const t = runs
    .map(runProgress)
    .reduce((a, p) => ({ total: a.total + p.total, done: a.done + p.done, failed: a.failed + p.failed }), {
      total: 0,
      done: 0,
      failed: 0,
    });
  return runProgress({ dropsTotal: t.total, dropsDone: t.done, dropsFailed: t.failed });
}
