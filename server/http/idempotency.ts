/**
 * Exactly-once writes after the IETF Idempotency-Key draft. A state-changing request may carry
 * `Idempotency-Key` (per user). The server:
 * 1. opens one transaction and takes the key's advisory lock in it; a repeat while the first is
 *    still running finds the lock held and gets 409 IDEMPOTENCY_IN_FLIGHT (and Retry-After)
 *    without running;
 * 2. answers a repeat of a finished request with the stored response and
 *    `Idempotent-Replayed: true`, or, with another body, method or path (SHA-256 fingerprint),
 *    with 422 IDEMPOTENCY_KEY_REUSED;
 * 3. otherwise runs the write and stores the response on the key in that same transaction.
 * A failed write rolls everything back, so a retry runs again; so does a process killed mid-write
 * (its connection, lock and uncommitted rows go with it): no claim is ever left to expire.
 * Keys are kept IDEMPOTENCY_KEY_DAYS, longer than the outbox horizon (src/lib/outbox-horizon.ts).
 *
 * E2E hook (config.e2eHooks only): `X-Test-Drop-Response: 1` commits the write and answers 503
 * with no body, as if the connection dropped before the acknowledgement arrived.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_DAYS } from '../../src/lib/outbox-horizon';
import { tryLockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import type { AppContext, Services } from './context';
import { ApiHttpError } from './errors';

export interface WriteResult {
  status: ContentfulStatusCode;
  body: unknown;
}

interface KeyRow {
  method: string;
  path: string;
  status: number | null;
  body: unknown;
  fingerprint: string | null;
  state: string;
}

const KEY_HEADER = 'idempotency-key';

/** SHA-256 over method, path and the raw body (the JSON text, or the upload's bytes). */
export function fingerprintOf(method: string, path: string, body: string | Uint8Array): string {
  return createHash('sha256').update(`${method} ${path}\n`).update(body).digest('base64url');
}

/**
 * Takes the key's transaction-scoped advisory lock. False when a live transaction holds it (the
 * same request still running). A process that dies mid-write loses its connection, and with it
 * the lock and every uncommitted row, so nothing is left behind to wait out.
 */
async function lockKey(tx: Executor, userId: number, key: string): Promise<boolean> {
  return tryLockUntilCommit(tx, `idempotency:${userId}:${key}`);
}

async function storedAnswer(tx: Executor, userId: number, key: string): Promise<KeyRow | null> {
  const rows = await tx.query<KeyRow & Record<string, unknown>>(
    sql`select method, path, status, body, fingerprint, state from idempotency_keys where user_id = ${userId} and key = ${key} and state = 'done'`,
  );
  return rows[0] ?? null;
}

function answerExisting(c: AppContext, previous: KeyRow, method: string, path: string, fingerprint: string): Response {
  const sameRequest =
    previous.method === method &&
    previous.path === path &&
    (previous.fingerprint === null || previous.fingerprint === fingerprint);
  if (!sameRequest) {
    throw new ApiHttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request.',
      {
        fields: [{ field: 'Idempotency-Key', message: 'Already used for a different request.' }],
      },
    );
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(previous.body, previous.status as ContentfulStatusCode);
}

/**
 * Runs `write` in one transaction under the Idempotency-Key rules above. `rawBody` is what the
 * fingerprint covers; by default the request's text (already read and cached by jsonGuard).
 */
export async function idempotentWrite(
  c: AppContext,
  services: Services,
  write: (tx: Executor) => Promise<WriteResult>,
  rawBody?: string | Uint8Array,
): Promise<Response> {
  const key = c.req.header(KEY_HEADER)?.trim() || null;
  if (key !== null && key.length > 200) {
    throw new ApiHttpError(400, 'BAD_IDEMPOTENCY_KEY', 'Idempotency-Key is too long.', {
      fields: [{ field: 'Idempotency-Key', message: 'At most 200 characters.' }],
    });
  }
  const userId = c.get('user')?.id ?? 0;
  const method = c.req.method;
  const path = c.req.path;
  if (key === null) {
    const result = await services.db.transaction(write);
    return respond(c, services, result);
  }
  const fingerprint = fingerprintOf(method, path, rawBody ?? (await c.req.text()));
  const outcome = await services.db.transaction(async (tx): Promise<WriteResult | KeyRow> => {
    if (!(await lockKey(tx, userId, key))) {
      throw new ApiHttpError(
        409,
        'IDEMPOTENCY_IN_FLIGHT',
        'This request is still being processed. Try again in a moment.',
        { headers: { 'Retry-After': '1' } },
      );
    }
    const previous = await storedAnswer(tx, userId, key);
    if (previous) return previous;
    const fresh = await write(tx);
    // A 'running' row can only be left by an older version of this module; holding the lock, it is ours.
    await tx.query(sql`insert into idempotency_keys (user_id, key, method, path, status, body, fingerprint, state)
      values (${userId}, ${key}, ${method}, ${path}, ${fresh.status}, ${JSON.stringify(fresh.body ?? null)}::jsonb, ${fingerprint}, 'done')
      on conflict (user_id, key) do update set method = excluded.method, path = excluded.path, status = excluded.status, body = excluded.body,
        fingerprint = excluded.fingerprint, state = 'done', created_at = now()`);
    return fresh;
  });
  if ('state' in outcome) return answerExisting(c, outcome, method, path, fingerprint);
  return respond(c, services, outcome);
}

function respond(c: AppContext, services: Services, result: WriteResult): Response {
  if (services.config.e2eHooks && c.req.header('x-test-drop-response') === '1') return c.body(null, 503);
  return c.json(result.body, result.status);
}

/** Prunes keys older than the retention (default IDEMPOTENCY_KEY_DAYS, past the outbox horizon). */
export async function pruneIdempotencyKeys(db: Executor, days = IDEMPOTENCY_KEY_DAYS): Promise<void> {
  await db.query(sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${days})`);
}
