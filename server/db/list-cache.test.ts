import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { parseListQuery } from '../resources/query';
import type { Scope } from '../resources/store';
import { insertRecord, listRecords } from '../resources/store';
import { fixtureData } from '../testing/fixture';
import type { Database } from './database';
import { PAGE_MAX_CHARS, lookupPage, store, type ListCache } from './list-cache';
import { migrate } from './migrate';
import { openTwoNodes, type TwoNodes } from '../testing/two-nodes';
import { seedDatabase } from '../seed/seed-database';

/** Two handles on one database: on Postgres two pools, as two API processes have. */
let nodeA: Database;
let nodeB: Database;
let nodes: TwoNodes;
const everything: Scope = { clientIds: null, owner: null };
const day = '2026-11-21';
const query = parseListQuery(deliveries, { date: day, limit: '5' });

beforeAll(async () => {
  nodes = await openTwoNodes();
  ({ nodeA, nodeB } = nodes);
  await migrate(nodeA);
  await seedDatabase(nodeA, fixtureData());
});
afterAll(async () => {
  await nodes.close();
});

const countOn = async (db: Database): Promise<number> => (await listRecords(db, deliveries, everything, query)).count;
const trueCount = async (): Promise<number> =>
  Number(
    (
      await nodeA.query<{ n: number }>(
        sql`select count(*)::int as n from r_deliveries where f_date = ${day} and not historical`,
      )
    )[0]?.n,
  );

let n = 0;
async function addDelivery(db: Database | Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<number> {
  n += 1;
  const record = await insertRecord(db, deliveries, {
    clientId: 8,
    historical: false,
    data: { reference: `CACHE-${n}`, date: day, status: 'pending' },
  });
  return record.id;
}

describe('cached list counts and pages', () => {
  it('reuses a count while nothing changed (a write that bypasses the change log stays unseen)', async () => {
    const before = await countOn(nodeA);
    expect(before).toBe(await trueCount());
    await nodeA.transaction(async (tx) => {
      await tx.query(sql`alter table r_deliveries disable trigger r_deliveries_note_change`);
      await addDelivery(tx);
      await tx.query(sql`alter table r_deliveries enable trigger r_deliveries_note_change`);
    });
    expect(await countOn(nodeA)).toBe(before);
    // Any logged write to the table makes every node count again.
    await addDelivery(nodeB);
    expect(await countOn(nodeA)).toBe(before + 2);
    expect(await countOn(nodeA)).toBe(await trueCount());
  });

  it('sees writes committed through another node, updates and deletes included', async () => {
    const before = await countOn(nodeA);
    const id = await addDelivery(nodeB);
    expect(await countOn(nodeA)).toBe(before + 1);
    await nodeB.query(sql`update r_deliveries set historical = true where id = ${id}`);
    expect(await countOn(nodeA)).toBe(before);
    await nodeB.query(sql`delete from r_deliveries where id = ${id}`);
    await addDelivery(nodeB);
    await nodeB.query(sql`delete from r_deliveries where data->>'reference' = ${`CACHE-${n}`}`);
    expect(await countOn(nodeA)).toBe(before);
    expect(await countOn(nodeA)).toBe(await trueCount());
  });

  it('ignores a rolled-back write and counts a write once it commits, not before', async () => {
    const before = await countOn(nodeA);
    await expect(
      nodeB.transaction(async (tx) => {
        await addDelivery(tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countOn(nodeA)).toBe(before);
    if (nodeA === nodeB) return; // PGlite: one connection, a transaction cannot stay open beside a read
    let commit: () => void = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let inserted: () => void = () => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writer = nodeB.transaction(async (tx) => {
      await addDelivery(tx);
      inserted();
      await held;
    });
    await insertedYet;
    expect(await countOn(nodeA)).toBe(before);
    commit();
    await writer;
    expect(await countOn(nodeA)).toBe(before + 1);
  });

  const pageOn = async (db: Database): Promise<string[]> =>
    (await listRecords(db, deliveries, everything, query)).data.map((r) => `${r.id}:${String(r.status)}:${r.version}`);
  const truePage = async (): Promise<string[]> =>
    (
      await nodeA.query<{
        id: number;
        status: string;
        version: number;
      }>(sql`select id, data->>'status' as status, version from r_deliveries
      where f_date = ${day} and not historical order by ${query.orderBy} limit 5`)
    ).map((r) => `${r.id}:${r.status}:${r.version}`);

  it('reuses a page while nothing changed, and builds it again after any logged write to the table', async () => {
    const before = await pageOn(nodeA);
    expect(before).toEqual(await truePage());
    const first = Number(before[0]?.split(':')[0]);
    // unseen: a change that bypasses the change log leaves the cached page in use
    await nodeA.transaction(async (tx) => {
      await tx.query(sql`alter table r_deliveries disable trigger r_deliveries_note_change`);
      await tx.query(sql`update r_deliveries set data = data || '{"status":"failed"}'::jsonb where id = ${first}`);
      await tx.query(sql`alter table r_deliveries enable trigger r_deliveries_note_change`);
    });
    expect(await pageOn(nodeA)).toEqual(before);
    // seen: a logged write through another node, to any row of the table
    await nodeB.query(sql`update r_deliveries set version = version + 1 where id = ${first}`);
    const after = await pageOn(nodeA);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await truePage());
    expect(after[0]).toBe(`${first}:failed:${Number(before[0]?.split(':')[2]) + 1}`);
  });

  it('keeps pages apart by their query: another sort or offset is its own page', async () => {
    const other = parseListQuery(deliveries, { date: day, limit: '5', offset: '5' });
    const a = (await listRecords(nodeA, deliveries, everything, query)).data.map((r) => r.id);
    const b = (await listRecords(nodeA, deliveries, everything, other)).data.map((r) => r.id);
    expect(b.some((id) => a.includes(id))).toBe(false);
    expect((await listRecords(nodeA, deliveries, everything, query)).data.map((r) => r.id)).toEqual(a);
  });
});

describe('the bounds of the page cache', () => {
  it('keeps no page over PAGE_MAX_CHARS, and drops the oldest pages past the total', () => {
    const cache: ListCache = { entries: new Map(), pageChars: 0 };
    const page = (chars: number) => ({ page: 'x'.repeat(chars), snapshot: '1:1:', checkedAt: Date.now() });
    store(cache, 'huge', page(PAGE_MAX_CHARS + 1));
    expect(lookupPage(cache, 'huge')).toBeNull();
    for (let i = 0; i < 80; i++) store(cache, `p${i}`, page(PAGE_MAX_CHARS));
    expect(cache.pageChars).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(lookupPage(cache, 'p0')).toBeNull();
    expect(lookupPage(cache, 'p79')?.page.length).toBe(PAGE_MAX_CHARS);
    expect(cache.pageChars).toBe(
      [...cache.entries.values()].reduce((n, e) => n + ('page' in e ? e.page.length : 0), 0),
    );
  });
});
