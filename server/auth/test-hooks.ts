/** Routes for the E2E suite, mounted only when config.e2eHooks is on (E2E_HOOKS=1). */
import { Hono } from 'hono';
import { readJsonObject } from '../http/body';
import type { AppEnv, Services } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { resetLoginLimits } from './rate-limit';
import { loadUser } from './session';
import { mintFlexToken, tokenVersion } from './tokens';

export function testHookRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/reset-rate-limits', async (c) => {
    await resetLoginLimits(services.db);
    return c.json({ data: { reset: true } });
  });
  /** A flex log-in token for `{ email }`, as the embedding integration would mint it (test/e2e/flex-login.spec.ts). */
  app.post('/flex-token', async (c) => {
    const body = await readJsonObject(c);
    const user = typeof body.email === 'string' ? await loadUser(services.db, { email: body.email }) : null;
    if (!user)
      throw new ApiHttpError(400, 'INVALID_FIELDS', 'No such user.', {
        fields: [{ field: 'email', message: 'No such user.' }],
      });
    const token = await mintFlexToken(await services.secret(), user.id, await tokenVersion(services.db, user.id));
    return c.json({ data: { flexToken: token } });
  });
  return app;
}
