import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { flushKnownTotals, knownTotal, rememberTotal, totalKey } from './known-totals';
import { totalQuery } from './list-params';
import { openDb } from './open-db';

describe("the server's last known totals", () => {
  it('are kept per request, whatever its page or sort', async () => {
    const day = { filters: { date: '2026-11-27', status: 'failed' } };
    expect(totalQuery({ ...day, limit: 500, offset: 500, sort: '-id' })).toBe(totalQuery(day));
    expect(totalQuery({ filters: { status: 'failed', date: '2026-11-27' } })).toBe(totalQuery(day));
    expect(totalQuery({ filters: { date: '2026-11-27' } })).not.toBe(totalQuery(day));

    rememberTotal('deliveries', totalQuery({ ...day, limit: 0 }), 45, 1000);
    expect(await knownTotal('deliveries', totalQuery({ ...day, limit: 50 }))).toEqual({ count: 45, at: 1000 });
    await flushKnownTotals();
    const row = await (await openDb()).meta.get(totalKey('deliveries', totalQuery(day)));
    expect(row?.value).toEqual({ count: 45, at: 1000 });
    expect(await knownTotal('deliveries', totalQuery(day))).toEqual({ count: 45, at: 1000 });
    expect(await knownTotal('runs', totalQuery(day))).toBeNull();
  });
});
