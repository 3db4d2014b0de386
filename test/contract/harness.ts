/**
 * Shared harness of the contract suite: one real API app per test file over PGlite, seeded with
 * the demo generator at a small size (the real `<role>@demo.test` users and clients 8 and 14),
 * the demo users signed in, and the questions every check asks: which records a user may
 * touch, what access context the app and the server would build for them, and what the server
 * answers.
 *
 * Seeded rows are read through the server's store, not over HTTP as some user: no user may read
 * every resource (a resource behind a feature, such as FinancialReporting, refuses even the
 * admin), so a read as any one user would fail for every resource that user cannot list.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AccessClient, AccessContext, AccessUser, ResourceDef } from '../../src/resources';
import { ROLES, clientScope, effectiveClientId, permissionsOf } from '../../src/resources';
import { accessContextFor } from '../../server/auth/access-context';
import { parseListQuery } from '../../server/resources/query';
import { listRecords } from '../../server/resources/store';
import { generateDemoData, seedOptions } from '../../server/seed/generate';
import type { DemoData, DemoUser } from '../../server/seed/types';
import { call, json, login, startTestServer, type TestServer } from '../../server/testing/helpers';

export const TODAY = '2026-11-21';
/** small enough to seed in seconds, large enough that every resource has records for clients 8 and 14 */
export const DELIVERIES_PER_DAY = 12;
export const DEMO_EMAILS: readonly string[] = [
  ...ROLES.map((r) => `${r}@demo.test`),
  'developer@demo.test',
  'superadmin@demo.test',
];

export interface Person {
  email: string;
  token: string;
  user: AccessUser;
}

export type Row = Record<string, unknown> & { id: number; version: number; clientId: number | null };

export interface Contract {
  server: TestServer;
  data: DemoData;
  people: Person[];
  admin: Person;
  close(): Promise<void>;
}

export function demoData(): DemoData {
  return generateDemoData(seedOptions({ today: TODAY, seed: 42, days: 3, deliveriesPerDay: DELIVERIES_PER_DAY }));
}

export function accessUser(u: DemoUser): AccessUser {
  return {
    id: u.id,
    role: u.role,
    clientId: u.clientId,
    clientIds: u.clientIds,
    features: u.features,
    permissions: permissionsOf(u.role),
  };
}

/** every demo user of the suite, with the access the declarations see (no session) */
export function demoPeople(data: DemoData): { email: string; user: AccessUser }[] {
  return DEMO_EMAILS.map((email) => {
    const u = data.users.find((x) => x.email === email);
    if (!u) throw new Error(`No demo user ${email}`);
    return { email, user: accessUser(u) };
  });
}

export async function startContract(): Promise<Contract> {
  const data = demoData();
  // every resource's upload route is probed once per person within a minute: the per-user upload
  // budget (60 a minute in production) would answer 429 once the registry passes 60 resources
  const server = await startTestServer({ data, config: { uploadsPerMinute: 100_000 } });
  const people: Person[] = [];
  for (const { email, user } of demoPeople(data)) people.push({ email, token: await login(server, email), user });
  const admin = people.find((p) => p.email === 'admin@demo.test');
  if (!admin) throw new Error('No admin');
  return { server, data, people, admin, close: () => server.close() };
}

/**
 * One contract app for the test file: started before its tests, closed after them. Checks
 * registered by several modules (access-checks.ts, report-checks.ts) share it through the getter.
 */
export function contractForFile(): () => Contract {
  let contract: Contract | undefined;
  beforeAll(async () => {
    contract = await startContract();
  });
  afterAll(async () => {
    await contract?.close();
  });
  return () => {
    if (!contract) throw new Error('the contract app has not started');
    return contract;
  };
}

export function personOf(contract: Contract, email: string): Person {
  const p = contract.people.find((x) => x.email === email);
  if (!p) throw new Error(`No demo user ${email}`);
  return p;
}

/** What the app's useAccessState builds: the effective client, its record, the clients the user sees, beta off. */
export function contextFor(contract: Contract, user: AccessUser): AccessContext {
  return contextFromData(contract.data, user);
}

export function contextFromData(data: DemoData, user: AccessUser): AccessContext {
  const scope = clientScope(user);
  const all = (data.records.clients ?? []) as unknown as AccessContext['clients'];
  const clients = scope === null ? all : all.filter((c) => scope.includes(c.id));
  const clientId = effectiveClientId(user, null);
  return { clientId, client: clients.find((c) => c.id === clientId) ?? null, clients, betaEnabled: false };
}

export function api(def: ResourceDef, suffix = ''): string {
  return `/api${def.path}${suffix}`;
}

/** The part of an access context the rules read, in one order: what the two sides must agree on. */
export function comparableContext(context: AccessContext): AccessContext {
  const client = (c: AccessClient): AccessClient => ({
    id: c.id,
    name: c.name,
    code: c.code,
    integrationList: c.integrationList ?? [],
    configuration: c.configuration ?? null,
  });
  const clients = [...context.clients].sort((a, b) => a.id - b.id).map(client);
  return {
    clientId: context.clientId,
    client: context.client && client(context.client),
    clients,
    betaEnabled: context.betaEnabled,
  };
}

/** What the server builds for the user's requests (server/auth/access-context.ts), no client chosen. */
export function serverContextFor(contract: Contract, user: AccessUser): Promise<AccessContext> {
  return accessContextFor(contract.server.db, { ...user, email: '', name: '' }, null);
}

/**
 * What the app builds (src/session/use-menu-context.ts): the clients its start-up call
 * lists for the user (none when the server refuses the list), the effective client among them.
 */
export async function appContextFor(contract: Contract, person: Person): Promise<AccessContext> {
  const res = await call(contract.server, 'GET', '/api/clients?limit=-1&sort=name', { token: person.token });
  const clients = res.status === 200 ? (await json<{ data: AccessClient[] }>(res)).data : [];
  if (res.status !== 200) await res.body?.cancel();
  const clientId = effectiveClientId(person.user, null);
  return { clientId, client: clients.find((c) => c.id === clientId) ?? null, clients, betaEnabled: false };
}

const allRows = new WeakMap<Contract, Map<string, Row[]>>();

/** Every live record of a resource, read through the server's store with no scope (see the header). */
export async function rowsOf(contract: Contract, def: ResourceDef): Promise<Row[]> {
  const cache = allRows.get(contract) ?? new Map<string, Row[]>();
  allRows.set(contract, cache);
  const hit = cache.get(def.name);
  if (hit) return hit;
  const everything = { clientIds: null, owner: null };
  const { data } = await listRecords(contract.server.db, def, everything, parseListQuery(def, { limit: '-1' }));
  cache.set(def.name, data);
  return data;
}

/** The records inside the user's client and owner scope. */
export async function inScopeRows(contract: Contract, def: ResourceDef, user: AccessUser): Promise<Row[]> {
  const rows = await rowsOf(contract, def);
  const clients = def.clientScoped ? clientScope(user) : null;
  const owner = def.ownerScope?.[user.role];
  return rows.filter(
    (r) =>
      (clients === null || (r.clientId !== null && clients.includes(r.clientId))) && (!owner || r[owner] === user.id),
  );
}

/** A record inside the user's client and owner scope, when there is one. */
export async function recordInScope(contract: Contract, def: ResourceDef, user: AccessUser): Promise<Row | undefined> {
  return (await inScopeRows(contract, def, user))[0];
}

export async function status(
  contract: Contract,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<number> {
  const res = await call(contract.server, method, path, { token: person.token, body });
  await res.body?.cancel();
  return res.status;
}
