/**
 * Structured logs (pino, JSON lines on stdout). One logger per process, level from LOG_LEVEL
 * (trace/debug/info/warn/error/fatal/silent; default info, silent under Vitest). Credentials
 * never reach a log line: the paths below are censored wherever they appear (request headers,
 * bodies, error objects), two levels deep.
 *
 * `requestLog` gives every request an id (also the `reference` of any error body and the
 * `X-Request-Id` response header) and a child logger carrying it, and logs one line per request.
 */
import type { MiddlewareHandler } from 'hono';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { randomBytes } from 'node:crypto';

export type { Logger } from 'pino';

/** A request's id: the reference of its error bodies, its X-Request-Id and its log lines' requestId. */
export function newReference(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

const SECRET_KEYS = [
  'password',
  'newPassword',
  'token',
  'access_token',
  'accessToken',
  'authToken',
  'flexToken',
  'secret',
  'twofa',
  'twofaSecret',
  'twofa_secret',
  'password_hash',
  'authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  'idempotency-key',
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((k) => [`["${k}"]`, `*["${k}"]`, `*.*["${k}"]`]);

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'depot-api' } },
    options.destination,
  );
}

/** The process logger (main.ts, background jobs); requests log through `c.get('log')`. */
export const log: Logger = createLogger();

export interface LogVariables {
  requestId: string;
  log: Logger;
}

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: LogVariables }> {
  return async (c, next) => {
    const requestId = newReference();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) child.error(line, 'request failed');
    else child.info(line, 'request');
  };
}
