/**
 * Test harness for the API suites: one fresh database per test file (PGlite in memory, or a
 * schema of its own on the Postgres named by DATABASE_URL), seeded with the fixture, and
 * helpers that log in and call the app through `app.request()` with the XSRF pair set.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AppConfig } from '../config';
import { defaultConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import type { AppEnv } from '../http/context';
import type { DemoData } from '../seed/types';
import { DEMO_PASSWORD } from '../seed/types';
import { fixtureData } from './fixture';

export const TEST_SECRET = 'test-secret-for-the-api-suite';
export const XSRF = 'test-xsrf-token';

export interface TestServer {
  db: Database;
  app: Hono<AppEnv>;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startTestServer(options: { config?: Partial<AppConfig>; data?: DemoData } = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase(databaseUrl ? { databaseUrl, schema } : {});
  await migrate(db);
  await seedDatabase(db, options.data ?? fixtureData());
  const config = defaultConfig({ tokenSecret: TEST_SECRET, trustProxy: true, ...options.config });
  const app = createApp({ db, config });
  return {
    db,
    app,
    config,
    close: async () => {
      await db.close();
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** a raw body string, sent as is */
  raw?: string;
  headers?: Record<string, string>;
  /** send the XSRF cookie and header (default true) */
  xsrf?: boolean;
}

export async function call(server: TestServer, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.xsrf !== false) {
    headers.cookie = [headers.cookie, `XSRF-TOKEN=${XSRF}`].filter(Boolean).join('; ');
    headers['x-xsrf-token'] = XSRF;
  }
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  return server.app.request(path, { method, headers, body });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function login(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(server, 'POST', '/api/authenticate', { body: { email, password, twofa: null, adminVersion: '1' } });
  if (res.status !== 200) throw new Error(`login ${email} failed with ${res.status}: ${await res.text()}`);
  return (await json<{ access_token: string }>(res)).access_token;
}

export interface SignedInApp<W extends string> {
  /** this test file's server (set before its first test) */
  server: TestServer;
  /** access token of each demo user signed in, by the part before '@demo.test' */
  tokens: Record<W, string> & Record<string, string | undefined>;
}

/**
 * The fixture most API suites open with: a fresh server for the test file, the named demo users
 * signed in ('admin' → admin@demo.test), closed after the file. Registers its own beforeAll and
 * afterAll, so call it at the top of the file; further beforeAll hooks run after it.
 */
export function signedInApp<const W extends string>(...who: W[]): SignedInApp<W> {
  const app = { tokens: {} } as SignedInApp<W>;
  beforeAll(async () => {
    app.server = await startTestServer();
    for (const name of who) (app.tokens as Record<string, string>)[name] = await login(app.server, `${name}@demo.test`);
  });
  afterAll(async () => {
    await app.server.close();
  });
  return app;
}
