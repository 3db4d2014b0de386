/**
 * Exactly-once writes after the IETF Idempotency-Key draft. A state-changing request may carry
 * `Idempotency-Key` (per user). The server:
 * 1. claims the key in its own committed statement (state 'running', with a SHA-256
 *    fingerprint of method, path and body);
 * 2. runs the write in one transaction that also stores the response on the key (state 'done');
 * 3. answers a repeat with the stored response and `Idempotent-Replayed: true`; a repeat with
 *    another body, method or path with 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is
 *    still running with 409 IDEMPOTENCY_IN_FLIGHT (and Retry-After) without running it.
 * A failed write releases its claim, so a retry runs again. A claim left by a process that died
 * mid-write is taken over after CLAIM_STALE_SECONDS. Keys are kept IDEMPOTENCY_KEY_DAYS, longer
 * than the outbox horizon (src/lib/outbox-horizon.ts).
 *
 * E2E hook (config.e2eHooks only): `X-Test-Drop-Response: 1` commits the write and answers 503
 * with no body, as if the connection dropped before the acknowledgement arrived.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_DAYS } from '../../src/lib/outbox-horizon';
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
/** longer than any write may take; a 'running' claim older than this was abandoned */
const CLAIM_STALE_SECONDS = 120;

/** SHA-256 over method, path and the raw body (the JSON text, or the upload's bytes). */
export function fingerprintOf(method: string, path: string, body: string | Uint8Array): string {
  return createHash('sha256').update(`${method} ${path}\n`).update(body).digest('base64url');
}

async function claim(db: Executor, userId: number, key: string, method: string, path: string, fingerprint: string): Promise<KeyRow | null> {
  const inserted = await db.query(sql`insert into idempotency_keys (user_id, key, method, path, status, body, fingerprint, state)
    values (${userId}, ${key}, ${method}, ${path}, null, null, ${fingerprint}, 'running')
    on conflict (user_id, key) do update set created_at = now(), fingerprint = excluded.fingerprint, method = excluded.method, path = excluded.path
      where idempotency_keys.state = 'running' and idempotency_keys.created_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS})
    returning key`);
  if (inserted.length > 0) return null;
  const rows = await db.query<KeyRow & Record<string, unknown>>(
    sql`select method, path, status, body, fingerprint, state from idempotency_keys where user_id = ${userId} and key = ${key}`,
  );
  return rows[0] ?? { method, path, status: null, body: null, fingerprint, state: 'running' };
}

function answerExisting(c: AppContext, previous: KeyRow, method: string, path: string, fingerprint: string): Response {
  const sameRequest = previous.method === method && previous.path === path && (previous.fingerprint === null || previous.fingerprint === fingerprint);
  if (!sameRequest) {
    throw new ApiHttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', {
      fields: [{ field: 'Idempotency-Key', message: 'Already used for a different request.' }],
    });
  }
  if (previous.state === 'running' || previous.status === null) {
    throw new ApiHttpError(409, 'IDEMPOTENCY_IN_FLIGHT', 'This request is still being processed. Try again in a moment.', { headers: { 'Retry-After': '1' } });
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(previous.body, previous.status as ContentfulStatusCode);
}

/**
 * Runs `write` in one transaction under the Idempotency-Key rules above. `rawBody` is what the
 * fingerprint covers; by default the request's text (already read and cached by jsonGuard).
 */
export async function idempotentWrite(c: AppContext, services: Services, write: (tx: Executor) => Promise<WriteResult>, rawBody?: string | Uint8Array): Promise<Response> {
  const key = c.req.header(KEY_HEADER)?.trim() || null;
  if (key !== null && key.length > 200) {
    throw new ApiHttpError(400, 'BAD_IDEMPOTENCY_KEY', 'Idempotency-Key is too long.', { fields: [{ field: 'Idempotency-Key', message: 'At most 200 characters.' }] });
  }
  const userId = c.get('user')?.id ?? 0;
  const method = c.req.method;
  const path = c.req.path;
  if (key === null) {
    const result = await services.db.transaction(write);
    return respond(c, services, result);
  }
  const fingerprint = fingerprintOf(method, path, rawBody ?? (await c.req.text()));
  const previous = await claim(services.db, userId, key, method, path, fingerprint);
  if (previous) return answerExisting(c, previous, method, path, fingerprint);
  let result: WriteResult;
  try {
    result = await services.db.transaction(async (tx) => {
      const fresh = await write(tx);
      await tx.query(sql`update idempotency_keys set status = ${fresh.status}, body = ${JSON.stringify(fresh.body ?? null)}::jsonb, state = 'done'
        where user_id = ${userId} and key = ${key}`);
      return fresh;
    });
  } catch (error) {
    // Nothing was written: release the claim so that a retry runs again.
    await services.db.query(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and state = 'running'`).catch(() => undefined);
    throw error;
  }
  return respond(c, services, result);
}

function respond(c: AppContext, services: Services, result: WriteResult): Response {
  if (services.config.e2eHooks && c.req.header('x-test-drop-response') === '1') return c.body(null, 503);
  return c.json(result.body, result.status);
}

/** Prunes keys older than the retention (default IDEMPOTENCY_KEY_DAYS, past the outbox horizon). */
export async function pruneIdempotencyKeys(db: Executor, days = IDEMPOTENCY_KEY_DAYS): Promise<void> {
  await db.query(sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${days})`);
}
