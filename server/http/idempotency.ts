/**
 * Exactly-once writes. A state-changing request may carry `Idempotency-Key`; the key, the
 * response status and body are stored in the same transaction as the write, so a repeat (an
 * outbox replay after a lost acknowledgement) gets the stored response with
 * `Idempotent-Replayed: true` and changes nothing. Keys are per user. Failed requests are not
 * stored: their transaction rolled back, so a retry runs again.
 *
 * E2E hook (config.e2eHooks only): `X-Test-Drop-Response: 1` commits the write and answers 503
 * with no body, as if the connection dropped before the acknowledgement arrived.
 */
import { sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '../db/database';
import type { AppContext, Services } from './context';
import { ApiHttpError } from './errors';

export interface WriteResult {
  status: ContentfulStatusCode;
  body: unknown;
}

interface StoredResponse {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const KEY_HEADER = 'idempotency-key';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function stored(db: Executor, userId: number, key: string): Promise<StoredResponse | null> {
  const rows = await db.query<{ method: string; path: string; status: number; body: unknown }>(
    sql`select method, path, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`,
  );
  return rows[0] ?? null;
}

function replay(c: AppContext, method: string, path: string, previous: StoredResponse): Response {
  if (previous.method !== method || previous.path !== path) {
    throw new ApiHttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(previous.body, previous.status as ContentfulStatusCode);
}

/** Runs `write` in one transaction, applying the Idempotency-Key rules above. */
export async function idempotentWrite(c: AppContext, services: Services, write: (tx: Executor) => Promise<WriteResult>): Promise<Response> {
  const key = c.req.header(KEY_HEADER)?.trim() || null;
  if (key !== null && key.length > 200) throw new ApiHttpError(400, 'BAD_IDEMPOTENCY_KEY', 'Idempotency-Key is too long.');
  const userId = c.get('user')?.id ?? 0;
  const method = c.req.method;
  const path = c.req.path;
  let result: WriteResult;
  try {
    const outcome = await services.db.transaction(async (tx): Promise<StoredResponse | WriteResult> => {
      if (key !== null) {
        const previous = await stored(tx, userId, key);
        if (previous) return previous;
      }
      const fresh = await write(tx);
      if (key !== null) {
        await tx.query(sql`insert into idempotency_keys (user_id, key, method, path, status, body)
          values (${userId}, ${key}, ${method}, ${path}, ${fresh.status}, ${JSON.stringify(fresh.body ?? null)}::jsonb)`);
      }
      return fresh;
    });
    if ('method' in outcome) return replay(c, method, path, outcome);
    result = outcome;
  } catch (error) {
    // A concurrent request with the same key won the race: answer with what it stored.
    if (key !== null && isUniqueViolation(error)) {
      const previous = await stored(services.db, userId, key);
      if (previous) return replay(c, method, path, previous);
    }
    throw error;
  }
  if (services.config.e2eHooks && c.req.header('x-test-drop-response') === '1') {
    return c.body(null, 503);
  }
  return c.json(result.body, result.status);
}

/** Keys only guard replays of a device's outbox; a week is far longer than any device stays offline unnoticed. */
export async function pruneIdempotencyKeys(db: Executor, days = 7): Promise<void> {
  await db.query(sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${days})`);
}
