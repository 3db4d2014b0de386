/** Writes generated demo data (server/seed/types.ts) into a migrated database, in batches. */
import { sql } from 'drizzle-orm';
import { resourceByName, users as usersResource } from '../../src/resources/index';
import type { ResourceDef } from '../../src/resources/index';
import { hashPassword } from '../auth/password';
import type { DemoData, DemoUser, SeedRecord } from './types';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Database, Executor } from '../db/database';
import { fixSequence, table } from '../db/resource-tables';
import { vacuumAnalyze } from '../db/vacuum';

const BATCH = 1000;

/** A demo user as its users record (credentials go to their own table). */
export function userDocument(u: DemoUser): Record<string, unknown> {
  return {
    email: u.email.toLowerCase(),
    name: u.name,
    role: u.role,
    clientIds: u.clientIds,
    features: u.features,
    phone: u.phone,
    contractorId: u.contractorId ?? null,
    depotId: u.depotId ?? null,
    status: u.status,
    twofaEnabled: u.twofaSecret !== null,
  };
}

function splitRecord(record: SeedRecord): {
  id: number;
  clientId: number | null;
  historical: boolean;
  data: Record<string, unknown>;
} {
  const { id, clientId, historical, ...data } = record;
  return { id, clientId, historical: historical === true, data };
}

/**
 * One JSON array parameter per batch, unpacked by Postgres: far cheaper to send and parse than
 * thousands of separate parameters, on both drivers.
 */
async function insertBatches(tx: Executor, def: ResourceDef, records: SeedRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const rows = records.slice(start, start + BATCH).map(splitRecord);
    await tx.query(sql`insert into ${table(def)} (id, client_id, historical, data)
      select (r->>'id')::bigint, (r->>'clientId')::int, (r->>'historical')::boolean, r->'data'
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
  }
  await fixSequence(tx, def);
}

/**
 * Writes the demo data in one transaction. With `onlyIfEmpty`, several API processes starting
 * at once on an empty database seed it once: the first takes the lock, the others wait and then
 * find users (false).
 */
export async function seedDatabase(
  db: Database,
  data: DemoData,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<boolean> {
  // Demo users share a published password; hashing each distinct password once keeps a first
  // start fast (scrypt is deliberately slow). Users created through the API get their own salt.
  const byPassword = new Map<string, Promise<string>>();
  for (const u of data.users) if (!byPassword.has(u.password)) byPassword.set(u.password, hashPassword(u.password));
  const hashes = await Promise.all(data.users.map((u) => byPassword.get(u.password) ?? hashPassword(u.password)));
  const seeded = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'seed');
    if (options.onlyIfEmpty && !(await isEmpty(tx))) return false;
    const userRecords: SeedRecord[] = data.users.map((u) => ({ id: u.id, clientId: u.clientId, ...userDocument(u) }));
    await insertBatches(tx, usersResource, userRecords);
    for (let start = 0; start < data.users.length; start += BATCH) {
      const values = data.users
        .slice(start, start + BATCH)
        .map((u, i) => sql`(${u.id}, ${hashes[start + i] ?? ''}, ${u.twofaSecret})`);
      await tx.query(
        sql`insert into credentials (user_id, password_hash, twofa_secret) values ${sql.join(values, sql`, `)}`,
      );
    }
    for (const [name, records] of Object.entries(data.records)) {
      const def = resourceByName(name);
      if (!def) throw new Error(`Demo data names an unknown resource: ${name}`);
      if (records && records.length > 0) await insertBatches(tx, def, records);
    }
    return true;
  });
  if (!seeded) return false;
  // Planner statistics and the visibility map for the fresh rows: lists count matches from the
  // index alone only on all-visible pages, and PGlite has no autovacuum to get there by itself.
  await vacuumAnalyze(db);
  return true;
}

/** True when the database holds no users yet (first start). */
export async function isEmpty(db: Executor): Promise<boolean> {
  const rows = await db.query<{ n: unknown }>(sql`select count(*)::int as n from ${table(usersResource)}`);
  return Number(rows[0]?.n ?? 0) === 0;
}
