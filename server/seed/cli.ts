/**
 * `npm run seed -- [--deliveries N] [--per-day N] [--days N] [--seed N] [--today yyyy-MM-dd]
 * [--data-dir DIR] [--database-url URL] [--force]`
 *
 * Generates demo data and writes it into the database (PGlite in DATA_DIR, default ./.data, or
 * the Postgres server of DATABASE_URL), after migrating it. A database that already holds users
 * is left alone unless --force, which empties the data tables first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { resourceList } from '../../src/resources/index';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { table } from '../db/resource-tables';
import { isEmpty, seedDatabase } from './seed-database';
import { DEFAULT_DAYS, DEFAULT_DELIVERIES_PER_DAY, generateDemoData, seedOptions } from './generate';
import { isDateString } from '../lib/time';
import { DEFAULT_SEED, DEMO_PASSWORD } from './types';

/** Output for the person running the CLI (server code logs through pino; this is not a server). */
const say = (text: unknown): void => void process.stdout.write(`${String(text)}\n`);
const complain = (text: unknown): void => void process.stderr.write(`${String(text)}\n`);

const USAGE = `Usage: npm run seed -- [options]
  --deliveries N      total deliveries over all days (e.g. 100000 for benchmarks)
  --per-day N         deliveries per day when --deliveries is not given (default ${DEFAULT_DELIVERIES_PER_DAY})
  --days N            days generated around today (default ${DEFAULT_DAYS})
  --seed N            random seed (default ${DEFAULT_SEED})
  --today yyyy-MM-dd  the middle day (default: today's date on this machine)
  --data-dir DIR      PGlite data folder (default $DATA_DIR or ./.data)
  --database-url URL  a Postgres server instead of PGlite (default $DATABASE_URL)
  --force             empty a database that already has data, then seed it`;

/** tables holding data tied to the records and users being replaced */
const DATA_TABLES = ['credentials', 'idempotency_keys', 'files', 'dashboard_activity'];

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.replace(/_/g, ''))) throw new Error(`--${name} expects a whole number, got '${value}'`);
  return Number(value.replace(/_/g, ''));
}

async function clearData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = [...resourceList.map((def) => table(def)), ...DATA_TABLES.map((name) => sql.identifier(name))];
    await tx.query(sql`truncate ${sql.join(tables, sql`, `)} restart identity`);
  });
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      deliveries: { type: 'string' },
      'per-day': { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    say(USAGE);
    return;
  }
  const today = values.today ?? localToday();
  if (!isDateString(today)) throw new Error(`--today expects yyyy-MM-dd, got '${today}'`);
  const opts = seedOptions({
    today,
    seed: wholeNumber('seed', values.seed),
    days: wholeNumber('days', values.days),
    deliveriesPerDay: wholeNumber('per-day', values['per-day']),
    totalDeliveries: wholeNumber('deliveries', values.deliveries),
  });
  const databaseUrl = values['database-url'] ?? (process.env.DATABASE_URL || undefined);
  const dataDir = values['data-dir'] ?? (process.env.DATA_DIR || '.data');
  const target = databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${dataDir}`;

  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrate(db);
    if (!(await isEmpty(db))) {
      if (!values.force) {
        complain(`The database (${target}) already has data. Run with --force to empty it and seed again.`);
        process.exitCode = 1;
        return;
      }
      say(`Emptying the existing data in ${target}...`);
      await clearData(db);
    }
    const started = performance.now();
    const data = generateDemoData(opts);
    const generated = performance.now();
    say(
      `Generated demo data in ${seconds(generated - started)} (seed ${opts.seed}, today ${opts.today}, ${opts.days} days).`,
    );
    await seedDatabase(db, data);
    const written = performance.now();
    say(`Wrote it to ${target} in ${seconds(written - generated)}:`);
    say(`  users: ${data.users.length}`);
    for (const [name, records] of Object.entries(data.records)) say(`  ${name}: ${records?.length ?? 0}`);
    say(
      `Total ${seconds(written - started)}. Demo log-ins: <role>@demo.test (e.g. admin@demo.test), password ${DEMO_PASSWORD}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  complain(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
