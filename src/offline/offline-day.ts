/**
 * 'Make available offline' on the page: stores one day (day-store.ts, the fetch-and-store step)
 * through the data worker, which fetches and writes it off the main thread and tells the page its
 * progress; where no worker runs, or it met a 401 (asked again here, so the page's client asks for
 * a log-in), the page runs the same step itself. keep-today.ts runs it for today by itself. A day
 * stored changes what the device's copy answers: the cached answers of the day's resources are
 * marked stale (not refetched), so a page shown next asks again, and offline counts the day now
 * stored (the Overview says 'All N deliveries stored'). Removing a day, and the storage estimate,
 * are here too.
 */
import { API_BASE, ApiError, apiJson } from '../lib/api';
import type { ListResponse } from '../resources/types';
import { dataWorker } from './data-worker-client';
import type { OfflineDay, StoredRecord } from './db';
import {
  DAY_RESOURCES,
  storeDay,
  wholeDay,
  type DayProgress,
  type DayScope,
  type GetDayPage,
  type StoredDay,
  type StoreDayOptions,
} from './day-store';
import { openDb } from './open-db';
import { activeQueryClient } from './query-cache';

export { dayId, type DayProgress, type DayScope } from './day-store';

/** The page's own GET of a day's list page (where no worker runs): a 403 is 'refused'. */
const getOnPage: GetDayPage = async (path, signal) => {
  try {
    const res = await apiJson<ListResponse<StoredRecord>>(path, { signal });
    return { data: res.data, count: res.count, bytes: JSON.stringify(res.data).length };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return 'refused';
    throw error;
  }
};

/**
 * Stores the day of `scope` (day-store.ts `storeDay`, whose options say when a stored copy is
 * kept), in the data worker when one runs.
 */
export async function downloadDay(
  scope: DayScope,
  onProgress: (p: DayProgress) => void,
  options: Omit<StoreDayOptions, 'write'> = {},
): Promise<StoredDay> {
  const worker = dataWorker();
  const inWorker = worker
    ? await worker.storeDay(new URL(API_BASE, document.baseURI).toString(), scope, options, onProgress)
    : null;
  const stored = inWorker ?? (await storeDay(getOnPage, scope, onProgress, options));
  if (stored.downloaded)
    void activeQueryClient()?.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'resource' && DAY_RESOURCES.includes(String(query.queryKey[1])),
      refetchType: 'none',
    });
  return stored;
}

/**
 * Removes a stored day's records, keeping any record that still has unsent edits or that another
 * day stored for the same date covers (a routing group's day inside today kept whole).
 */
export async function removeDay(day: OfflineDay): Promise<void> {
  const db = await openDb();
  const pending = new Set((await db.outbox.toArray()).map((e) => `${e.resource}:${e.recordId}`));
  const others = (await db.offlineDays.where('date').equals(day.date).toArray()).filter((d) => d.id !== day.id);
  if (others.some((d) => wholeDay(d.scope))) {
    await db.offlineDays.delete(day.id);
    return;
  }
  const groups = new Set(others.map((d) => d.scope.routingGroupId).filter((id) => id !== undefined));
  const depots = new Set(others.map((d) => d.scope.depotId).filter((id) => id !== undefined));
  const coveredElsewhere = (r: StoredRecord) => groups.has(Number(r.routingGroupId)) || depots.has(Number(r.depotId));
  const keep = (resource: string) => (r: StoredRecord) => !pending.has(`${resource}:${r.id}`) && !coveredElsewhere(r);
  const all = wholeDay(day.scope);
  const index = day.scope.routingGroupId !== undefined ? 'routingGroupId' : 'depotId';
  const value = day.scope.routingGroupId ?? day.scope.depotId ?? 0;
  const ofDay = (resource: string) =>
    all
      ? db.records(resource).where('date').equals(day.date).toArray()
      : db.records(resource).where(`[date+${index}]`).equals([day.date, value]).toArray();
  await db.transaction(
    'rw',
    [db.records('deliveries'), db.records('runs'), db.records('drops'), db.records('boxes'), db.offlineDays],
    async () => {
      // drops and boxes go with the runs and deliveries that go
      const deliveries = (await ofDay('deliveries')).filter(keep('deliveries'));
      const runs = (await ofDay('runs')).filter(keep('runs'));
      const runIds = runs.map((r) => r.id);
      const deliveryIds = new Set(deliveries.map((d) => d.id));
      await db.records('deliveries').bulkDelete([...deliveryIds]);
      await db.records('runs').bulkDelete(runIds);
      const drops = await db.records('drops').where('runId').anyOf(runIds).toArray();
      await db.records('drops').bulkDelete(drops.filter(keep('drops')).map((r) => r.id));
      const boxes = await db
        .records('boxes')
        .where('date')
        .equals(day.date)
        .filter((b) => deliveryIds.has(Number(b.deliveryId)))
        .toArray();
      await db.records('boxes').bulkDelete(boxes.filter(keep('boxes')).map((r) => r.id));
      await db.offlineDays.delete(day.id);
    },
  );
}

export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null;
}
