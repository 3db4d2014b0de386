import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signedInApp } from '../testing/helpers';

const fx = signedInApp();

describe('GET /api/ready', () => {
  it('is 200 without a session when the database answers and migrations are applied', async () => {
    const res = await fx.server.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 while the process drains for shutdown', async () => {
    let draining = false;
    const app = createApp({ db: fx.server.db, config: fx.server.config, lifecycle: { draining: () => draining } });
    expect((await app.request('/api/ready')).status).toBe(200);
    draining = true;
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'draining' });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('is 503 while a migration of this build is missing', async () => {
    await fx.server.db.query(sql`delete from schema_migrations where id = '002_revoked_tokens'`);
    try {
      const res = await fx.server.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'migrations-pending' });
    } finally {
      await fx.server.db.query(sql`insert into schema_migrations (id) values ('002_revoked_tokens')`);
    }
  });
});
