/**
 * The API application: `createApp({ db, config })` returns a Hono app whose `/api` routes are
 * health, readiness and the routes of every domain (server/domains.ts, which also gives each
 * resource its write hooks). main.ts adds static serving and a port; tests call `app.request()`.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { sessionMiddleware } from './auth/session';
import { createLimiters } from './auth/rate-limit';
import { loadTokenSecret } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { isStatementTimeout } from './db/database';
import { hookLookup } from './domain/domain';
import { DELIVERY_CARRIERS, DOMAINS } from './domains';
import { bodyLimits, jsonGuard } from './http/body';
import { jsonCompress } from './http/json-compress';
import type { AppEnv, Services } from './http/context';
import { ApiHttpError, errorBody, isBadInputError } from './http/errors';
import type { Lifecycle } from './http/readiness';
import { ALWAYS_RUNNING, readinessRoutes } from './http/readiness';
import { securityHeaders } from './http/security-headers';
import { testHookRoutes } from './auth/test-hooks';
import { xsrfCheck, xsrfCookie } from './http/xsrf';
import { IMPORT_PATH, importRoutes } from './imports/routes';
import type { Logger } from './log/index';
import { log, requestLog } from './log/index';

export interface CreateAppOptions {
  db: Database;
  config: AppConfig;
  /** defaults to the process logger */
  logger?: Logger;
  /** draining state for GET /api/ready (main.ts); always running when omitted */
  lifecycle?: Lifecycle;
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
    limiters: createLimiters(db, config),
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
  // the cheap checks first: the body is read and parsed only for a request that passed them
  api.use('*', xsrfCheck({ exemptPrefixes: options.config.e2eHooks ? ['/api/test/'] : [] }));
  api.use('*', sessionMiddleware(services));
  api.use('*', jsonGuard);
  api.route('/', healthRoutes(services));
  api.route('/', readinessRoutes(services, options.lifecycle ?? ALWAYS_RUNNING));
  const hooksOf = hookLookup(DOMAINS);
  for (const domain of DOMAINS) if (domain.routes) api.route('/', domain.routes(services, hooksOf));
  if (options.config.e2eHooks) api.route('/test', testHookRoutes(services));

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(options.logger ?? log));
  // outermost but the log: every answer, static files and errors included, carries the headers
  app.use('*', securityHeaders(options.config));
  // A day of deliveries is megabytes of JSON; gzip cuts it about tenfold for tablets on 4G.
  app.use('*', compress());
  app.use('*', jsonCompress);
  app.use('*', xsrfCookie);
  app.route(IMPORT_PATH, importRoutes(services, DELIVERY_CARRIERS));
  app.route('/api', api);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody(new ApiHttpError(404, 'NO_ROUTE', 'There is no such API route.'), c.get('requestId')), 404)
      : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    // Every error body's reference is the request id, the key to this request's log lines.
    const reference = c.get('requestId');
    if (error instanceof ApiHttpError) return c.json(errorBody(error, reference), error.status, error.headers);
    // Last line of defence: a value the database refused as data is the caller's mistake, not ours.
    if (isBadInputError(error)) {
      c.get('log').warn({ err: error }, 'input refused by the database');
      return c.json(
        errorBody(
          new ApiHttpError(400, 'BAD_INPUT', 'A value in the request cannot be stored.', {
            fields: [{ field: 'body', message: 'A value cannot be stored.' }],
          }),
          reference,
        ),
        400,
      );
    }
    // a statement Postgres ended at STATEMENT_TIMEOUT_MS: the request asked too much at once
    if (isStatementTimeout(error)) {
      c.get('log').warn({ err: error, method: c.req.method, path: c.req.path }, 'statement timed out');
      return c.json(
        errorBody(
          new ApiHttpError(
            503,
            'STATEMENT_TIMEOUT',
            'The request took too long. Narrow the filters or ask for a page.',
          ),
          reference,
        ),
        503,
      );
    }
    c.get('log').error({ err: error, method: c.req.method, path: c.req.path }, 'unexpected error');
    return c.json(
      errorBody(new ApiHttpError(500, 'SERVER_ERROR', 'Something went wrong on the server.'), reference),
      500,
    );
  });
  return app;
}
