import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { TestServer } from '../testing/helpers';
import { startTestServer } from '../testing/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/ready', () => {
  it('is 200 without a session when the database answers and migrations are applied', async () => {
    const res = await server.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 while the process drains for shutdown', async () => {
    let draining = false;
    const app = createApp({ db: server.db, config: server.config, lifecycle: { draining: () => draining } });
    expect((await app.request('/api/ready')).status).toBe(200);
    draining = true;
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'draining' });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('is 503 while a migration of this build is missing', async () => {
    await server.db.query(sql`delete from schema_migrations where id = '002_revoked_tokens'`);
    try {
      const res = await server.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'migrations-pending' });
    } finally {
      await server.db.query(sql`insert into schema_migrations (id) values ('002_revoked_tokens')`);
    }
  });
});
