/**
 * A kept report answer is reused while the tables it reads are unchanged, and computed again
 * after a committed write to one of them, or when it has not been checked for a minute. Requests
 * at once share one computation and one kept answer, never a stale one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, deliveries } from '../../src/resources/index';
import type { ReportResult } from '../../src/resources/reports';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { cachedAnswer } from './answer-cache';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase({ seed: 'fixture' });
});
afterAll(async () => {
  await test.drop();
});

function counting() {
  let runs = 0;
  const compute = async (): Promise<ReportResult> => {
    runs += 1;
    const [row] = await test.db.query<{ n: string }>(sql`select count(*)::text as n from r_deliveries`);
    return { columns: [], rows: [], totals: { deliveries: Number(row?.n), runs } };
  };
  return { compute, runs: () => runs };
}

describe('kept report answers', () => {
  it('are reused until a table they read changes', async () => {
    const c = counting();
    const ask = () => cachedAnswer(test.db, 'deliveries-count', [deliveries], c.compute);
    const first = await ask();
    expect(await ask()).toEqual(first);
    expect(c.runs()).toBe(1);

    // a write to a table the answer does not read keeps it
    await test.db.query(sql`update r_clients set version = version + 1 where id = (select min(id) from r_clients)`);
    await ask();
    expect(c.runs()).toBe(1);

    // a committed write to one it reads does not
    await test.db.query(
      sql`update r_deliveries set historical = true where id = (select min(id) from r_deliveries where not historical)`,
    );
    const after = await ask();
    expect(c.runs()).toBe(2);
    expect(after.totals.runs).toBe(2);
    await ask();
    expect(c.runs()).toBe(2);
  });

  it('are computed again when not checked for a minute, and never without tables named', async () => {
    const c = counting();
    let now = 1_000_000;
    const ask = () => cachedAnswer(test.db, 'clock', [deliveries, clients], c.compute, () => now);
    await ask();
    now += 59_000;
    await ask();
    expect(c.runs()).toBe(1);
    now += 61_000;
    await ask();
    expect(c.runs()).toBe(2);

    const uncached = counting();
    await cachedAnswer(test.db, 'none', [], uncached.compute);
    await cachedAnswer(test.db, 'none', [], uncached.compute);
    expect(uncached.runs()).toBe(2);
  });

  it('requests at once compute the answer once, and all reuse a kept one while it is checked', async () => {
    const c = counting();
    const ask = () => cachedAnswer(test.db, 'at-once', [deliveries], c.compute);
    const first = await Promise.all(Array.from({ length: 8 }, ask));
    expect(c.runs()).toBe(1);
    expect(new Set(first.map((r) => r.totals.runs))).toEqual(new Set([1]));

    const k = counting();
    const askKept = () => cachedAnswer(test.db, 'kept-at-once', [deliveries], k.compute);
    await askKept();
    await Promise.all(Array.from({ length: 8 }, askKept));
    expect(k.runs()).toBe(1);
  });

  it('a request that joins a computation begun before a write does not take its stale answer', async () => {
    let runs = 0;
    const live = async (): Promise<ReportResult> => {
      runs += 1;
      const [row] = await test.db.query<{ n: string }>(
        sql`select count(*)::text as n from r_deliveries where not historical`,
      );
      return { columns: [], rows: [], totals: { live: Number(row?.n) } };
    };
    let counted = () => {};
    const hasCounted = new Promise<void>((resolve) => (counted = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const early = cachedAnswer(test.db, 'joined', [deliveries], async () => {
      const answer = await live();
      counted();
      await gate;
      return answer;
    });
    // the early computation has counted; a write commits before the next request arrives
    await hasCounted;
    await test.db.query(
      sql`update r_deliveries set historical = true where id = (select min(id) from r_deliveries where not historical)`,
    );
    const late = cachedAnswer(test.db, 'joined', [deliveries], live);
    release();
    const [before, after] = await Promise.all([early, late]);
    expect(runs).toBe(2);
    expect(after.totals.live).toBe(Number(before.totals.live) - 1);
  });
});
