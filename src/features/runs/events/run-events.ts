/**
 * Run events, derived (there is no event store): each run's start and finish and each drop's
 * arrival, completion or failure become one timed event. Newest first.
 */
export type RunEventKind = 'run-started' | 'run-finished' | 'drop-arrived' | 'drop-completed' | 'drop-failed';

export interface RunEvent {
  key: string;
  at: string;
  kind: RunEventKind;
  runId: number;
  dropId: number | null;
  detail: string;
}

type Row = Readonly<Record<string, unknown>> & { id: number };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function deriveEvents(runs: readonly Row[], drops: readonly Row[]): RunEvent[] {
  const out: RunEvent[] = [];
  for (const r of runs) {
    if (text(r.startedAt))
      out.push({
        key: `r${r.id}s`,
        at: text(r.startedAt),
        kind: 'run-started',
        runId: r.id,
        dropId: null,
        detail: `${String(r.dropsTotal ?? 0)} drops`,
      });
    if (text(r.finishedAt))
      out.push({
        key: `r${r.id}f`,
        at: text(r.finishedAt),
        kind: 'run-finished',
        runId: r.id,
        dropId: null,
        detail: `${String(r.dropsDone ?? 0)} done, ${String(r.dropsFailed ?? 0)} failed`,
      });
  }
  for (const d of drops) {
    const runId = typeof d.runId === 'number' ? d.runId : 0;
    const where = `Stop ${String(d.sequence ?? '?')}: ${text(d.address)}`;
    if (text(d.arrivedAt))
      out.push({ key: `d${d.id}a`, at: text(d.arrivedAt), kind: 'drop-arrived', runId, dropId: d.id, detail: where });
    if (text(d.completedAt)) {
      const failed = d.status === 'failed';
      out.push({
        key: `d${d.id}c`,
        at: text(d.completedAt),
        kind: failed ? 'drop-failed' : 'drop-completed',
        runId,
        dropId: d.id,
        detail: failed ? `${where} (${text(d.failureReason) || 'no reason given'})` : where,
      });
    }
  }
  const ms = (e: RunEvent) => Date.parse(e.at) || 0;
  return out.sort((a, b) => ms(b) - ms(a) || a.key.localeCompare(b.key));
}

export const EVENT_LABELS: Record<RunEventKind, string> = {
  'run-started': 'Run started',
  'run-finished': 'Run finished',
  'drop-arrived': 'Arrived',
  'drop-completed': 'Delivered',
  'drop-failed': 'Failed',
};
