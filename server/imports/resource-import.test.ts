import { describe, expect, it } from 'vitest';
import { CLIENT_A } from '../testing/fixture';
import { call, json, signedInApp } from '../testing/helpers';

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

  it('checks every line against the database as a create does (references, unique sets), names each refused line and imports nothing', async () => {
    const header = 'storeNumber,name,address,suburb,postcode,stateId,phone,opensAt,closesAt,openDays,skillIds,active';
    const line = (n: string, stateId = '') => `${n},Store ${n},1 Main St,Glebe,2037,${stateId},,09:00,17:00,,,yes`;
    const upload = (lines: string[]) =>
      call(fx.server, 'POST', '/api/import/rdsStores', {
        token: fx.tokens.admin,
        body: { clientId: CLIENT_A, csv: [header, ...lines].join('\n') },
      });
    const count = async () =>
      (
        await json<{ count: number }>(
          await call(fx.server, 'GET', '/api/rds/store?limit=0&q=IMP', { token: fx.tokens.admin }),
        )
      ).count;
    const res = await upload([line('IMP1'), line('IMP1'), line('IMP2', '999'), line('IMP3')]);
    expect(res.status).toBe(422);
    const body = await json<{
      errors: { code: string; displayMessage: string }[];
      lineErrors: { line: number; message: string }[];
    }>(res);
    expect(body.errors[0]).toMatchObject({
      code: 'IMPORT_REJECTED',
      displayMessage: 'Nothing was imported: 2 lines were refused.',
    });
    expect(body.lineErrors).toEqual([
      { line: 3, message: 'storeNumber: Another store already has this clientId and storeNumber.' },
      { line: 4, message: 'stateId: There is no state 999.' },
    ]);
    expect(await count()).toBe(0);
    const good = await upload([line('IMP1'), line('IMP2')]);
    expect(good.status, await good.clone().text()).toBe(201);
    expect(await count()).toBe(2);
  });
});
