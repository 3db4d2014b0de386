/**
 * Test harness for the API suites: one fresh database per test file (./test-database.ts: PGlite
 * in memory, or a schema of its own on the Postgres named by DATABASE_URL), seeded with the fixture, and
 * helpers that log in and call the app through `app.request()` with the XSRF pair set.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../app';
import type { AppConfig } from '../config';
import { defaultConfig } from '../config';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { generateDemoData } from '../seed/generate';
import type { DemoData, SeedOptions } from '../seed/types';
import { DEMO_PASSWORD } from '../seed/types';
import type { ReportColumn } from '../../src/resources/reports';
import { openTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-for-the-api-suite';
export const XSRF = 'test-xsrf-token';

export interface TestServer {
  db: Database;
  app: Hono<AppEnv>;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startTestServer(
  options: { config?: Partial<AppConfig>; data?: DemoData } = {},
): Promise<TestServer> {
  const { db, drop } = await openTestDatabase({ seed: options.data ?? 'fixture' });
  const config = defaultConfig({ tokenSecret: TEST_SECRET, trustProxy: true, ...options.config });
  const app = createApp({ db, config });
  return { db, app, config, close: drop };
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

export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
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
  const res = await call(server, 'POST', '/api/authenticate', {
    body: { email, password, twofa: null, adminVersion: '1' },
  });
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

/** A report's payload as `/api/reports/:id` answers it. */
export interface ReportData {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  chart?: { rows: Record<string, unknown>[]; title?: string; valueLabel?: string };
  totals: Record<string, number | null>;
  /** the resources the report reads, when its declaration names them */
  reads?: string[];
}

export interface DemoApp extends SignedInApp<string> {
  /** the generated demo data the server was seeded with (set before the file's first test) */
  data: DemoData;
  /** GET `path` as `email` (bearer token and XSRF pair) */
  get(email: string, path: string): Promise<Response>;
  /** GET `/api/reports/:id?query` as `email`; expects 200 and returns its `data` */
  report(email: string, id: string, query: string): Promise<ReportData>;
  /** GET `/api/:resource?query` as `email`; expects 200 and returns the page */
  list<T = Record<string, unknown>>(
    email: string,
    resource: string,
    query: string,
  ): Promise<{ data: T[]; count: number }>;
}

/**
 * The fixture of the suites that need the generated demo data rather than the small hand-made
 * fixture (reports, integrations): a fresh server seeded with `generateDemoData(options)`, the
 * given users signed in by full e-mail, closed after the file. Registers its own hooks.
 */
export function demoApp(options: SeedOptions, emails: readonly string[]): DemoApp {
  const token = (email: string) => app.tokens[email] ?? '';
  const get = (email: string, path: string) => call(app.server, 'GET', path, { token: token(email) });
  const app: DemoApp = {
    tokens: {},
    get,
    report: async (email, id, query) => {
      const res = await get(email, `/api/reports/${id}?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await json<{ data: ReportData }>(res)).data;
    },
    list: async <T>(email: string, resource: string, query: string) => {
      const res = await get(email, `/api/${resource}?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return json<{ data: T[]; count: number }>(res);
    },
  } as DemoApp;
  beforeAll(async () => {
    app.data = generateDemoData(options);
    app.server = await startTestServer({ data: app.data });
    for (const email of emails) app.tokens[email] = await login(app.server, email);
  });
  afterAll(async () => {
    await app.server?.close();
  });
  return app;
}
