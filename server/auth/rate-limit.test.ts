/** Issue 11 item 5: budgets of expensive routes, kept by rate-limiter-flexible in the database. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/helpers';
import { XSRF, call, login, startTestServer } from '../testing/helpers';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ config: { importsPerMinute: 2, uploadsPerMinute: 2, errorReportsPerMinute: 2 } });
  for (const who of ['client-admin', 'admin']) tokens[who] = await login(server, `${who}@demo.test`);
});
afterAll(async () => {
  await server.close();
});

function upload(token: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' }));
  return Promise.resolve(
    server.app.request('/api/deliveries/1/file', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    }),
  );
}

describe('route budgets', () => {
  it('limits imports per user and answers 429 with Retry-After; another user has its own budget', async () => {
    const send = (who: string) =>
      call(server, 'POST', '/api/deliveries/import', {
        token: tokens[who],
        body: { fileName: 'x.csv', clientId: 8, csv: 'reference\n' },
      });
    expect((await send('client-admin')).status).not.toBe(429);
    expect((await send('client-admin')).status).not.toBe(429);
    const third = await send('client-admin');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('admin')).status).not.toBe(429);
    const rows = await server.db.query<{ key: string }>(
      sql`select key from rate_limits where key like 'route-imports:%'`,
    );
    expect(rows.length).toBe(2);
  });

  it('limits uploads per user and anonymous error reports per address', async () => {
    expect((await upload(tokens.admin ?? '')).status).toBe(201);
    expect((await upload(tokens.admin ?? '')).status).toBe(201);
    expect((await upload(tokens.admin ?? '')).status).toBe(429);
    const report = (address: string) =>
      call(server, 'POST', '/api/nv/system-error', { headers: { 'x-forwarded-for': address }, body: { uri: '/x' } });
    expect((await report('10.9.0.1')).status).toBe(201);
    expect((await report('10.9.0.1')).status).toBe(201);
    expect((await report('10.9.0.1')).status).toBe(429);
    expect((await report('10.9.0.2')).status).toBe(201);
  });
});
