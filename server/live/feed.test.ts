/**
 * The change feed (server/db/change-feed.ts, feed.ts, routes.ts): positions given in the write's
 * transaction, gapless and in commit order; tombstones; pages; the lists' scope (client and
 * owner) for records and tombstones alike; scope tombstones (a record moved out of a reader's
 * scope is gone to that reader, a property test over random writes); reload past the horizon;
 * field errors for bad input.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries, runs } from '../../src/resources/index';
import { feedState, pruneTombstones } from '../db/change-feed';
import { table } from '../db/resource-tables';
import { insertRecord } from '../resources/store';
import { CLIENT_A, CLIENT_B } from '../testing/fixture';
import { call, json, signedInApp } from '../testing/helpers';

const fx = signedInApp('admin', 'client-user', 'contractor', 'driver');

interface FeedAnswer {
  data: { position: number; resource: string; id: number; record?: Record<string, unknown>; deleted?: true }[];
  position: number;
  more: boolean;
  reload: boolean;
}

async function feed(who: string, query: string): Promise<FeedAnswer> {
  const res = await call(fx.server, 'GET', `/api/changes?${query}`, { token: fx.tokens[who] });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<FeedAnswer>(res);
}

async function position(): Promise<number> {
  return (await feedState(fx.server.db)).position;
}

/** Every change after `since`, page by page, as `who` reads them. */
async function readAll(who: string, since: number, limit = 500): Promise<FeedAnswer['data']> {
  const out: FeedAnswer['data'] = [];
  let at = since;
  for (;;) {
    const page = await feed(who, `since=${at}&limit=${limit}`);
    expect(page.reload).toBe(false);
    out.push(...page.data);
    at = page.position;
    if (!page.more) return out;
  }
}

let deliveryA = 0;
let deliveryB = 0;

beforeAll(async () => {
  const rows = await fx.server.db.query<{ id: string | number; client_id: number }>(
    sql`select id, client_id from ${table(deliveries)} where not historical order by id`,
  );
  deliveryA = Number(rows.find((r) => Number(r.client_id) === CLIENT_A)?.id);
  deliveryB = Number(rows.find((r) => Number(r.client_id) === CLIENT_B)?.id);
});

describe('GET /api/changes', () => {
  it('without since answers the current position only', async () => {
    const answer = await feed('admin', '');
    expect(answer).toEqual({ data: [], position: await position(), more: false, reload: false });
  });

  it('gives a route write the next position, with the record as the list sends it', async () => {
    const since = await position();
    const current = await json<{ data: { version: number } }>(
      await call(fx.server, 'GET', `/api/deliveries/${deliveryA}`, { token: fx.tokens.admin }),
    );
    const res = await call(fx.server, 'PATCH', `/api/deliveries/${deliveryA}`, {
      token: fx.tokens.admin,
      body: { version: current.data.version, instructions: 'Leave at the back door' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await feed('admin', `since=${since}`);
    expect(answer.position).toBe(since + 1);
    expect(answer.data).toEqual([
      {
        position: since + 1,
        resource: 'deliveries',
        id: deliveryA,
        record: expect.objectContaining({
          id: deliveryA,
          version: current.data.version + 1,
          instructions: 'Leave at the back door',
        }) as unknown,
      },
    ]);
    // the list sends the same record
    const list = await json<{ data: Record<string, unknown>[] }>(
      await call(fx.server, 'GET', `/api/deliveries?id=${deliveryA}`, { token: fx.tokens.admin }),
    );
    expect(answer.data[0]?.record).toEqual(list.data[0]);
  });

  it('covers writes that bypass the routes (imports, domain SQL), a record changed twice once, at its last position', async () => {
    const since = await position();
    await fx.server.db.query(
      sql`update ${table(deliveries)} set data = data || '{"instructions":"one"}', version = version + 1 where id = ${deliveryA}`,
    );
    await fx.server.db.query(
      sql`update ${table(deliveries)} set data = data || '{"instructions":"two"}', version = version + 1 where id = ${deliveryA}`,
    );
    const answer = await feed('admin', `since=${since}`);
    expect(answer.position).toBe(since + 2);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ position: since + 2, id: deliveryA, record: { instructions: 'two' } });
  });

  it("never shows a client user another client's change or tombstone; the position moves past them", async () => {
    const since = await position();
    await fx.server.db.query(
      sql`update ${table(deliveries)} set data = data || '{"instructions":"B"}' where id = ${deliveryB}`,
    );
    await fx.server.db.query(
      sql`update ${table(deliveries)} set data = data || '{"instructions":"A"}' where id = ${deliveryA}`,
    );
    const other = await insertRecord(fx.server.db, deliveries, {
      clientId: CLIENT_B,
      historical: false,
      data: { reference: 'GONE-B', date: '2026-11-21' },
    });
    await fx.server.db.query(sql`delete from ${table(deliveries)} where id = ${other.id}`);
    const mine = await feed('client-user', `since=${since}`);
    // the insert and the delete each took a position; the record is sent once, as its tombstone
    expect(mine.position).toBe(since + 4);
    expect(mine.data.map((c) => [c.resource, c.id])).toEqual([['deliveries', deliveryA]]);
    const all = await feed('admin', `since=${since}`);
    expect(all.data.map((c) => [c.id, c.deleted ?? false])).toEqual([
      [deliveryB, false],
      [deliveryA, false],
      [other.id, true],
    ]);
    expect(all.data[2]).toEqual({ position: since + 4, resource: 'deliveries', id: other.id, deleted: true });
  });

  it('applies owner scope to records and tombstones (a contractor sees its own runs only)', async () => {
    const since = await position();
    const [own, others] = await fx.server.db.query<{ id: string | number }>(
      sql`select id from ${table(runs)} order by id`,
    );
    await fx.server.db.query(sql`update ${table(runs)} set version = version + 1`);
    const ownId = Number(own?.id);
    const otherId = Number(others?.id);
    const seen = await feed('contractor', `since=${since}`);
    expect(seen.data.map((c) => c.id)).toEqual([ownId]);
    await fx.server.db.query(sql`delete from ${table(runs)} where id = ${otherId}`);
    const after = await feed('contractor', `since=${seen.position}`);
    expect(after.data).toEqual([]);
    const admin = await feed('admin', `since=${seen.position}`);
    expect(admin.data).toEqual([{ position: seen.position + 1, resource: 'runs', id: otherId, deleted: true }]);
  });

  it('carries no change to a resource the user may not list', async () => {
    const since = await position();
    await fx.server.db.query(sql`update r_users set version = version + 1 where data->>'email' = 'admin@demo.test'`);
    expect((await feed('admin', `since=${since}`)).data.map((c) => c.resource)).toEqual(['users']);
    const driverUsers = await call(fx.server, 'GET', '/api/users?limit=1', { token: fx.tokens.driver });
    if (driverUsers.status === 403) expect((await feed('driver', `since=${since}`)).data).toEqual([]);
  });

  it('numbers concurrent transactions without a gap, in commit order; a rolled-back write takes no position', async () => {
    const since = await position();
    const writes = Array.from({ length: 12 }, (_, i) =>
      fx.server.db.transaction(async (tx) => {
        await insertRecord(tx, deliveries, {
          clientId: i % 2 ? CLIENT_A : CLIENT_B,
          historical: false,
          data: { reference: `CONC-${i}`, date: '2026-11-22' },
        });
        if (i === 5) throw new Error('rolled back');
      }),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const changes = await readAll('admin', since, 5);
    expect(changes.map((c) => c.position)).toEqual(Array.from({ length: 11 }, (_, i) => since + 1 + i));
    expect(new Set(changes.map((c) => c.record?.reference))).not.toContain('CONC-5');
    expect(await position()).toBe(since + 11);
  });

  it('pages in position order', async () => {
    const since = await position();
    for (let i = 0; i < 5; i++)
      await insertRecord(fx.server.db, deliveries, {
        clientId: CLIENT_A,
        historical: false,
        data: { reference: `PAGE-${i}`, date: '2026-11-22' },
      });
    const first = await feed('client-user', `since=${since}&limit=2`);
    expect(first).toMatchObject({ more: true, position: since + 2 });
    expect(first.data.map((c) => c.record?.reference)).toEqual(['PAGE-0', 'PAGE-1']);
    const rest = await readAll('client-user', first.position, 2);
    expect(rest.map((c) => c.record?.reference)).toEqual(['PAGE-2', 'PAGE-3', 'PAGE-4']);
  });

  it('a client user’s feed never carries another client’s change, and keeps its copy equal to its scope (random writes)', async () => {
    type Op =
      | { kind: 'insert'; client: 0 | 1 }
      | { kind: 'move' | 'edit' | 'delete'; pick: number; client: 0 | 1 }
      | { kind: 'read' };
    const clients = [CLIENT_A, CLIENT_B] as const;
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), client: fc.constantFrom(0 as const, 1 as const) }),
      fc.record({
        kind: fc.constantFrom('move' as const, 'edit' as const, 'delete' as const),
        pick: fc.nat(),
        client: fc.constantFrom(0 as const, 1 as const),
      }),
      fc.record({ kind: fc.constant('read' as const) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), async (ops) => {
        run++;
        // the model: the records of this run and their client; every id that was ever client A's
        const live = new Map<number, number>();
        const everA = new Set<number>();
        // the client user's device: its position and its copy (ids of this run only)
        let at = await position();
        const copy = new Set<number>();
        const read = async () => {
          for (const change of await readAll('client-user', at, 5)) {
            if (change.record) expect(change.record.clientId).toBe(CLIENT_A);
            // a record or a tombstone: only ever of a record that was this client's
            expect(everA.has(change.id)).toBe(true);
            if (change.deleted) copy.delete(change.id);
            else copy.add(change.id);
          }
          at = await position();
        };
        for (const [i, step] of ops.entries()) {
          if (step.kind === 'read') {
            await read();
            continue;
          }
          const clientId = clients[step.client];
          const ids = [...live.keys()];
          if (step.kind === 'insert' || ids.length === 0) {
            const r = await insertRecord(fx.server.db, deliveries, {
              clientId,
              historical: false,
              data: { reference: `PROP-${run}-${i}`, date: '2026-11-20' },
            });
            live.set(r.id, clientId);
            if (clientId === CLIENT_A) everA.add(r.id);
            continue;
          }
          const id = ids[step.pick % ids.length] ?? 0;
          if (step.kind === 'delete') {
            await fx.server.db.query(sql`delete from ${table(deliveries)} where id = ${id}`);
            live.delete(id);
          } else if (step.kind === 'move') {
            // moving a record between clients is a write too
            await fx.server.db.query(
              sql`update ${table(deliveries)} set client_id = ${clientId}, version = version + 1 where id = ${id}`,
            );
            live.set(id, clientId);
            if (clientId === CLIENT_A) everA.add(id);
          } else {
            await fx.server.db.query(
              sql`update ${table(deliveries)} set data = data || ${JSON.stringify({ instructions: `edit ${i}` })}::jsonb,
                version = version + 1 where id = ${id}`,
            );
          }
        }
        await read();
        // the device holds exactly this client's records: a record moved away was announced gone
        const mine = [...live].filter(([, c]) => c === CLIENT_A).map(([id]) => id);
        expect([...copy].sort((a, b) => a - b)).toEqual(mine.sort((a, b) => a - b));
      }),
      { numRuns: 25, seed: 38 },
    );
  });

  it('announces a record moved out of a reader’s scope as gone to that reader only', async () => {
    const since = await position();
    const moved = await insertRecord(fx.server.db, deliveries, {
      clientId: CLIENT_A,
      historical: false,
      data: { reference: 'MOVES', date: '2026-11-20' },
    });
    const seen = await feed('client-user', `since=${since}`);
    expect(seen.data.map((c) => c.id)).toEqual([moved.id]);
    await fx.server.db.query(
      sql`update ${table(deliveries)} set client_id = ${CLIENT_B}, version = version + 1 where id = ${moved.id}`,
    );
    const gone = await feed('client-user', `since=${seen.position}`);
    expect(gone.data).toEqual([
      { position: seen.position + 1, resource: 'deliveries', id: moved.id, deleted: true, gone: 'scope' },
    ]);
    // an edit after the move: still gone to the reader it left (one who was away meanwhile)
    await fx.server.db.query(sql`update ${table(deliveries)} set version = version + 1 where id = ${moved.id}`);
    expect((await feed('client-user', `since=${seen.position}`)).data).toMatchObject([{ id: moved.id, gone: 'scope' }]);
    // the admin reads it on, as a record
    expect((await feed('admin', `since=${gone.position}`)).data).toMatchObject([{ id: moved.id, record: {} }]);
  });

  it('announces a run given to another contractor as gone to the one it left (owner scope)', async () => {
    const [own] = await fx.server.db.query<{ id: string | number; data: { contractorId: number } }>(
      sql`select id, data from ${table(runs)} where data->>'contractorId' is not null order by id limit 1`,
    );
    if (!own) throw new Error('no contractor run');
    const since = await position();
    await fx.server.db.query(
      sql`update ${table(runs)} set data = data || '{"contractorId": 999999}', version = version + 1 where id = ${own.id}`,
    );
    expect((await feed('contractor', `since=${since}`)).data).toMatchObject([
      { id: Number(own.id), deleted: true, gone: 'scope' },
    ]);
    // a driver, whose runs these never were, hears nothing of it
    expect((await feed('driver', `since=${since}`)).data).toEqual([]);
    await fx.server.db.query(
      sql`update ${table(runs)} set data = data || ${JSON.stringify({ contractorId: own.data.contractorId })}::jsonb,
        version = version + 1 where id = ${own.id}`,
    );
  });

  it('answers reload for a position past the last one or before the horizon', async () => {
    const now = await position();
    expect(await feed('admin', `since=${now + 10}`)).toMatchObject({ reload: true, position: now, data: [] });
    const doomed = await insertRecord(fx.server.db, deliveries, {
      clientId: CLIENT_A,
      historical: false,
      data: { reference: 'TOMB', date: '2026-11-22' },
    });
    await fx.server.db.query(sql`delete from ${table(deliveries)} where id = ${doomed.id}`);
    await fx.server.db.query(sql`update record_changes set changed_at = now() - interval '30 days' where deleted`);
    expect(await pruneTombstones(fx.server.db)).toBeGreaterThan(0);
    const state = await feedState(fx.server.db);
    expect(state.horizon).toBe(now + 2);
    expect(await feed('admin', `since=${now}`)).toMatchObject({ reload: true });
    expect(await feed('admin', `since=${state.horizon}`)).toMatchObject({ reload: false });
  });

  it('refuses bad input with a field error, and anonymous readers', async () => {
    for (const [query, field] of [
      ['since=abc', 'since'],
      ['since=-1', 'since'],
      ['since=99999999999999999', 'since'],
      ['since=0&limit=0', 'limit'],
      ['since=0&limit=1001', 'limit'],
    ] as const) {
      const res = await call(fx.server, 'GET', `/api/changes?${query}`, { token: fx.tokens.admin });
      expect(res.status, query).toBe(400);
      const body = await json<{ errors: { field: string }[] }>(res);
      expect(body.errors[0]?.field).toBe(field);
    }
    expect((await call(fx.server, 'GET', '/api/changes?since=0')).status).toBe(401);
    expect((await call(fx.server, 'GET', '/api/changes/health', { token: fx.tokens['client-user'] })).status).toBe(403);
  });
});
