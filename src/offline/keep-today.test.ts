import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessUser } from '../resources/roles';
import type { OfflineDay } from './db';
import { openDb } from './open-db';

import {
  keepsToday,
  keepToday as keepTodayWith,
  keepTodayStore,
  resetKeepToday,
  KEEP_TODAY_REFRESH_MS,
} from './keep-today';
import type { downloadDay } from './offline-day';

const download = vi.fn<typeof downloadDay>();
const keepToday = (now: Date) => keepTodayWith(now, false, download);

const user = (role: AccessUser['role']): AccessUser => ({
  id: 1,
  role,
  clientId: null,
  clientIds: [],
  features: {},
  permissions: [],
});

const NOW = new Date('2026-11-27T09:00:00');
const stored = (storedAt: number): OfflineDay => ({
  id: '2026-11-27|all',
  date: '2026-11-27',
  scope: {},
  label: 'Today',
  counts: { deliveries: 1978, runs: 40 },
  bytes: 3_000_000,
  storedAt,
});

describe("today kept on a supervisor's device", () => {
  beforeEach(async () => {
    resetKeepToday();
    download.mockReset();
    await (await openDb()).offlineDays.clear();
  });

  it('is for whoever may list deliveries and runs, not for drivers', () => {
    expect(keepsToday(user('admin'))).toBe(true);
    expect(keepsToday(user('driver'))).toBe(false);
    expect(keepsToday(null)).toBe(false);
  });

  it("downloads today's whole day, every routing group, with its progress in the store", async () => {
    const seen: number[] = [];
    const stop = keepTodayStore.subscribe(() => {
      const p = keepTodayStore.get().progress;
      if (p) seen.push(p.overall);
    });
    download.mockImplementation((scope, onProgress) => {
      expect(scope).toMatchObject({ date: '2026-11-27' });
      expect(scope).not.toHaveProperty('routingGroupId');
      onProgress({ resource: 'Deliveries', loaded: 500, total: 1978, overall: 0.06, bytes: 1000 });
      return Promise.resolve(stored(NOW.getTime()));
    });
    await keepToday(NOW);
    stop();
    expect(seen).toEqual([0.06]);
    expect(keepTodayStore.get()).toMatchObject({ status: 'stored', date: '2026-11-27', day: { bytes: 3_000_000 } });
  });

  it('leaves a copy younger than the refresh alone, and refreshes an older one', async () => {
    await (await openDb()).offlineDays.put(stored(NOW.getTime() - 10 * 60_000));
    await keepToday(NOW);
    expect(download).not.toHaveBeenCalled();
    expect(keepTodayStore.get().status).toBe('stored');

    download.mockResolvedValue(stored(NOW.getTime()));
    await keepToday(new Date(NOW.getTime() + KEEP_TODAY_REFRESH_MS));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, keeping what was stored', async () => {
    download.mockRejectedValue(new Error('The device storage is full'));
    await keepToday(NOW);
    expect(keepTodayStore.get()).toMatchObject({ status: 'failed', error: 'The device storage is full' });
  });
});
