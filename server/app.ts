/**
 * The API application: `createApp({ db, config })` returns a Hono app whose `/api` routes are
 * composed from sub-apps (auth, resources, dashboard, health). main.ts adds static serving and
 * a port; tests call `app.request()` directly.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { authRoutes } from './auth/routes';
import { sessionMiddleware } from './auth/session';
import { loadTokenSecret } from './auth/tokens';
import type { AppConfig } from './config';
import { dashboardRoutes } from './dashboard/routes';
import type { Database } from './db/database';
import { bodyLimits } from './http/body';
import type { AppEnv, Services } from './http/context';
import { ApiHttpError, errorBody, newReference } from './http/errors';
import { testHookRoutes } from './http/test-hooks';
import { xsrfCheck, xsrfCookie } from './http/xsrf';
import { imageRoutes } from './images/routes';
import { resourceRoutes } from './resources/routes';
import { IMPORT_PATH, importRoutes } from './imports/routes';
import { resourceImportRoutes } from './imports/resource-import';

export interface CreateAppOptions {
  db: Database;
  config: AppConfig;
}

function healthRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    await services.secret();
    return c.json({ status: 'ok', database: services.db.kind });
  });
  return app;
}

export function createServices({ db, config }: CreateAppOptions): Services {
  let secret: Promise<string> | null = null;
  return {
    db,
    config,
    secret: () => {
      secret ??= loadTokenSecret(db, config.tokenSecret).catch((error: unknown) => {
        secret = null;
        throw error;
      });
      return secret;
    },
  };
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const services = createServices(options);
  const api = new Hono<AppEnv>();
  api.use('*', bodyLimits);
  api.use('*', xsrfCheck({ exemptPrefixes: options.config.e2eHooks ? ['/api/test/'] : [] }));
  api.use('*', sessionMiddleware(services));
  api.route('/', healthRoutes(services));
  api.route('/', authRoutes(services));
  api.route('/', dashboardRoutes(services));
  api.route('/', imageRoutes(services));
  api.route('/', resourceImportRoutes(services));
  api.route('/', resourceRoutes(services));
  if (options.config.e2eHooks) api.route('/test', testHookRoutes(services));

  const app = new Hono<AppEnv>();
  // A day of deliveries is megabytes of JSON; gzip cuts it about tenfold for tablets on 4G.
  app.use('*', compress());
  app.use('*', xsrfCookie);
  app.route(IMPORT_PATH, importRoutes(services));
  app.route('/api', api);
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(errorBody(new ApiHttpError(404, 'NO_ROUTE', 'There is no such API route.')), 404) : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiHttpError) return c.json(errorBody(error), error.status);
    const reference = newReference();
    console.error(`[error ${reference}] ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(new ApiHttpError(500, 'SERVER_ERROR', 'Something went wrong on the server.'), reference), 500);
  });
  return app;
}
