/**
 * A kept report answer is reused while the tables it reads are unchanged, and computed again
 * after a committed write to one of them, or when it has not been checked for a minute.
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
});
