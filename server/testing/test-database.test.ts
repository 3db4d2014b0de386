import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { tableName } from '../db/resource-tables';
import { insertRecord } from '../resources/store';
import { fixtureData } from './fixture';
import { openTestDatabase } from './test-database';

const count = async (db: Awaited<ReturnType<typeof openTestDatabase>>['db']) =>
  (await db.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(tableName(deliveries))}`))[0]?.n;

describe('openTestDatabase', () => {
  it('gives each caller a database of its own, seeded with the fixture, whose ids continue after the seeded ones', async () => {
    const seeded = fixtureData().records.deliveries ?? [];
    const a = await openTestDatabase({ seed: 'fixture' });
    const b = await openTestDatabase({ seed: 'fixture' });
    try {
      expect(await count(a.db)).toBe(seeded.length);
      const { id: _id, clientId, historical: _h, ...fields } = seeded[0] ?? { id: 0, clientId: null };
      const created = await a.db.transaction((tx) =>
        insertRecord(tx, deliveries, { clientId, historical: false, data: fields }),
      );
      expect(created.id).toBe(Math.max(...seeded.map((d) => d.id)) + 1);
      // the other file's copy (from the same template on PGlite) does not see the insert
      expect(await count(a.db)).toBe(seeded.length + 1);
      expect(await count(b.db)).toBe(seeded.length);
    } finally {
      await a.drop();
      await b.drop();
    }
  });

  it('gives a migrated, empty database when no seed is asked for', async () => {
    const empty = await openTestDatabase();
    try {
      expect(await count(empty.db)).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
