/**
 * Reports recompute on a change at most every 30 s (docs/live.md): a report is an aggregate of a
 * whole period, so each change the feed applies asks for it again, but no sooner than 30 s after
 * the last time; changes inside that window are answered together at its end. Pure: the clock
 * and the timers are given, so it can move with the feed's client code into a worker.
 */
export const REPORT_REFRESH_MS = 30_000;

export interface Timers<H> {
  now(): number;
  setTimeout(fn: () => void, ms: number): H;
  clearTimeout(handle: H): void;
}

export interface ReportRefresh {
  /** the feed applied changes: recompute now, or at the end of the 30 s window */
  changed(): void;
  stop(): void;
}

export function reportRefresh<H>(refresh: () => void, timers: Timers<H>, everyMs = REPORT_REFRESH_MS): ReportRefresh {
  let last = -Infinity;
  let pending: H | null = null;
  const run = () => {
    pending = null;
    last = timers.now();
    refresh();
  };
  return {
    changed() {
      if (pending !== null) return;
      const wait = last + everyMs - timers.now();
      if (wait <= 0) run();
      else pending = timers.setTimeout(run, wait);
    },
    stop() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}
