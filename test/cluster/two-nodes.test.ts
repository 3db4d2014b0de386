/**
 * Two API processes on one real Postgres behind a round-robin proxy (issue 11, item 8): an outbox
 * of edits replayed through both nodes applies exactly once, concurrent writes through both
 * keep the one-winner rule, log-in limits and the token secret are shared, a node killed with
 * SIGKILL mid-burst loses no acknowledged write, and SIGTERM drains a request in flight.
 *
 * Needs a Postgres: runs when DATABASE_URL is set (npm test's Postgres pass sets it from
 * TEST_DATABASE_URL, as CI does); skipped otherwise. It creates and drops a database of its own.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiNode } from './api-node';
import { startApiNode } from './api-node';
import type { RoundRobinProxy } from '../round-robin-proxy';
import { startRoundRobinProxy } from '../round-robin-proxy';

const serverUrl = process.env.DATABASE_URL || undefined;
const dbName = `depot_two_nodes_${randomBytes(5).toString('hex')}`;
const XSRF = 'two-nodes-xsrf';

interface Delivery {
  id: number;
  version: number;
  clientId: number | null;
  reference: string;
  instructions?: string | null;
  [key: string]: unknown;
}

let nodes: ApiNode[] = [];
let proxy: RoundRobinProxy;
let token = '';
let nodeEnv: Record<string, string> = {};

function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    'content-type': 'application/json',
    ...extra,
  };
}

async function send(base: string, method: string, path: string, body?: unknown, key?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: headers(key ? { 'idempotency-key': key } : {}),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function getDelivery(base: string, id: number): Promise<Delivery> {
  const res = await send(base, 'GET', `/api/deliveries/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Delivery }).data;
}

async function login(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, twofa: '', adminVersion: 'two-nodes' }),
  });
}

/** A new delivery like `template`, with its own reference and order number. */
/** A new pending delivery like the template, with nothing of the template's outcome, drop or trail (the server keeps those). */
function newDelivery(template: Delivery, reference: string): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, historical: _h, ...rest } = template;
  return {
    ...rest,
    status: 'pending',
    dropId: null,
    deliveredAt: null,
    failureReason: null,
    photos: [],
    statusHistory: [],
    reference,
    orderNumber: `ORD-${reference}`,
  };
}

describe.skipIf(!serverUrl)('two API nodes on one Postgres behind a round-robin proxy', () => {
  beforeAll(async () => {
    await admin(`create database "${dbName}"`);
    nodeEnv = {
      DATABASE_URL: databaseUrl(dbName),
      DEMO_DELIVERIES_PER_DAY: '40',
      TRUST_PROXY: '1',
      DATABASE_POOL_SIZE: '4',
    };
    // Both start at once on the empty database: migrations and the demo seed run once, under locks.
    nodes = await Promise.all([startApiNode(nodeEnv), startApiNode(nodeEnv)]);
    proxy = await startRoundRobinProxy(nodes.map((n) => n.url));
    const res = await login(proxy.url, 'admin@demo.test', 'demo1234');
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(
      nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.signal('SIGKILL')),
    );
    if (serverUrl) await admin(`drop database if exists "${dbName}" with (force)`);
  }, 60_000);

  it('seeded once although both nodes started on the empty database, and shares the token secret', async () => {
    const seededBy = nodes.filter((n) => n.output().includes('Seeded ')).length;
    expect(seededBy).toBe(1);
    // The token minted through one node is accepted by both.
    for (const node of nodes) expect((await send(node.url, 'GET', '/api/deliveries?limit=1')).status).toBe(200);
  });

  it('replays an outbox of edits, some sent twice through different nodes, exactly once', async () => {
    const list = (await (await send(proxy.url, 'GET', '/api/deliveries?limit=40&sort=id')).json()) as {
      data: Delivery[];
    };
    const outbox = list.data.map((d, i) => ({
      id: d.id,
      version: d.version,
      key: `outbox-${dbName}-${i}`,
      body: { version: d.version, instructions: `Outbox edit ${i}` },
    }));
    expect(outbox.length).toBe(40);

    // First pass through the proxy: edits of different records go out concurrently, alternating nodes.
    const first = await Promise.all(
      outbox.map((e) => send(proxy.url, 'PATCH', `/api/deliveries/${e.id}`, e.body, e.key)),
    );
    expect(first.map((r) => r.status)).toEqual(outbox.map(() => 200));
    const upstreams = first.map((r) => Number(r.headers.get('x-upstream')));
    expect(new Set(upstreams).size).toBe(2);
    const firstBodies = await Promise.all(first.map((r) => r.json()));

    // Lost acknowledgements: every other edit is sent again, straight to the node that did NOT apply it.
    const again = outbox.map((e, i) => ({ e, i })).filter(({ i }) => i % 2 === 0);
    const replays = await Promise.all(
      again.map(({ e, i }) =>
        send(nodes[1 - (upstreams[i] ?? 0)]?.url ?? '', 'PATCH', `/api/deliveries/${e.id}`, e.body, e.key),
      ),
    );
    for (const [n, res] of replays.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(await res.json()).toEqual(firstBodies[again[n]?.i ?? -1]);
    }

    for (const e of outbox) {
      const now = await getDelivery(proxy.url, e.id);
      expect(now.version).toBe(e.version + 1);
      expect(now.instructions).toBe(e.body.instructions);
    }
  });

  it('lets one of many concurrent writes to one version win, whichever node each reaches', async () => {
    const [target] = (
      (await (await send(proxy.url, 'GET', '/api/deliveries?limit=1&sort=-id')).json()) as { data: Delivery[] }
    ).data;
    if (!target) throw new Error('no delivery');
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(
          proxy.url,
          'PATCH',
          `/api/deliveries/${target.id}`,
          { version: target.version, instructions: `Writer ${i}` },
          `race-${dbName}-${i}`,
        ),
      ),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(new Set(attempts.map((r) => r.headers.get('x-upstream'))).size).toBe(2);
    expect((await getDelivery(proxy.url, target.id)).version).toBe(target.version + 1);
  });

  it('shares log-in limits: failures counted on one node also block the account on the other', async () => {
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++)
      limited = (await login(nodes[0]?.url ?? '', 'driver@demo.test', 'wrong-password')).status === 429;
    expect(limited).toBe(true);
    expect((await login(nodes[1]?.url ?? '', 'driver@demo.test', 'wrong-password')).status).toBe(429);
  });

  it('loses no acknowledged write when a node is killed with SIGKILL mid-burst, and applies each once', async () => {
    const [template] = (
      (await (await send(proxy.url, 'GET', '/api/deliveries?limit=1')).json()) as { data: Delivery[] }
    ).data;
    if (!template) throw new Error('no delivery');
    const run = randomBytes(3).toString('hex');
    const writes = Array.from({ length: 60 }, (_, i) => ({
      key: `kill-${run}-${i}`,
      reference: `KILL-${run}-${String(i).padStart(3, '0')}`,
    }));
    const acknowledged = new Map<string, number>();
    let killed = false;
    let refusedByDeadNode = 0;

    // Eight writers, each retrying its write with the same Idempotency-Key until acknowledged, as the outbox does.
    let next = 0;
    const writer = async (): Promise<void> => {
      for (let w = writes[next++]; w; w = writes[next++]) {
        for (let attempt = 0; attempt < 20; attempt++) {
          const res = await send(proxy.url, 'POST', '/api/deliveries', newDelivery(template, w.reference), w.key).catch(
            () => null,
          );
          if (res && res.status === 201) {
            acknowledged.set(w.reference, ((await res.json()) as { data: Delivery }).data.id);
            break;
          }
          if (res) await res.arrayBuffer();
          if (killed) refusedByDeadNode += 1;
        }
        if (acknowledged.size >= 15 && !killed) {
          killed = true;
          await nodes[1]?.signal('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));

    expect(killed).toBe(true);
    expect(refusedByDeadNode).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(writes.length);
    // Every acknowledged write is there, once: one record per reference, with the acknowledged id.
    const res = await send(nodes[0]?.url ?? '', 'GET', `/api/deliveries?limit=-1&reference=KILL-${run}-`);
    const stored = ((await res.json()) as { data: Delivery[] }).data;
    expect(stored.map((d) => d.reference).sort()).toEqual(writes.map((w) => w.reference));
    for (const d of stored) expect(acknowledged.get(d.reference)).toBe(d.id);
  });

  it('drains on SIGTERM: readiness 503, no new connections, the request in flight completes and commits', async () => {
    const node = await startApiNode({ ...nodeEnv, SHUTDOWN_DELAY_MS: '1500' });
    nodes.push(node);
    const [target] = (
      (await (await send(node.url, 'GET', '/api/deliveries?limit=1&sort=id')).json()) as { data: Delivery[] }
    ).data;
    if (!target) throw new Error('no delivery');
    const body = JSON.stringify({ version: target.version, instructions: 'Written while draining' });
    const port = Number(new URL(node.url).port);

    // A PATCH whose body arrives in two halves: in flight from its headers until the second half.
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `/api/deliveries/${target.id}`,
      headers: { ...headers(), 'content-length': String(Buffer.byteLength(body)) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    node.child.kill('SIGTERM');
    let readiness = 0;
    for (let i = 0; i < 100 && readiness !== 503; i++) {
      readiness = await fetch(`${node.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (readiness !== 503) await new Promise((r) => setTimeout(r, 50));
    }
    expect(readiness).toBe(503);
    // Wait until the listener is closed (new connections refused), then finish the request.
    let refused = false;
    for (let i = 0; i < 200 && !refused; i++) {
      refused = await fetch(`${node.url}/api/health`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);
    inFlight.end(body.slice(10));

    const result = await answered;
    expect(result.status, result.text).toBe(200);
    expect(await node.exited).toBe(0);
    expect(node.output()).toContain('Stopped.');
    const after = await getDelivery(nodes[0]?.url ?? '', target.id);
    expect(after.instructions).toBe('Written while draining');
    expect(after.version).toBe(target.version + 1);
  });
});
