/**
 * The stock-on-hand budget (issue 34, docs/bench.md): stock on hand for 10,000 SKUs over a
 * 1,000,000-movement ledger answers within 3x `/api/health` at 32 connections.
 * `npx tsx bench/stock-on-hand.ts` seeds a small demo into a new PGlite folder (BENCH_STOCK_DIR
 * keeps one between runs), adds 10,000 products of client 8 in its first warehouse and a ledger of
 * 1,000,000 movements over them (100 each: received +2, picked -1, never below zero) with their
 * balances, checks that every balance equals its ledger sum (`ledgerMismatches`), then starts the
 * real server and measures as admin the stock list's first page (Warehouse Inventory's request)
 * and one product's balance, each in turns with `/api/health` (three windows each of
 * BENCH_SECONDS (3) in all), as bench/health-under-load.ts measures every list.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { table } from '../server/db/resource-tables';
import { ledgerMismatches } from '../server/warehouse/ledger';
import { products, stockLevels, stockMovements, warehouses } from '../src/resources/warehouse';
import { figuresOf, loadTest } from './api-load';
import { apiLogin, startServer } from './lib';

const SKUS = 10_000;
const MOVEMENTS = 1_000_000;
const CLIENT = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const BUDGET = 3;

async function seedLedger(dataDir: string): Promise<void> {
  const seeded = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--deliveries', '2000', '--data-dir', dataDir], {
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const db = await openDatabase({ dataDir });
  try {
    const started = performance.now();
    const [warehouse] = await db.query<{ id: unknown }>(sql`select id from ${table(warehouses)} order by id limit 1`);
    if (!warehouse) throw new Error('the seed has no warehouse');
    const w = Number(warehouse.id);
    const perSku = MOVEMENTS / SKUS;
    await db.transaction(async (tx) => {
      await tx.query(sql`insert into ${table(products)} (client_id, historical, data)
        select ${CLIENT}, false, jsonb_build_object('sku', 'BENCH-' || lpad(i::text, 6, '0'), 'name', 'Bench product ' || i,
          'barcode', '99' || lpad(i::text, 11, '0'), 'weightKg', 1, 'active', true)
        from generate_series(1, ${SKUS}) i`);
      // movement j of each product: received +2, except every third picked -1 (the running sum stays above zero)
      await tx.query(sql`insert into ${table(stockMovements)} (client_id, historical, data)
        select ${CLIENT}, false, jsonb_build_object('at', (timestamp '2026-01-01' + (j * interval '1 hour'))::text,
          'kind', case when j % 3 = 2 then 'picked' else 'received' end, 'productId', p.id, 'warehouseId', ${w}::int,
          'quantity', case when j % 3 = 2 then -1 else 2 end,
          'balanceAfter', sum(case when j % 3 = 2 then -1 else 2 end) over (partition by p.id order by j),
          'source', case when j % 3 = 2 then 'pick' else 'receipt' end, 'sourceId', j + 1, 'byUserId', null)
        from (select id from ${table(products)} where data->>'sku' like 'BENCH-%') p, generate_series(0, ${perSku - 1}) j`);
      await tx.query(sql`insert into ${table(stockLevels)} (client_id, historical, data)
        select ${CLIENT}, false, jsonb_build_object('sku', p.data->>'sku', 'productId', p.id, 'warehouseId', ${w}::int,
          'quantity', sum(case when j % 3 = 2 then -1 else 2 end), 'lastMovementAt', '2026-01-05T03:00:00.000Z')
        from ${table(products)} p, generate_series(0, ${perSku - 1}) j where p.data->>'sku' like 'BENCH-%' group by p.id, p.data`);
    });
    const mismatches = await ledgerMismatches(db);
    const [count] = await db.query<{ n: unknown }>(sql`select count(*) as n from ${table(stockMovements)}`);
    console.info(
      `ledger: ${Number(count?.n)} movements, ${SKUS} bench SKUs in warehouse ${w}, written in ${Math.round(performance.now() - started)} ms; balances unequal to the ledger: ${mismatches.length}`,
    );
    if (mismatches.length > 0) throw new Error('a balance differs from its ledger sum');
  } finally {
    await db.close();
  }
}

async function inTurns(base: string, path: string, token: string) {
  const url = `${base}${path}`;
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await first.json()) as { count?: number };
  if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
  await loadTest(url, token, 1);
  const times: number[] = [];
  const health: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    errors += (await loadTest(url, token, SECONDS / ROUNDS, 32, times)).errors;
    errors += (await loadTest(`${base}/api/health`, token, SECONDS / ROUNDS, 32, health)).errors;
  }
  const list = figuresOf(times);
  const floor = figuresOf(health);
  const ratio = Math.round((list.p50Ms / Math.max(0.1, floor.p50Ms)) * 10) / 10;
  return { path, count: body.count ?? null, list, health: floor, ratio, errors, withinBudget: ratio <= BUDGET };
}

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_STOCK_DIR ?? mkdtempSync(join(tmpdir(), 'depot-stock-bench-'));
  if (!(existsSync(dataDir) && readdirSync(dataDir).includes('PG_VERSION'))) await seedLedger(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = await apiLogin(server.url);
    const [one] = (
      (await (
        await fetch(`${server.url}/api/p/products?sku=BENCH-005000&limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { id: number }[] }
    ).data;
    const results = [await inTurns(server.url, '/api/wh/stock?limit=50', token)];
    if (one) results.push(await inTurns(server.url, `/api/wh/stock?productId=${one.id}`, token));
    console.info(JSON.stringify(results, null, 2));
  } finally {
    await server.stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
