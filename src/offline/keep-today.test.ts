import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessUser } from '../resources/roles';
import type { OfflineDay } from './db';

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
  beforeEach(() => {
    resetKeepToday();
    download.mockReset();
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
      return Promise.resolve({ day: stored(NOW.getTime()), downloaded: true });
    });
    await keepToday(NOW);
    stop();
    expect(seen).toEqual([0.06]);
    expect(keepTodayStore.get()).toMatchObject({ status: 'stored', date: '2026-11-27', day: { bytes: 3_000_000 } });
  });

  it('asks to keep a copy younger than the refresh, shown as stored without a progress bar; forced, it stores anew', async () => {
    const statuses: string[] = [];
    const stop = keepTodayStore.subscribe(() => statuses.push(keepTodayStore.get().status));
    download.mockResolvedValue({ day: stored(NOW.getTime() - 10 * 60_000), downloaded: false });
    await keepToday(NOW);
    expect(download).toHaveBeenLastCalledWith(expect.anything(), expect.any(Function), {
      keptFor: KEEP_TODAY_REFRESH_MS,
      now: NOW.getTime(),
    });
    expect(statuses).toEqual(['stored']);

    download.mockResolvedValue({ day: stored(NOW.getTime()), downloaded: true });
    await keepTodayWith(NOW, true, download);
    stop();
    expect(download).toHaveBeenLastCalledWith(expect.anything(), expect.any(Function), {
      keptFor: undefined,
      now: NOW.getTime(),
    });
    expect(statuses).toEqual(['stored', 'storing', 'stored']);
    expect(keepTodayStore.get().day?.storedAt).toBe(NOW.getTime());
  });

  it('says so when the download fails, keeping what was stored', async () => {
    download.mockRejectedValue(new Error('The device storage is full'));
    await keepToday(NOW);
    expect(keepTodayStore.get()).toMatchObject({ status: 'failed', error: 'The device storage is full' });
  });
});
