/**
 * Liveness and readiness for a load balancer in front of several API processes:
 * - `GET /api/health`: the process answers (liveness);
 * - `GET /api/ready`: 200 when the database answers and this build's migrations are applied,
 *   503 while the process drains for shutdown (so the balancer stops sending it new requests
 *   before it stops listening) or when the database does not answer.
 * Neither needs a session; neither touches user data.
 */
import { Hono } from 'hono';
import { isMigrated } from '../db/migrate';
import type { AppEnv, Services } from './context';

/** The process's own state, owned by main.ts; tests pass their own. */
export interface Lifecycle {
  draining(): boolean;
}

export const ALWAYS_RUNNING: Lifecycle = { draining: () => false };

export function readinessRoutes(services: Services, lifecycle: Lifecycle): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/ready', async (c) => {
    c.header('cache-control', 'no-store');
    if (lifecycle.draining()) return c.json({ status: 'draining' }, 503);
    const migrated = await isMigrated(services.db).catch(() => null);
    if (migrated === null) return c.json({ status: 'database-unavailable' }, 503);
    if (!migrated) return c.json({ status: 'migrations-pending' }, 503);
    return c.json({ status: 'ready', database: services.db.kind });
  });
  return app;
}
