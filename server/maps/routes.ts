/**
 * GET /api/maps/config: the map settings the app needs, today the basemap style (MAP_STYLE_URL;
 * null means the built-in plain style of land and sea). Open to every signed-in user.
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';

export function mapRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/maps/config', (c) => {
    requireUser(c);
    return c.json({ data: { styleUrl: services.config.mapStyleUrl ?? null } });
  });
  return app;
}
