/**
 * Issue 11 item 7: one request id per request, equal to the error reference; secrets redacted; level configurable.
 * @pglite-only: logging reads no SQL of its own.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signedInApp, XSRF } from '../testing/helpers';
import { createLogger } from './index';

const fx = signedInApp();

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { lines, app: createApp({ db: fx.server.db, config: fx.server.config, logger }) };
}

describe('structured logs', () => {
  it('logs one JSON line per request with the id that error bodies use as their reference', async () => {
    const { lines, app } = capture();
    const res = await app.request('/api/deliveries/1');
    expect(res.status).toBe(401);
    const body = (await res.json()) as { errors: { reference: string }[] };
    const id = res.headers.get('x-request-id');
    expect(body.errors[0]?.reference).toBe(id);
    expect(lines.filter((l) => l.requestId === id)).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/deliveries/1', status: 401 }),
    ]);
    const other = await app.request('/api/health');
    expect(other.headers.get('x-request-id')).not.toBe(id);
  });

  it('redacts passwords, tokens and secrets wherever they appear', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    logger.info(
      {
        password: 'pw-1',
        body: { password: 'pw-2', twofa: '123456', access_token: 'tok-1' },
        req: { headers: { authorization: 'Bearer tok-2', cookie: 'depot-session=tok-3' } },
        twofaSecret: 'JBSW',
      },
      'x',
    );
    logger.child({ requestId: 'R' }).warn({ user: { flexToken: 'ft', secret: 's3' } }, 'y');
    const text = lines.join('\n');
    for (const secret of ['pw-1', 'pw-2', '123456', 'tok-1', 'tok-2', 'tok-3', 'JBSW', '"ft"', 's3'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('never logs the credentials of a log-in request, and honours the level', async () => {
    const { lines, app } = capture('debug');
    await app.request('/api/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}` },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    });
    expect(JSON.stringify(lines)).not.toContain('demo1234');
    expect(lines.length).toBeGreaterThan(0);
    const quiet = capture('warn');
    await quiet.app.request('/api/health');
    expect(quiet.lines).toEqual([]);
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'error';
    expect(createLogger().level).toBe('error');
    process.env.LOG_LEVEL = previous;
    if (previous === undefined) delete process.env.LOG_LEVEL;
  });
});
