/**
 * Which open reports recompute when the feed applies changes, and when (docs/live.md). A report
 * is an aggregate of a whole period, so a change to one of its inputs asks for it again, but no
 * sooner than 30 s after that report was last asked; changes inside that window are answered
 * together at its end. Its inputs are what the server says it reads (`reads` in its answer,
 * from the report's declaration, server/reports/kit.ts): a change to any other resource leaves
 * it alone. A report whose answer names none (not declared, or not answered yet) counts every
 * change. The decision is pure (the open reports, the clock and the timers are given), so it can
 * move with the feed's client code into a worker; `reportQueries` is its glue to the query cache.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ReportAnswer } from '../resources/reports';

export const REPORT_REFRESH_MS = 30_000;

export interface Timers<H> {
  now(): number;
  setTimeout(fn: () => void, ms: number): H;
  clearTimeout(handle: H): void;
}

/** One report answer held on this device: its cache key and the resources it reads (null: any). */
export interface OpenReport {
  key: string;
  reads: readonly string[] | null;
}

export interface ReportSource {
  /** the report answers held now */
  reports(): Iterable<OpenReport>;
  /** ask for this report again (an open one refetches, another when next shown) */
  refresh(key: string): void;
}

export interface ReportRefresh {
  /** the feed applied changes to these resources: recompute the reports that read one of them */
  changed(resources: readonly string[]): void;
  stop(): void;
}

/** Whether a change to `resources` is a change to the report's inputs. */
export function readsAny(report: OpenReport, resources: readonly string[]): boolean {
  const { reads } = report;
  return reads === null ? resources.length > 0 : resources.some((r) => reads.includes(r));
}

export function reportRefresh<H>(source: ReportSource, timers: Timers<H>, everyMs = REPORT_REFRESH_MS): ReportRefresh {
  const last = new Map<string, number>();
  const pending = new Map<string, H>();
  const run = (key: string) => {
    pending.delete(key);
    last.set(key, timers.now());
    source.refresh(key);
  };
  return {
    changed(resources) {
      const now = timers.now();
      // a report asked a window ago or more is as one never asked (the map stays small)
      for (const [key, at] of last) if (now - at >= everyMs) last.delete(key);
      for (const report of source.reports()) {
        if (pending.has(report.key) || !readsAny(report, resources)) continue;
        const wait = (last.get(report.key) ?? -Infinity) + everyMs - now;
        if (wait <= 0) run(report.key);
        else
          pending.set(
            report.key,
            timers.setTimeout(() => run(report.key), wait),
          );
      }
    },
    stop() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}

/** The report answers of the query cache (`['report', path]`, src/features/reports/use-report.ts). */
export function reportQueries(client: QueryClient): ReportSource {
  return {
    reports: () =>
      client
        .getQueriesData<ReportAnswer>({ queryKey: ['report'] })
        .map(([queryKey, answer]) => ({ key: hashKey(queryKey), reads: answer?.reads ?? null })),
    refresh: (key) => void client.invalidateQueries({ predicate: (query) => query.queryHash === key }),
  };
}
