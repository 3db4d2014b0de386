import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, resourceList, users } from '../../src/resources/index';
import { generateDemoData } from '../seed/generate';
import type { DemoData } from '../seed/types';
import type { Database } from './database';
import { migrate } from './migrate';
import { vacuumAnalyze } from './vacuum';
import { parseListQuery } from '../resources/query';
import { insertRecord, listStatement } from '../resources/store';
import { tableName } from './resource-tables';
import { isEmpty, seedDatabase } from '../seed/seed-database';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database';

let own: TestDatabase;
let db: Database;
let data: DemoData;

beforeAll(async () => {
  own = await openEmptyTestDatabase();
  db = own.db;
  data = generateDemoData({ seed: 1, today: '2026-11-21', days: 2, deliveriesPerDay: 60 });
});
afterAll(async () => {
  await own.drop();
});

describe('migrate and seed', () => {
  it('creates one table per resource with its indexes, and can run again', async () => {
    await migrate(db);
    await migrate(db);
    const tables = await db.query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = tables.map((t) => t.table_name);
    for (const def of resourceList) expect(names).toContain(tableName(def));
    expect(names).toEqual(
      expect.arrayContaining([
        'credentials',
        'idempotency_keys',
        'system_errors',
        'login_attempts',
        'dashboard_state',
        'files',
        'schema_migrations',
      ]),
    );
    const indexes = await db.query<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'r_deliveries' and schemaname = current_schema()`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['r_deliveries_f_date', 'r_deliveries_client_id', 'r_deliveries_default_order']),
    );
  });

  it('seeds the generated demo data with credentials, and continues ids after the seeded ones', async () => {
    expect(await isEmpty(db)).toBe(true);
    await seedDatabase(db, data);
    expect(await isEmpty(db)).toBe(false);
    const count = await db.query<{ n: number }>(sql`select count(*)::int as n from r_deliveries`);
    expect(count[0]?.n).toBe(data.records.deliveries?.length);
    const creds = await db.query<{ n: number }>(sql`select count(*)::int as n from credentials`);
    expect(creds[0]?.n).toBe(data.users.length);
    const emails = (
      await db.query<{ e: string }>(sql`select data->>'email' as e from ${sql.identifier(tableName(users))}`)
    ).map((r) => r.e);
    for (const role of [
      'admin',
      'client-admin',
      'client-user',
      'contractor',
      'driver',
      'user',
      'dashboard-only',
      'admin-dashboard-only',
      'developer',
    ]) {
      expect(emails).toContain(`${role}@demo.test`);
    }
    const maxId = Math.max(...(data.records.deliveries ?? []).map((d) => d.id));
    const template = data.records.deliveries?.[0];
    const { id: _id, clientId, historical: _h, ...fields } = template ?? { id: 0, clientId: null };
    const created = await db.transaction((tx) =>
      insertRecord(tx, deliveries, { clientId, historical: false, data: fields }),
    );
    expect(created.id).toBe(maxId + 1);
  });

  it("answers a day's list from indexes: the count from the index alone, the page in index order", async () => {
    await vacuumAnalyze(db);
    const query = parseListQuery(deliveries, { limit: '50', date: '2026-11-21', sort: 'reference' });
    // Forbid table scans and sorts where avoidable, so the plan of these tiny tables shows what the
    // indexes can serve: a 14,000-row day gets the same plan on its own.
    const plan = await db.transaction(async (tx) => {
      await tx.query(sql`set local enable_seqscan = off`);
      await tx.query(sql`set local enable_bitmapscan = off`);
      await tx.query(sql`set local enable_sort = off`);
      const rows = await tx.query(sql`explain ${listStatement(deliveries, { clientIds: null, owner: null }, query)}`);
      return rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using r_deliveries_(f_date|default_order)/);
    expect(plan).toMatch(/Index Scan using r_deliveries_default_order[^\n]*\n\s*Index Cond: \(f_date = /);
    expect(plan).not.toMatch(/Sort Key: r_deliveries(_\d+)?\.f_reference/);
  });
});
