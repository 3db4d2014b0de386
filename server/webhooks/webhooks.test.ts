import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toNumber } from '../db/database';
import { call, json, signedInApp } from '../testing/helpers';
import { OUTBOX_GATEWAY, notify } from '../messaging/notifier';
import { BACKOFF_SECONDS, collectEvents, deliverDue, endpointProblem } from './sender';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './signing';

const fx = signedInApp('developer', 'admin', 'client-admin');
const SECRET = 'whsec-test-0123456789abcdefghij';

interface Hook {
  id: number;
  secret: string;
  url: string;
}

function webhookBody(url: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Test receiver',
    url,
    deliveryStatusChanged: true,
    runCompleted: false,
    active: true,
    secret: SECRET,
    ...extra,
  };
}

/** A receiver on the loopback address that answers the given statuses in turn and checks each signature. */
interface Receiver {
  url: string;
  verdicts: string[];
  bodies: string[];
  close(): Promise<void>;
}

async function receiver(statuses: number[]): Promise<Receiver> {
  const verdicts: string[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      const ts = req.headers[TIMESTAMP_HEADER.toLowerCase()];
      const sig = req.headers[SIGNATURE_HEADER.toLowerCase()];
      verdicts.push(verifySignature(SECRET, body, String(ts), String(sig)));
      res.statusCode = statuses[Math.min(bodies.length - 1, statuses.length - 1)] ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    verdicts,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const savedEnv = { ...process.env };
afterEach(() => {
  process.env.WEBHOOKS_ALLOW_INTERNAL = savedEnv.WEBHOOKS_ALLOW_INTERNAL;
  process.env.E2E_HOOKS = savedEnv.E2E_HOOKS;
  if (savedEnv.WEBHOOKS_ALLOW_INTERNAL === undefined) delete process.env.WEBHOOKS_ALLOW_INTERNAL;
  if (savedEnv.E2E_HOOKS === undefined) delete process.env.E2E_HOOKS;
});

beforeAll(() => {
  delete process.env.E2E_HOOKS;
  delete process.env.WEBHOOKS_ALLOW_INTERNAL;
});

describe('registering a webhook', () => {
  it.each([
    ['http://127.0.0.1:9000/hook', 'public internet'],
    ['https://localhost/hook', 'public internet'],
    ['https://10.1.2.3/hook', 'public internet'],
    ['https://169.254.169.254/latest/meta-data', 'public internet'],
    ['https://[::1]/hook', 'public internet'],
    ['https://[fd00::1]/hook', 'public internet'],
    ['https://2130706433/hook', 'public internet'],
    ['ftp://hooks.example.com/x', 'https://'],
    ['not a url', 'full address'],
  ])('refuses %s with a 422 on url', async (url, words) => {
    const res = await call(fx.server, 'POST', '/api/d/webhooks', {
      token: fx.tokens.developer,
      body: { ...webhookBody(url), clientId: 8 },
    });
    expect(res.status).toBe(422);
    const body = await json<{ errors: { field?: string; displayMessage: string }[]; fields?: unknown }>(res);
    expect(JSON.stringify(body)).toContain(words);
    expect(JSON.stringify(body)).toContain('"url"');
  });

  it('refuses a short secret, keeps a good one apart and never returns it', async () => {
    const short = await call(fx.server, 'POST', '/api/d/webhooks', {
      token: fx.tokens.developer,
      body: { ...webhookBody('https://hooks.example.com/depot'), secret: 'short', clientId: 8 },
    });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('"secret"');

    const res = await call(fx.server, 'POST', '/api/d/webhooks', {
      token: fx.tokens.developer,
      body: { ...webhookBody('https://hooks.example.com/depot'), clientId: 8 },
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    const { data } = JSON.parse(text) as { data: Hook };
    expect(data.secret).toBe(`•••• ${SECRET.slice(-4)}`);
    const read = await call(fx.server, 'GET', `/api/d/webhooks?limit=-1`, { token: fx.tokens.developer });
    expect(await read.text()).not.toContain(SECRET);
    const [kept] = await fx.server.db.query<{ secret: string }>(
      sql`select secret from webhook_secrets where webhook_id = ${data.id}`,
    );
    expect(kept?.secret).toBe(SECRET);
    // a later write cannot swap the secret
    const patch = await call(fx.server, 'PATCH', `/api/d/webhooks/${data.id}`, {
      token: fx.tokens.developer,
      body: { version: 1, secret: 'another-secret-that-is-long-enough' },
    });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    expect(patch.status).toBeLessThan(500);
    const [still] = await fx.server.db.query<{ secret: string }>(
      sql`select secret from webhook_secrets where webhook_id = ${data.id}`,
    );
    expect(still?.secret).toBe(SECRET);
  });

  it('checks where a name points before posting: a public name resolving into a private network is refused', async () => {
    const policy = { requireHttps: false, allowInternal: false };
    expect(await endpointProblem('https://hooks.example.com/x', { policy, resolve: async () => ['10.0.0.7'] })).toMatch(
      /private network/,
    );
    expect(
      await endpointProblem('https://hooks.example.com/x', { policy, resolve: async () => ['93.184.216.34'] }),
    ).toBeNull();
  });
});

describe('posting events', () => {
  let hookId = 0;
  let rx: Receiver;

  beforeAll(async () => {
    rx = await receiver([500, 200]);
  });
  afterAll(async () => {
    await rx.close();
  });

  it('signs the post, retries a failure after the backoff, and lists every attempt', async () => {
    process.env.WEBHOOKS_ALLOW_INTERNAL = '1';
    const db = fx.server.db;
    const [delivery] = await db.query<{ id: unknown; client_id: unknown }>(
      sql`select id, client_id from r_deliveries where client_id is not null order by id limit 1`,
    );
    const clientId = toNumber(delivery?.client_id);
    const res = await call(fx.server, 'POST', '/api/d/webhooks', {
      token: fx.tokens.developer,
      body: { ...webhookBody(rx.url), clientId },
    });
    expect(res.status).toBe(201);
    hookId = (await json<{ data: Hook }>(res)).data.id;

    await db.transaction((tx) => collectEvents(tx)); // the first run only sets the cursor
    await db.query(sql`insert into record_history (resource, record_id, field, from_value, to_value, made_at, arrived_at, user_id, user_name, source)
      values ('deliveries', ${toNumber(delivery?.id)}, 'status', '"loaded"', '"in-transit"', now(), now(), null, 'Test', 'console')`);
    await db.transaction((tx) => collectEvents(tx));
    const queued = await db.query<{ id: unknown }>(
      sql`select id from webhook_deliveries where webhook_id = ${hookId} and status = 'pending'`,
    );
    expect(queued).toHaveLength(1);

    const policy = { requireHttps: false, allowInternal: true };
    const start = Date.now();
    expect(await db.transaction((tx) => deliverDue(tx, { policy, now: () => start }))).toBe(0);
    // not due again before the backoff
    expect(await db.transaction((tx) => deliverDue(tx, { policy, now: () => start + 1000 }))).toBe(0);
    const later = start + ((BACKOFF_SECONDS[0] ?? 60) + 1) * 1000;
    expect(await db.transaction((tx) => deliverDue(tx, { policy, now: () => later }))).toBe(1);

    expect(rx.verdicts).toEqual(['ok', 'ok']);
    const payload = JSON.parse(rx.bodies[0] ?? '{}') as { event: string; delivery: { to: string } };
    expect(payload).toMatchObject({ event: 'delivery.status_changed', delivery: { to: 'in-transit' } });
    const attempts = await db.query<{ attempt: unknown; http_status: unknown }>(sql`select a.attempt, a.http_status
      from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.webhook_id = ${hookId} order by a.attempt`);
    expect(attempts.map((a) => [toNumber(a.attempt), toNumber(a.http_status)])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const [state] = await db.query<{ status: string }>(
      sql`select status from webhook_deliveries where webhook_id = ${hookId}`,
    );
    expect(state?.status).toBe('delivered');
    const hook = await call(fx.server, 'GET', `/api/d/webhooks/${hookId}`, { token: fx.tokens.developer });
    expect((await json<{ data: { failedAttempts: number } }>(hook)).data.failedAttempts).toBe(0);
  });

  it('refuses a post replayed outside five minutes', () => {
    const body = rx.bodies[0] ?? '';
    expect(verifySignature(SECRET, body, String(Math.floor(Date.now() / 1000) - 301), 'v1=00')).toBe('stale');
    expect(verifySignature(SECRET, `${body} `, String(Math.floor(Date.now() / 1000)), 'v1=00')).toBe('bad-signature');
  });
});

describe('the notifier', () => {
  it('never sends to a blocked number or an unsubscribed address, and sends the rest to the outbox', async () => {
    const db = fx.server.db;
    const block = await call(fx.server, 'POST', '/api/messaging/sms-block', {
      token: fx.tokens.admin,
      body: { phone: '0499 000 111', reason: 'customer-request', note: null },
    });
    expect(block.status).toBe(201);
    expect((await json<{ data: { phone: string } }>(block)).data.phone).toBe('+61499000111');
    const bad = await call(fx.server, 'POST', '/api/messaging/sms-block', {
      token: fx.tokens.admin,
      body: { phone: 'call me', reason: 'customer-request', note: null },
    });
    expect(bad.status).toBe(422);
    const unsub = await call(fx.server, 'POST', '/api/messaging/email-unsubscribes', {
      token: fx.tokens.admin,
      body: { email: 'Someone@Example.com', source: 'unsubscribe-link', note: null },
    });
    expect(unsub.status).toBe(201);

    const before = toNumber((await db.query<{ n: unknown }>(sql`select count(*) as n from message_outbox`))[0]?.n);
    expect(await notify(db, OUTBOX_GATEWAY, { channel: 'sms', to: '+61 499 000 111', body: 'Hi' })).toBe('blocked');
    expect(await notify(db, OUTBOX_GATEWAY, { channel: 'email', to: 'someone@example.COM', body: 'Hi' })).toBe(
      'unsubscribed',
    );
    const none = toNumber((await db.query<{ n: unknown }>(sql`select count(*) as n from message_outbox`))[0]?.n);
    expect(none).toBe(before);
    expect(await notify(db, OUTBOX_GATEWAY, { channel: 'sms', to: '0499 000 222', body: 'Hi' })).toBe('sent');
    const sent = await db.query<{ recipient: string }>(
      sql`select recipient from message_outbox order by id desc limit 1`,
    );
    expect(sent[0]?.recipient).toBe('+61499000222');
  });
});
