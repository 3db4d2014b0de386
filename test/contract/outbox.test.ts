/**
 * Contract check 4: for every resource with a patchable editable field, an edit queued in the
 * outbox reaches the real server exactly once. The outbox's own fetch transport talks to the
 * Hono app (fetch is routed to `app.request`); the first answer is lost on the way back, as on a
 * dropped connection, so the replay sends the same edit again under the same idempotency key,
 * and the server must apply it once: the version goes up by exactly one and the value changes.
 */
import { SESSION_COOKIE } from '../../src/lib/session';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessUser, ResourceDef } from '../../src/resources';
import { can, fieldEntries, mayWriteField, resourceList } from '../../src/resources';
import { fieldSchema } from '../../src/resources/schema';
import { ConsoleDb, getDb, setDbForTests } from '../../src/offline/db';
import { fetchTransport } from '../../src/offline/outbox/fetch-transport';
import { replayOutbox, type Transport } from '../../src/offline/outbox/replay';
import { enqueue } from '../../src/offline/outbox/store';
import { XSRF, call, json } from '../../server/testing/helpers';
import { api, contextFor, recordInScope, startContract, type Contract, type Person, type Row } from './harness';

let contract: Contract;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(async () => {
  await contract?.close();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await getDb().delete();
  setDbForTests(null);
});

/** A changed value the field's own schema accepts, when the field can be patched by a plain value. */
function changedValue(def: ResourceDef, name: string, current: unknown): unknown {
  const meta = def.fields[name];
  if (!meta) return undefined;
  const candidates: unknown[] = [];
  if (meta.type === 'string' || meta.type === 'text') {
    const base = typeof current === 'string' ? current : '';
    candidates.push(`${base} contract`.slice(-(meta.maxLength ?? 200)).trim(), 'Contract');
  } else if (meta.type === 'integer' || meta.type === 'number') {
    const n = typeof current === 'number' ? current : (meta.min ?? 0);
    candidates.push(n + 1, n - 1);
  } else if (meta.type === 'boolean') candidates.push(current !== true);
  else if (meta.type === 'enum') candidates.push(...(meta.options ?? []).filter((o) => o !== current));
  return candidates.find((v) => v !== current && fieldSchema(meta).safeParse(v).success);
}

/** Field kinds tried first: plain text and numbers, which no workflow rule guards. */
const PREFERENCE: readonly string[] = ['string', 'text', 'integer', 'number', 'boolean', 'enum'];

interface Plan {
  person: Person;
  row: Row;
  field: string;
  value: unknown;
}

async function planFor(def: ResourceDef): Promise<Plan | null> {
  const editable = fieldEntries(def)
    .filter(([, m]) => m.editable && PREFERENCE.includes(m.type))
    .sort(([, a], [, b]) => PREFERENCE.indexOf(a.type) - PREFERENCE.indexOf(b.type));
  for (const person of contract.people) {
    const context = contextFor(contract, person.user);
    if (!can(person.user, def, 'patch', context)) continue;
    const first = await recordInScope(contract, def, person.user);
    if (!first) continue;
    // a few of its records: one may be closed to changes by its resource's rules (a received order's lines)
    const listed = await call(contract.server, 'GET', api(def, '?limit=20'), { token: person.token });
    const rows = listed.status === 200 ? (await json<{ data: Row[] }>(listed)).data : [];
    for (const row of [first, ...rows.filter((r) => r.id !== first.id)])
      for (const [field] of editable) {
        // a field this person may change on this record (a create-only field is not one)
        if (!mayWriteField(person.user, def, field, row, context).ok) continue;
        const value = changedValue(def, field, row[field]);
        if (value === undefined) continue;
        // a value the resource's own rules take (a phone number is normalised, a line's order must
        // still take changes): tried once directly and put back, so the outbox's edit is one the
        // server accepts and only the replay is under test
        const tried = await call(contract.server, 'PATCH', api(def, `/${row.id}`), {
          token: person.token,
          body: { [field]: value, version: row.version },
        });
        if (tried.status >= 300) continue;
        const changed = (await json<{ data: Row }>(tried)).data;
        const back = await call(contract.server, 'PATCH', api(def, `/${row.id}`), {
          token: person.token,
          body: { [field]: row[field] ?? null, version: changed.version },
        });
        if (back.status >= 300) continue;
        return { person, row: await current(person, def, row.id), field, value };
      }
  }
  return null;
}

function routeFetchToApp(token: string): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    // the browser (or the service worker) sends the HttpOnly session cookie the server set at log-in
    headers.set('cookie', `XSRF-TOKEN=${XSRF}; ${SESSION_COOKIE}=${token}`);
    return contract.server.app.request(`${url.pathname}${url.search}`, { ...init, headers });
  });
}

async function current(person: Person, def: ResourceDef, id: number): Promise<Row> {
  const res = await call(contract.server, 'GET', api(def, `/${id}`), { token: person.token });
  expect(res.status).toBe(200);
  return (await json<{ data: Row }>(res)).data;
}

const patchable = resourceList.filter((def) => def.access.patch && fieldEntries(def).some(([, m]) => m.editable));

describe('an outbox edit reaches the server exactly once', () => {
  it('covers some resources', () => {
    expect(patchable.length).toBeGreaterThan(0);
  });

  it.each(patchable.map((d) => d.name))('%s', async (name) => {
    const def = patchable.find((d) => d.name === name);
    if (!def) throw new Error(`no resource ${name}`);
    const plan = await planFor(def);
    if (!plan) throw new Error(`${name}: no demo user can patch an in-scope record with a plain editable field`);
    const { person, row, field, value } = plan;
    setDbForTests(new ConsoleDb(`contract-outbox-${name}`));
    routeFetchToApp(plan.person.token);

    const user: AccessUser = person.user;
    const entry = await enqueue({
      resource: name,
      recordId: row.id,
      baseVersion: row.version,
      method: 'PATCH',
      payload: { [field]: value },
      userId: user.id,
    });
    const sent: string[] = [];
    const real = fetchTransport('http://console.test/api', {
      sessionId: null,
      xsrf: XSRF,
      userId: user.id,
      savedAt: Date.now(),
    });
    let dropNext = true;
    const lossy: Transport = async (req) => {
      sent.push(req.idempotencyKey);
      const answer = await real(req);
      if (dropNext) {
        dropNext = false;
        return { status: 'network', error: 'the answer was lost' };
      }
      return answer;
    };

    const first = await replayOutbox({ transport: lossy, userId: user.id, force: true });
    expect(first.stopped).toBe('network');
    const second = await replayOutbox({ transport: lossy, userId: user.id, force: true });
    expect(second).toMatchObject({ sent: 1, failed: 0, conflicts: 0, rejected: 0 });

    expect(sent).toEqual([entry.key, entry.key]);
    expect(await getDb().outbox.count()).toBe(0);
    const after = await current(person, def, row.id);
    expect(after.version).toBe(row.version + 1);
    expect(after[field]).toEqual(value);
  });
});
