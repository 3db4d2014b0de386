/**
 * The outbox state machine, pure: what a send's result means for the entry. Network errors,
 * timeouts and 5xx retry with backoff; 401 pauses the whole queue (log-in needed); 409 is a
 * conflict that keeps the server's current record; any other 4xx is rejected (never retried
 * silently); a failed XSRF check retries (the cookie was renewed). A success removes the entry.
 */
import type { OutboxEntry } from '../db';

export type SendResult = { status: 'network'; error: string } | { status: number; body: unknown };

export type Outcome =
  | { kind: 'done'; record: Record<string, unknown> | null }
  | { kind: 'retry'; error: string; stopPass: boolean }
  | { kind: 'auth'; error: string }
  | { kind: 'conflict'; error: string; current: Record<string, unknown> | null }
  | { kind: 'rejected'; error: string };

export const MAX_BACKOFF_MS = 5 * 60_000;

function firstMessage(body: unknown, fallback: string): string {
  const errors = (body as { errors?: { displayMessage?: string; code?: string }[] } | null)?.errors;
  const e = Array.isArray(errors) ? errors[0] : undefined;
  return e?.displayMessage || e?.code || fallback;
}

function errorCode(body: unknown): string | undefined {
  const errors = (body as { errors?: { code?: string }[] } | null)?.errors;
  return Array.isArray(errors) ? errors[0]?.code : undefined;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function classify(result: SendResult): Outcome {
  if (result.status === 'network') return { kind: 'retry', error: result.error, stopPass: true };
  const { status, body } = result;
  if (status >= 200 && status < 300) return { kind: 'done', record: asRecord(asRecord(body)?.data) };
  if (status === 401) return { kind: 'auth', error: firstMessage(body, 'Log-in needed') };
  // The XSRF cookie is a session cookie: after a browser restart it is renewed, so a refused
  // check is a stale token on our side, not a refusal of the edit.
  if (status === 403 && errorCode(body) === 'XSRF')
    return { kind: 'retry', error: firstMessage(body, 'Request not verified'), stopPass: true };
  if (status === 409)
    return {
      kind: 'conflict',
      error: firstMessage(body, 'Changed by someone else'),
      current: asRecord(asRecord(body)?.current),
    };
  if (status >= 500 || status === 408 || status === 429)
    return { kind: 'retry', error: firstMessage(body, `Server error ${status}`), stopPass: false };
  return { kind: 'rejected', error: firstMessage(body, `Refused by the server (${status})`) };
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** The entry after an outcome; `null` means it leaves the outbox. */
export function nextEntry(entry: OutboxEntry, outcome: Outcome, now: number): OutboxEntry | null {
  const attempts = entry.attempts + 1;
  switch (outcome.kind) {
    case 'done':
      return null;
    case 'retry':
      return {
        ...entry,
        status: 'failed',
        attempts,
        lastError: outcome.error,
        updatedAt: now,
        nextAttemptAt: now + backoffMs(attempts),
      };
    case 'auth':
      return { ...entry, status: 'pending', lastError: outcome.error, updatedAt: now };
    case 'conflict':
      return {
        ...entry,
        status: 'conflict',
        attempts,
        lastError: outcome.error,
        updatedAt: now,
        serverRecord: outcome.current,
      };
    case 'rejected':
      return { ...entry, status: 'rejected', attempts, lastError: outcome.error, updatedAt: now };
  }
}

/** 'Keep mine': the same edit again, on top of the server's version, under a new idempotency key. */
export function keepMine(entry: OutboxEntry, newKey: string, now: number): OutboxEntry {
  const theirs = entry.serverRecord;
  const version = typeof theirs?.version === 'number' ? theirs.version : entry.baseVersion;
  return {
    ...entry,
    key: newKey,
    baseVersion: version,
    status: 'pending',
    attempts: 0,
    lastError: null,
    serverRecord: null,
    updatedAt: now,
    nextAttemptAt: 0,
  };
}

/** 'Retry' on a failed or rejected entry: try again now. The key stays, so a lost answer cannot apply twice. */
export function retryNow(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, status: 'pending', lastError: entry.lastError, updatedAt: now, nextAttemptAt: 0 };
}

export function requestFor(
  entry: OutboxEntry,
  basePath: string,
): { method: string; path: string; body: Record<string, unknown> | null } {
  const path = entry.method === 'POST' || entry.recordId < 0 ? basePath : `${basePath}/${entry.recordId}`;
  if (entry.method === 'DELETE') return { method: 'DELETE', path, body: null };
  const body: Record<string, unknown> = { ...(entry.payload ?? {}) };
  // a create has no version, unless it acts on records that have one (an RDS visit plan: the day's)
  if (entry.baseVersion !== null) body.version = entry.baseVersion;
  return { method: entry.method, path, body };
}
