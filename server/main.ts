/**
 * `npm start`: builds the app when stale, opens and migrates the database, seeds demo data on
 * the first start, then serves the PWA and the API on one origin.
 *
 * Environment: PORT (8080), HOST (all interfaces), DATA_DIR (./.data, PGlite folder),
 * DATABASE_URL (use a Postgres server instead), NO_BUILD=1 (never build), TOKEN_SECRET,
 * MIN_DASHBOARD_VERSION, DEMO_DELIVERIES_PER_DAY (2000), E2E_HOOKS=1 (test hooks), TRUST_PROXY=1,
 * STATIC_DIR (dist; the bench serves the network-only baseline build from dist-baseline), LOG_LEVEL (info),
 * TOTP_KEY (AES-256-GCM key of TOTP secrets at rest), SHUTDOWN_DELAY_MS (0) and SHUTDOWN_TIMEOUT_MS (10000),
 * see shutdown.ts. DRIVER_SIMULATOR: 1 runs the driver simulator (server/live/driver-simulator.ts),
 * 0 never; unset, it runs under `npm start` only (npm's npm_lifecycle_event is 'start'), so the
 * demo's day moves while tests, the bench and a plain `node server/main.ts` stay still. Several processes may share one Postgres: see docs/deploy.md.
 */
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { operatorToday } from '../src/lib/calendar';
import { ROLES } from '../src/resources/index';
import { createApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { startRecurring } from './db/recurring';
import { loggedTask } from './db/task-runs';
import { vacuumAnalyze } from './db/vacuum';
import { RECURRING_JOBS } from './recurring-jobs';
import { isEmpty, seedDatabase } from './seed/seed-database';
import { DEFAULT_SEED, DEMO_PASSWORD } from './seed/types';
import { generateDemoData } from './seed/generate';
import type { SeedOptions } from './seed/types';
import { log } from './log/index';
import { createShutdown } from './shutdown';
import { startDriverSimulator } from './live/driver-simulator';
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
    today: operatorToday(),
    days: 7,
    deliveriesPerDay: Number(process.env.DEMO_DELIVERIES_PER_DAY ?? 2000),
  };
  log.info(`Seeding demo data (seed ${options.seed}, ${options.days} days around ${options.today})...`);
  const data = generateDemoData(options);
  // Another process starting on the same empty Postgres may have seeded it meanwhile.
  if (!(await seedDatabase(db, data, { onlyIfEmpty: true }))) {
    log.info('Another process seeded the database.');
    return;
  }
  const total = Object.values(data.records).reduce((n, list) => n + (list?.length ?? 0), data.users.length);
  log.info(`Seeded ${total} records in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * PGlite has no autovacuum: keep planner statistics and the visibility map (index-only counts)
 * fresh. One process owns a PGlite folder, so no lock is needed; VACUUM cannot run in one.
 */
function vacuumPgliteHourly(db: Database): void {
  if (db.kind !== 'pglite') return;
  setInterval(() => {
    loggedTask(db, 'vacuum-analyze', async () => {
      await vacuumAnalyze(db);
    }).catch((error: unknown) => log.error({ err: error }, 'vacuum failed'));
  }, 3600_000).unref();
}

function printWelcome(url: string): void {
  const logins = ['superadmin@demo.test', ...ROLES.map((role) => `${role}@demo.test`), 'developer@demo.test'];
  // A banner for the person who ran `npm start`, not a log line.
  process.stdout.write(
    `\nDepot Console is running at ${url}\nDemo log-ins (password ${DEMO_PASSWORD}):\n${logins.map((e) => `  ${e}\n`).join('')}`,
  );
}

const SIMULATOR_EMAIL = 'admin@demo.test';
const SIMULATOR_EVERY_MS = 3000;

/** The driver simulator runs when asked (DRIVER_SIMULATOR=1), or by default under `npm start`. */
function simulatorWanted(): boolean {
  const asked = process.env.DRIVER_SIMULATOR;
  if (asked === '1' || asked === '0') return asked === '1';
  return process.env.npm_lifecycle_event === 'start';
}

async function main(): Promise<void> {
  buildIfNeeded();
  const config = configFromEnv();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await migrate(db);
  await seedIfEmpty(db);
  vacuumPgliteHourly(db);
  const jobs = startRecurring(db, [...RECURRING_JOBS], (job, error) =>
    log.error({ err: error }, `recurring job ${job.name} failed`),
  );

  const shutdown = createShutdown({
    delayMs: Number(process.env.SHUTDOWN_DELAY_MS ?? 0),
    timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    log: (message) => log.info(message),
  });
  const app = createApp({ db, config, lifecycle: shutdown });
  mountStatic(app, resolve(root, process.env.STATIC_DIR ?? 'dist'));
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST || undefined;
  const local = hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : undefined;
  let stopSimulator = (): void => undefined;
  const server = serve({ fetch: shutdown.track(app.fetch), port, hostname }, (info) => {
    printWelcome(`http://${local ?? 'localhost'}:${info.port}`);
    if (simulatorWanted()) {
      stopSimulator = startDriverSimulator({
        origin: `http://${local ?? '127.0.0.1'}:${info.port}`,
        email: SIMULATOR_EMAIL,
        password: DEMO_PASSWORD,
        everyMs: SIMULATOR_EVERY_MS,
        onError: (error) => log.warn({ err: error }, 'driver simulator: a tick failed'),
      });
      log.info(
        `Driver simulator on (${SIMULATOR_EMAIL}, every ${SIMULATOR_EVERY_MS / 1000} s; DRIVER_SIMULATOR=0 stops it).`,
      );
    }
  }) as Server;
  // An idle keep-alive socket is kept longer than a client (a proxy, the driver app, an API
  // client) keeps one for reuse: with Node's 5 s, a request sent on a socket the server was just
  // closing met ECONNRESET, and non-browser clients do not retry. Shutdown closes idle sockets.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal}: shutting down.`);
    shutdown
      .run(server, async () => {
        stopSimulator();
        await jobs.stop();
        await db.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'Depot Console failed to start');
  process.exit(1);
});
