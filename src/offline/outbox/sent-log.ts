/**
 * What the outbox has sent from this device, so a supervisor who queued edits offline can see
 * they reached the server and when. Kept in Dexie `meta` under SENT_LOG_KEY, newest first, the
 * last SENT_KEEP changes of the last SENT_KEEP_MS; written by the replay's bookkeeping in the
 * same transaction that removes the acknowledged entries (bookkeeping.ts), so a change is never
 * both unsent and sent, and listed once even if a lost acknowledgement made it go twice.
 */
import type { OutboxEntry, OutboxMethod } from '../db';

export const SENT_LOG_KEY = 'outbox.sent';
export const SENT_KEEP = 50;
export const SENT_KEEP_MS = 24 * 60 * 60_000;

export interface SentChange {
  /** the entry's Idempotency-Key: one line per change */
  key: string;
  resource: string;
  /** the record's id on the server (a create's real id) */
  recordId: number;
  method: OutboxMethod;
  title: string | null;
  fields: string[];
  sentAt: number;
  /** when the replay run that sent it started: the changes of one run are reported together */
  run: number;
  /** it waited on the device (its first send did not take it, it failed once, or it was queued longer than REPLAY_AFTER_MS): its author is told it went */
  waited?: boolean;
}

/** An edit that failed once, or waited longer than this before being sent, reaches the server as an offline replay. */
export const REPLAY_AFTER_MS = 30_000;

/** Whether an entry sent at `now` waited on the device rather than going at once. */
export function hasWaited(entry: Pick<OutboxEntry, 'createdAt' | 'attempts' | 'waited'>, now: number): boolean {
  return entry.waited === true || entry.attempts > 0 || now - entry.createdAt > REPLAY_AFTER_MS;
}

/** The log entry for an acknowledged change. */
export function sentChange(
  entry: OutboxEntry,
  record: Record<string, unknown> | null,
  title: string | null,
  sentAt: number,
  run: number,
): SentChange {
  const recordId = typeof record?.id === 'number' ? record.id : entry.recordId;
  return {
    key: entry.key,
    resource: entry.resource,
    recordId,
    method: entry.method,
    title,
    fields: Object.keys(entry.payload ?? {}),
    sentAt,
    run,
    waited: hasWaited(entry, sentAt),
  };
}

/** The log with `added` in front, one line per key, only the last SENT_KEEP of the last SENT_KEEP_MS. */
export function withSent(log: readonly SentChange[], added: readonly SentChange[], now: number): SentChange[] {
  const seen = new Set<string>();
  const out: SentChange[] = [];
  for (const c of [...added].sort((a, b) => b.sentAt - a.sentAt).concat(log)) {
    if (seen.has(c.key) || now - c.sentAt > SENT_KEEP_MS) continue;
    seen.add(c.key);
    out.push(c);
    if (out.length === SENT_KEEP) break;
  }
  return out;
}

/** The stored value as a log (anything else, e.g. from an older build, is an empty log). */
export function asSentLog(value: unknown): SentChange[] {
  return Array.isArray(value)
    ? value.filter(
        (c): c is SentChange =>
          typeof (c as SentChange | null)?.key === 'string' && typeof (c as SentChange).sentAt === 'number',
      )
    : [];
}

export interface LastRun {
  count: number;
  /** when its last change was acknowledged */
  at: number;
}

/** The most recent run that sent something: how many it sent (still in the log) and when it finished. */
export function lastRun(log: readonly SentChange[]): LastRun | null {
  const newest = log[0];
  if (!newest) return null;
  const ofRun = log.filter((c) => c.run === newest.run);
  return { count: ofRun.length, at: Math.max(...ofRun.map((c) => c.sentAt)) };
}
