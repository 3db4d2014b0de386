import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { flushKnownTotals, knownTotal, rememberTotal, totalKey } from './known-totals';
import { openDb } from './open-db';

describe("the server's last known totals", () => {
  it('are kept per request, whatever its page or sort', async () => {
    const day = { filters: { date: '2026-11-27', status: 'failed' } };
    expect(totalKey('deliveries', { ...day, limit: 500, offset: 500, sort: '-id' })).toBe(totalKey('deliveries', day));
    expect(totalKey('deliveries', { filters: { status: 'failed', date: '2026-11-27' } })).toBe(
      totalKey('deliveries', day),
    );
    expect(totalKey('deliveries', { filters: { date: '2026-11-27' } })).not.toBe(totalKey('deliveries', day));

    rememberTotal('deliveries', { ...day, limit: 0 }, 45, 1000);
    expect(await knownTotal('deliveries', { ...day, limit: 50 })).toEqual({ count: 45, at: 1000 });
    await flushKnownTotals();
    expect((await (await openDb()).meta.get(totalKey('deliveries', day)))?.value).toEqual({ count: 45, at: 1000 });
    expect(await knownTotal('deliveries', day)).toEqual({ count: 45, at: 1000 });
    expect(await knownTotal('runs', day)).toBeNull();
  });
});
