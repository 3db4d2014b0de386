import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/helpers';
import { call, login, startTestServer } from '../testing/helpers';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'admin@demo.test');
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/import/{resource}', () => {
  it('answers 404 for a declaration without an import screen, and leaves deliveries to their manifest route', async () => {
    for (const resource of ['boxSizes', 'deliveries', 'nothing']) {
      const res = await call(server, 'POST', `/api/import/${resource}`, { token, body: { csv: 'code,name\nS,Small' } });
      expect(res.status, resource).toBe(404);
    }
  });
});
