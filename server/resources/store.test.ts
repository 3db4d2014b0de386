import { describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { signedInApp } from '../testing/helpers';
import { parseListQuery } from './query';
import { insertRecord, listRecords, listRecordsJson } from './store';

const fx = signedInApp();

const everything = { clientIds: null, owner: null };

describe('list pages as JSON text from Postgres', () => {
  it('match the records the server builds itself, meta fields first, for every page shape', async () => {
    for (const params of [
      {},
      { limit: '5', offset: '3', sort: '-boxCount' },
      { limit: '-1', includeHistorical: 'true' },
      { limit: '0' },
      { date: '2026-11-21', sort: 'reference' },
    ]) {
      const query = parseListQuery(deliveries, params);
      const parsed = await listRecords(fx.server.db, deliveries, everything, query);
      const text = await listRecordsJson(fx.server.db, deliveries, everything, query);
      expect(text.count).toBe(parsed.count);
      const fromText = JSON.parse(text.json) as Record<string, unknown>[];
      expect(fromText).toEqual(parsed.data);
      for (const record of fromText)
        expect(Object.keys(record).slice(0, 6)).toEqual([
          'id',
          'version',
          'clientId',
          'historical',
          'createdAt',
          'updatedAt',
        ]);
    }
  });

  it('never lets a document shadow a meta field, and keeps an empty document valid', async () => {
    const shadow = await insertRecord(fx.server.db, deliveries, {
      clientId: 8,
      historical: false,
      data: { reference: 'SHADOW', date: '2026-11-23', id: -5, version: 99, createdAt: 'never' },
    });
    await insertRecord(fx.server.db, deliveries, { clientId: 8, historical: false, data: { date: '2026-11-24' } });
    for (const date of ['2026-11-23', '2026-11-24']) {
      const query = parseListQuery(deliveries, { date });
      const text = JSON.parse((await listRecordsJson(fx.server.db, deliveries, everything, query)).json) as Record<
        string,
        unknown
      >[];
      expect(text).toEqual((await listRecords(fx.server.db, deliveries, everything, query)).data);
      expect(text).toHaveLength(1);
    }
    const [row] = JSON.parse(
      (await listRecordsJson(fx.server.db, deliveries, everything, parseListQuery(deliveries, { date: '2026-11-23' })))
        .json,
    ) as Record<string, unknown>[];
    expect(row).toMatchObject({ id: shadow.id, version: 1, createdAt: shadow.createdAt, reference: 'SHADOW' });
  });
});
