/** Bounded work per request (issue 33): `limit=-1` reads at most AppConfig.listAllMax rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/helpers';
import { call, json, login, startTestServer } from '../testing/helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ config: { listAllMax: 3 } });
  admin = await login(server, 'admin@demo.test');
});
afterAll(async () => {
  await server.close();
});

interface ListBody {
  data: { id: number }[];
  count: number;
  errors?: { code: string; field?: string }[];
}

describe('limit=-1 is bounded', () => {
  it('answers every match while there are at most listAllMax', async () => {
    const res = await call(server, 'GET', '/api/deliveries?limit=-1&id=1,2,3', { token: admin });
    expect(res.status).toBe(200);
    const body = await json<ListBody>(res);
    expect(body.count).toBe(3);
    expect(body.data).toHaveLength(3);
  });

  it('refuses with 400 naming limit when more match, and pages still reach every row', async () => {
    const all = await call(server, 'GET', '/api/deliveries?limit=-1', { token: admin });
    expect(all.status).toBe(400);
    expect((await json<ListBody>(all)).errors?.[0]).toMatchObject({ code: 'BAD_QUERY', field: 'limit' });
    const page = await call(server, 'GET', '/api/deliveries?limit=50&offset=0', { token: admin });
    expect(page.status).toBe(200);
    expect((await json<ListBody>(page)).count).toBeGreaterThan(3);
  });
});
