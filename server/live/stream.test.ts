/**
 * The stream of notices (routes.ts, bus.ts): the current position at once, a notice after a
 * commit for a resource the user lists (none for one it does not), the session asked again at
 * each heartbeat (the stream ends at logout), and the health figures.
 */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { feedState } from '../db/change-feed';
import type { Executor } from '../db/database';
import { table } from '../db/resource-tables';
import { loadUser, sessionMiddleware } from '../auth/session';
import { signToken, TOKEN_HOURS, tokenVersion } from '../auth/tokens';
import { createServices } from '../app';
import type { AppEnv } from '../http/context';
import { call, json, login, signedInApp, TEST_SECRET } from '../testing/helpers';
import { parseNotice } from './bus';
import { liveRoutes, readableScopes } from './routes';

const fx = signedInApp('admin', 'driver');

/** Reads SSE events off a response body: `next()` resolves with the next event's name and data. */
function events(res: Response): { next(): Promise<{ event: string; data: string }>; cancel(): Promise<void> } {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          const field = (name: string): string =>
            block
              .split('\n')
              .filter((l) => l.startsWith(`${name}: `))
              .map((l) => l.slice(name.length + 2))
              .join('\n');
          return { event: field('event'), data: field('data') };
        }
        const chunk = await reader.read();
        if (chunk.done) return { event: 'closed', data: '' };
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

const touch = (db: Executor = fx.server.db) =>
  db.query(
    sql`update ${table(deliveries)} set version = version + 1 where id = (select min(id) from ${table(deliveries)})`,
  );

describe('GET /api/changes/stream', () => {
  it('says the current position at once, then each commit of a resource the user lists', async () => {
    const res = await call(fx.server, 'GET', '/api/changes/stream', { token: fx.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = events(res);
    const start = (await feedState(fx.server.db)).position;
    expect(await stream.next()).toEqual({ event: 'position', data: String(start) });
    await touch();
    expect(await stream.next()).toEqual({ event: 'position', data: String(start + 1) });
    await fx.server.db.transaction(async (tx) => {
      await touch(tx);
      await tx.query(sql`update ${table(deliveries)} set version = version + 1`);
    });
    const after = (await feedState(fx.server.db)).position;
    expect(await stream.next()).toEqual({ event: 'position', data: String(after) });
    const health = await json<{ data: { streams: number; position: number; lagMs: { p95: number } | null } }>(
      await call(fx.server, 'GET', '/api/changes/health', { token: fx.tokens.admin }),
    );
    expect(health.data.streams).toBeGreaterThanOrEqual(1);
    expect(health.data.position).toBe(after);
    expect(health.data.lagMs?.p95).toBeTypeOf('number');
    await stream.cancel();
  });

  it('sends no notice for a resource the user does not list', async () => {
    const driver = await loadUser(fx.server.db, { email: 'driver@demo.test' });
    if (!driver) throw new Error('no driver');
    const readable = await readableScopes(fx.server.db, driver);
    expect(readable.has('users')).toBe(false);
    let listed = '';
    for (const name of readable.keys()) {
      const [row] = await fx.server.db.query(sql`select 1 from ${sql.identifier(`r_${name}`)} limit 1`).catch(() => []);
      if (row) listed = name;
    }
    expect(listed).not.toBe('');
    const stream = events(await call(fx.server, 'GET', '/api/changes/stream', { token: fx.tokens.driver }));
    const start = Number((await stream.next()).data);
    await fx.server.db.query(sql`update r_users set version = version + 1 where id = (select min(id) from r_users)`);
    await fx.server.db.query(
      sql`update ${sql.identifier(`r_${listed}`)} set version = version + 1 where id = (select min(id) from ${sql.identifier(`r_${listed}`)})`,
    );
    // the users change (start + 1) is not announced; the next notice is the later commit's
    expect(await stream.next()).toEqual({ event: 'position', data: String(start + 2) });
    await stream.cancel();
  });

  it('ends at logout (the session is asked again at each heartbeat)', async () => {
    const services = createServices({ db: fx.server.db, config: fx.server.config });
    const app = new Hono<AppEnv>();
    app.use('*', sessionMiddleware(services));
    app.route('/api', liveRoutes(services, { heartbeatMs: 30 }));
    const token = await login(fx.server, 'admin@demo.test');
    const stream = events(await app.request('/api/changes/stream', { headers: { authorization: `Bearer ${token}` } }));
    expect((await stream.next()).event).toBe('position');
    const out = await call(fx.server, 'POST', '/api/logout', { token });
    expect(out.status).toBeLessThan(300);
    expect(await stream.next()).toEqual({ event: 'end', data: 'session' });
    expect((await stream.next()).event).toBe('closed');
  });
});

describe('the stream at the token’s expiry', () => {
  it('ends when the token expires, not at the next heartbeat', async () => {
    const services = createServices({ db: fx.server.db, config: fx.server.config });
    const app = new Hono<AppEnv>();
    app.use('*', sessionMiddleware(services));
    // a heartbeat longer than the test: only the expiry can end the stream in time
    app.route('/api', liveRoutes(services, { heartbeatMs: 3_600_000 }));
    const user = await loadUser(fx.server.db, { email: 'admin@demo.test' });
    if (!user) throw new Error('no admin');
    // signed so that it expires about a second from now
    const token = await signToken(
      TEST_SECRET,
      user.id,
      await tokenVersion(fx.server.db, user.id),
      Date.now() - TOKEN_HOURS * 3600_000 + 1500,
    );
    const stream = events(await app.request('/api/changes/stream', { headers: { authorization: `Bearer ${token}` } }));
    expect((await stream.next()).event).toBe('position');
    expect(await stream.next()).toEqual({ event: 'end', data: 'session' });
    expect((await stream.next()).event).toBe('closed');
  });
});

describe('parseNotice', () => {
  it('reads position, commit time and resources; refuses anything else', () => {
    expect(parseNotice('42:1000:deliveries,runs', 1250)).toEqual({
      position: 42,
      resources: ['deliveries', 'runs'],
      lagMs: 250,
    });
    expect(parseNotice('nonsense')).toBeNull();
  });
});
