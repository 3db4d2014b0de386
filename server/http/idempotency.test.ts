/** Issue 11 item 4: Idempotency-Key to the IETF draft (fingerprint, in-flight 409, retention past the outbox horizon). */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_DAYS, OUTBOX_HORIZON_DAYS } from '../../src/lib/outbox-horizon';
import { lockUntilCommit } from '../db/advisory-lock';
import { call, json, signedInApp } from '../testing/helpers';
import { fingerprintOf, pruneIdempotencyKeys } from './idempotency';

const fx = signedInApp('admin');
let adminId: number;
beforeAll(async () => {
  adminId = (
    await json<{ data: { id: number } }>(await call(fx.server, 'GET', '/api/current-user', { token: fx.tokens.admin }))
  ).data.id;
});

const countries = async (name: string) =>
  (
    await fx.server.db.query<{ n: number }>(
      sql`select count(*)::int as n from r_countries where data->>'name' = ${name}`,
    )
  )[0]?.n;
const create = (key: string, body: Record<string, unknown>) =>
  call(fx.server, 'POST', '/api/nv/country', {
    token: fx.tokens.admin,
    headers: { 'idempotency-key': key },
    body: { countryId: 99, ...body },
  });

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and body, once written', async () => {
    const body = { name: 'Idem Land', code: 'IL' };
    const a = await create('k-same', body);
    const b = await create('k-same', body);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(b)).toEqual(await json(a));
    expect(await countries('Idem Land')).toBe(1);
  });

  it('answers 422 when the key is reused with another body, and runs nothing', async () => {
    expect((await create('k-body', { name: 'First Body', code: 'FB' })).status).toBe(201);
    const other = await create('k-body', { name: 'Second Body', code: 'SB' });
    expect(other.status).toBe(422);
    expect((await json<{ errors: { code: string; field: string }[] }>(other)).errors[0]).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'Idempotency-Key',
    });
    expect(await countries('Second Body')).toBe(0);
  });

  // PGlite has one connection and runs transactions one after another: only a real server can hold the lock meanwhile.
  it.runIf(process.env.DATABASE_URL)(
    'answers 409 to a duplicate that arrives while the first is still running, without running it',
    async () => {
      const body = { name: 'In Flight', code: 'IF' };
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = (): void => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction holds the key's lock, as the first request's write does while it runs.
      const holder = fx.server.db.transaction(async (tx) => {
        await lockUntilCommit(tx, `idempotency:${adminId}:k-flight`);
        locked();
        await held;
      });
      await isLocked;
      const dup = await create('k-flight', body);
      release();
      await holder;
      expect(dup.status).toBe(409);
      expect(dup.headers.get('retry-after')).toBe('1');
      expect((await json<{ errors: { code: string }[] }>(dup)).errors[0]?.code).toBe('IDEMPOTENCY_IN_FLIGHT');
      expect(await countries('In Flight')).toBe(0);
      // Once the holder has gone (finished, or its process killed), the retry runs.
      expect((await create('k-flight', body)).status).toBe(201);
      expect(await countries('In Flight')).toBe(1);
    },
  );

  it('runs a request whose key an older server left claimed but unfinished', async () => {
    const body = { name: 'Left Running', code: 'LR' };
    const print = fingerprintOf('POST', '/api/nv/country', JSON.stringify({ countryId: 99, ...body }));
    await fx.server.db
      .query(sql`insert into idempotency_keys (user_id, key, method, path, status, body, fingerprint, state)
      values (${adminId}, 'k-left', 'POST', '/api/nv/country', null, null, ${print}, 'running')`);
    const res = await create('k-left', body);
    expect(res.status).toBe(201);
    expect((await create('k-left', body)).headers.get('idempotent-replayed')).toBe('true');
    expect(await countries('Left Running')).toBe(1);
  });

  it('runs two concurrent requests with one key exactly once', async () => {
    const body = { name: 'Concurrent', code: 'CC' };
    const answers = await Promise.all([create('k-race', body), create('k-race', body), create('k-race', body)]);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await countries('Concurrent')).toBe(1);
  });

  it('releases the key of a failed write, so a retry runs again', async () => {
    const bad = await create('k-fail', { name: '', code: 'XX' });
    expect(bad.status).toBe(422);
    expect((await create('k-fail', { name: '', code: 'XX' })).status).toBe(422);
    const rows = await fx.server.db.query(sql`select 1 from idempotency_keys where key = 'k-fail'`);
    expect(rows).toHaveLength(0);
  });

  it('keeps keys past the outbox horizon, and prunes them after', async () => {
    expect(IDEMPOTENCY_KEY_DAYS).toBeGreaterThan(OUTBOX_HORIZON_DAYS);
    await fx.server.db
      .query(sql`insert into idempotency_keys (user_id, key, method, path, status, body, fingerprint, state, created_at) values
      (${adminId}, 'k-horizon', 'POST', '/x', 201, '{}'::jsonb, 'f', 'done', now() - make_interval(days => ${OUTBOX_HORIZON_DAYS})),
      (${adminId}, 'k-past', 'POST', '/x', 201, '{}'::jsonb, 'f', 'done', now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS + 1}))`);
    await pruneIdempotencyKeys(fx.server.db);
    const left = (
      await fx.server.db.query<{ key: string }>(
        sql`select key from idempotency_keys where key in ('k-horizon', 'k-past')`,
      )
    ).map((r) => r.key);
    expect(left).toEqual(['k-horizon']);
  });
});
