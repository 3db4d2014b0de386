import { describe, expect, it } from 'vitest';
import { call, signedInApp } from '../testing/helpers';

const fx = signedInApp('admin');

describe('POST /api/import/{resource}', () => {
  it('answers 404 for a declaration without an import screen, and leaves deliveries to their manifest route', async () => {
    for (const resource of ['boxSizes', 'deliveries', 'nothing']) {
      const res = await call(fx.server, 'POST', `/api/import/${resource}`, {
        token: fx.tokens.admin,
        body: { csv: 'code,name\nS,Small' },
      });
      expect(res.status, resource).toBe(404);
    }
  });
});
