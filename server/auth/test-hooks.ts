/** Routes for the E2E suite, mounted only when config.e2eHooks is on (E2E_HOOKS=1). */
import { Hono } from 'hono';
import { resetLoginLimits } from './rate-limit';
import type { AppEnv, Services } from '../http/context';

export function testHookRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/reset-rate-limits', async (c) => {
    await resetLoginLimits(services.db);
    return c.json({ data: { reset: true } });
  });
  return app;
}
