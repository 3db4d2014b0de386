/**
 * `npm start`: builds the app when stale, opens and migrates the database, seeds demo data on
 * the first start, then serves the PWA and the API on one origin.
 *
 * Environment: PORT (8080), HOST (all interfaces), DATA_DIR (./.data, PGlite folder),
 * DATABASE_URL (use a Postgres server instead), NO_BUILD=1 (never build), TOKEN_SECRET,
 * MIN_DASHBOARD_VERSION, DEMO_DELIVERIES_PER_DAY (2000), E2E_HOOKS=1 (test hooks), TRUST_PROXY=1,
 * STATIC_DIR (dist; the bench serves the network-only baseline build from dist-baseline), LOG_LEVEL (info),
 * TOTP_KEY (AES-256-GCM key of TOTP secrets at rest).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { format } from 'date-fns';
import { ROLES } from '../src/resources/index';
import { createApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { pruneIdempotencyKeys } from './http/idempotency';
import { isEmpty, seedDatabase } from './db/seed';
import { DEFAULT_SEED, DEMO_PASSWORD } from './seed/types';
import { generateDemoData } from './seed/generate';
import type { SeedOptions } from './seed/types';
import { log } from './log/index';
import { buildIsStale, mountStatic } from './static';

const root = resolve(import.meta.dirname, '..');

function buildIfNeeded(): void {
  if (process.env.NO_BUILD === '1') return;
  if (!buildIsStale(root)) return;
  log.info('Building the app (vite build)...');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function seedIfEmpty(db: Database): Promise<void> {
  if (!(await isEmpty(db))) return;
  const started = Date.now();
  const options: SeedOptions = {
    seed: DEFAULT_SEED,
    today: format(new Date(), 'yyyy-MM-dd'),
    days: 7,
    deliveriesPerDay: Number(process.env.DEMO_DELIVERIES_PER_DAY ?? 2000),
  };
  log.info(`Seeding demo data (seed ${options.seed}, ${options.days} days around ${options.today})...`);
  const data = generateDemoData(options);
  await seedDatabase(db, data);
  const total = Object.values(data.records).reduce((n, list) => n + (list?.length ?? 0), data.users.length);
  log.info(`Seeded ${total} records in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function printWelcome(url: string): void {
  const logins = ['superadmin@demo.test', ...ROLES.map((role) => `${role}@demo.test`), 'developer@demo.test'];
  // A banner for the person who ran `npm start`, not a log line.
  process.stdout.write(`\nDepot Console is running at ${url}\nDemo log-ins (password ${DEMO_PASSWORD}):\n${logins.map((e) => `  ${e}\n`).join('')}`);
}

async function main(): Promise<void> {
  buildIfNeeded();
  const config = configFromEnv();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await migrate(db);
  await seedIfEmpty(db);
  const prune = (): void => {
    pruneIdempotencyKeys(db).catch((error: unknown) => log.error({ err: error }, 'pruning idempotency keys failed'));
  };
  prune();
  setInterval(prune, 3600_000).unref();

  const app = createApp({ db, config });
  mountStatic(app, resolve(root, process.env.STATIC_DIR ?? 'dist'));
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST || undefined;
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    printWelcome(`http://${hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : 'localhost'}:${info.port}`);
  });

  const shutdown = (): void => {
    server.close(() => {
      void db.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'Depot Console failed to start');
  process.exit(1);
});
