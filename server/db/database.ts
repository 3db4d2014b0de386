/**
 * One database handle for both storage back-ends: PGlite (Postgres in WASM, persisted in a data
 * folder, or in memory for tests) and a real Postgres server through a `pg` pool. Drizzle is the
 * query layer for both; the rest of the server only sees `Database` and `Executor`, so the two
 * drivers cannot drift apart in behaviour.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { log } from '../log/index';

export type Row = Record<string, unknown>;

/** Anything that runs a query: the database itself or an open transaction. */
export interface Executor {
  query<T extends Row = Row>(query: SQL): Promise<T[]>;
}

export interface Database extends Executor {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction: committed when `fn` resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `fn` with the payload of each NOTIFY on `channel` until the returned function is
   * called (Postgres: a connection of its own, opened again after a drop; PGlite: its one
   * connection). Closing the database ends every listener.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tarball, which `OpenOptions.from` opens again */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  /** PGlite data folder; undefined means an in-memory database (tests) */
  dataDir?: string;
  /** a postgres:// URL; when set, PGlite is not used */
  databaseUrl?: string;
  /** Postgres only: the schema to work in (created when missing), so test files do not collide */
  schema?: string;
  /**
   * PGlite only: start from this dump (`Database.dump`) instead of an empty database. Loading a
   * dump skips initdb, which is most of an in-memory database's 3-5 s start (the tests' templates).
   */
  from?: Blob;
}

interface RawResult {
  rows: unknown[];
}

interface DrizzleLike {
  execute(query: SQL): PromiseLike<unknown>;
  transaction<T>(fn: (tx: DrizzleLike) => Promise<T>): Promise<T>;
}

async function run<T extends Row>(db: DrizzleLike, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as RawResult;
  return result.rows as T[];
}

type Listen = Database['listen'];

function wrap(
  kind: Database['kind'],
  db: DrizzleLike,
  close: () => Promise<void>,
  listen: Listen,
  dump?: () => Promise<Blob>,
): Database {
  return {
    kind,
    query: (query) => run(db, query),
    transaction: (fn) => db.transaction((tx) => fn({ query: (query) => run(tx, query) })),
    close,
    listen,
    ...(dump ? { dump } : {}),
  };
}

const LISTEN_RETRY_MS = 1000;

/**
 * LISTEN on a client of its own (a pooled connection would be handed to other queries): the
 * notifications of every process on this database arrive here. A dropped connection is opened
 * again after a second; notices sent meanwhile are lost, which the change feed's readers cover by
 * pulling from their last position.
 */
function postgresListener(config: pg.ClientConfig): { listen: Listen; closeAll: () => Promise<void> } {
  const open = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, fn) => {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(config);
      next.on('notification', (message) => {
        if (message.channel === channel) fn(message.payload ?? '');
      });
      next.on('error', () => {
        if (stopped) return;
        client = null;
        void next.end().catch(() => undefined);
        setTimeout(() => void retry(), LISTEN_RETRY_MS);
      });
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      if (stopped) await next.end();
      else client = next;
    };
    const retry = async (): Promise<void> => {
      if (stopped || client) return;
      await connect().catch(() => setTimeout(() => void retry(), LISTEN_RETRY_MS));
    };
    await connect();
    const stop = async (): Promise<void> => {
      stopped = true;
      open.delete(stop);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
    open.add(stop);
    return stop;
  };
  return { listen, closeAll: async () => void (await Promise.all([...open].map((stop) => stop()))) };
}

/**
 * Postgres ends any statement that runs longer than this (STATEMENT_TIMEOUT_MS, default 15 s;
 * the app answers 503 STATEMENT_TIMEOUT). PGlite cannot: it runs on the request thread without
 * timer signals, and `statement_timeout` set there is never enforced (measured; docs/deploy.md),
 * so on PGlite the bound is the capped work of each request (server/resources/query.ts).
 */
export function statementTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STATEMENT_TIMEOUT_MS ?? 15_000);
  return Number.isInteger(value) && value > 0 ? value : 15_000;
}

/** True for Postgres's "canceling statement due to statement timeout" (57014), however wrapped. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * Hands the event loop to other requests before the next slice of a long job (an import's next
 * 500 rows): on PGlite each statement runs on this thread (docs/deploy.md).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
    if (schema) {
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      await setup.query(`create schema if not exists "${schema}"`);
      await setup.end();
    }
    const settings = [`-c statement_timeout=${statementTimeoutMs()}`];
    if (schema) settings.push(`-c search_path=${schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: settings.join(' '),
    });
    // An idle connection that the server ends (a restart, an administrator, a proxy's idle timeout)
    // is an 'error' of the pool, which leaves it out and opens another for the next query; with no
    // listener it would end the process.
    pool.on('error', (error) => log.warn({ err: error }, 'database: an idle connection ended'));
    const db = drizzleNodePg({ client: pool }) as unknown as DrizzleLike;
    const listener = postgresListener({ connectionString: options.databaseUrl, options: settings.join(' ') });
    return wrap(
      'postgres',
      db,
      async () => {
        await listener.closeAll();
        await pool.end();
      },
      listener.listen,
    );
  }
  const client = new PGlite(options.dataDir ?? 'memory://', options.from ? { loadDataDir: options.from } : {});
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as DrizzleLike;
  const database = wrap(
    'pglite',
    db,
    () => client.close(),
    async (channel, fn) => {
      const stop = await client.listen(channel, fn);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    () => client.dumpDataDir('none'),
  );
  await database.query(sql`select 1`);
  return database;
}

/** Postgres int8 and numeric arrive as strings from `pg`; both drivers agree after this. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number(String(value));
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}
