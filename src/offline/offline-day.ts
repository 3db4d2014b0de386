/**
 * 'Make available offline': downloads one day's deliveries, runs, drops and boxes for a routing
 * group, a depot, or (neither given) every routing group the user may see, page by page with
 * progress, into the record tables, and records the day in `offlineDays`. A full quota stops the
 * download with a visible error (never a silent partial). keep-today.ts runs the last kind for
 * today by itself. A day stored changes what the device's copy answers: the cached answers of
 * the day's resources are marked stale (not refetched), so a page shown next asks again, and
 * offline counts the day now stored (the Overview says 'All N deliveries stored').
 */
import { ApiError, apiJson } from '../lib/api';
import { resources } from '../resources';
import type { ListResponse, ResourceDef } from '../resources/types';
import type { OfflineDay, StoredRecord } from './db';
import { openDb } from './open-db';
import { activeQueryClient } from './query-cache';
import { toSearchParams, type FilterValue, type ListParams } from './list-params';
import { reportStorageError } from './storage-errors';

/** One routing group, one depot, or with neither every routing group the user may see. */
export interface DayScope {
  date: string;
  routingGroupId?: number;
  depotId?: number;
  label: string;
}

const wholeDay = (scope: { routingGroupId?: number; depotId?: number }) =>
  scope.routingGroupId === undefined && scope.depotId === undefined;

export interface DayProgress {
  resource: string;
  loaded: number;
  total: number;
  /** 0..1 over the whole download */
  overall: number;
  bytes: number;
}

const PAGE = 500;
const STEPS = ['deliveries', 'runs', 'drops', 'boxes'] as const;

export function dayId(scope: DayScope): string {
  if (wholeDay(scope)) return `${scope.date}|all`;
  return scope.routingGroupId !== undefined
    ? `${scope.date}|rg:${scope.routingGroupId}`
    : `${scope.date}|depot:${scope.depotId ?? ''}`;
}

async function store(def: ResourceDef, rows: StoredRecord[], now: number): Promise<void> {
  const db = await openDb();
  try {
    await db.records(def.name).bulkPut(rows.map((r) => ({ ...r, _syncedAt: now })));
  } catch (error) {
    const problem = reportStorageError(error, `${def.labelPlural} of this day`);
    throw new Error(problem.message, { cause: error });
  }
}

async function fetchAll(
  def: ResourceDef,
  params: ListParams,
  onPage: (rows: StoredRecord[], loaded: number, total: number, bytes: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<StoredRecord[]> {
  const all: StoredRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const res = await apiJson<ListResponse<StoredRecord>>(
      `${def.path}?${toSearchParams({ ...params, limit: PAGE, offset, sort: 'id' }).toString()}`,
      { signal },
    );
    all.push(...res.data);
    await onPage(res.data, all.length, res.count, JSON.stringify(res.data).length);
    if (res.data.length < PAGE || all.length >= res.count) return all;
  }
}

/** A resource this user may not read (403) is skipped rather than failing the whole day. */
async function readable<T>(fetch: () => Promise<T[]>): Promise<T[]> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export async function downloadDay(
  scope: DayScope,
  onProgress: (p: DayProgress) => void,
  signal?: AbortSignal,
): Promise<OfflineDay> {
  const now = Date.now();
  const byGroup = scope.routingGroupId !== undefined;
  const all = wholeDay(scope);
  const where: Record<string, FilterValue> = all
    ? {}
    : byGroup
      ? { routingGroupId: scope.routingGroupId ?? null }
      : { depotId: scope.depotId ?? null };
  let bytes = 0;
  const counts: Record<string, number> = {};
  const track =
    (step: number, def: ResourceDef) =>
    async (rows: StoredRecord[], loaded: number, total: number, pageBytes: number) => {
      await store(def, rows, now);
      bytes += pageBytes;
      onProgress({
        resource: def.labelPlural,
        loaded,
        total,
        overall: (step + (total ? loaded / total : 1)) / STEPS.length,
        bytes,
      });
    };

  const deliveries = await readable(() =>
    fetchAll(resources.deliveries, { filters: { date: scope.date, ...where } }, track(0, resources.deliveries), signal),
  );
  counts.deliveries = deliveries.length;
  const runs = await readable(() =>
    fetchAll(resources.runs, { filters: { date: scope.date, ...where } }, track(1, resources.runs), signal),
  );
  counts.runs = runs.length;

  let drops = 0;
  // the whole day's drops in pages, rather than one request per run
  if (all)
    drops = (
      await readable(() =>
        fetchAll(resources.drops, { filters: { date: scope.date } }, track(2, resources.drops), signal),
      )
    ).length;
  else
    for (const [i, run] of runs.entries()) {
      const rows = await readable(() =>
        fetchAll(
          resources.drops,
          { filters: { runId: run.id } },
          async (page, _l, _t, pageBytes) => {
            await store(resources.drops, page, now);
            bytes += pageBytes;
          },
          signal,
        ),
      );
      drops += rows.length;
      onProgress({
        resource: resources.drops.labelPlural,
        loaded: i + 1,
        total: runs.length,
        overall: (2 + (i + 1) / runs.length) / STEPS.length,
        bytes,
      });
    }
  counts.drops = drops;

  const deliveryIds = new Set(deliveries.map((d) => d.id));
  const boxFilters: Record<string, FilterValue> =
    byGroup && !all ? { date: scope.date, routingGroupId: scope.routingGroupId ?? null } : { date: scope.date };
  const boxes = await readable(() =>
    fetchAll(
      resources.boxes,
      { filters: boxFilters },
      async (page, loaded, total, pageBytes) => {
        await store(
          resources.boxes,
          page.filter((b) => deliveryIds.has(Number(b.deliveryId))),
          now,
        );
        bytes += pageBytes;
        onProgress({
          resource: resources.boxes.labelPlural,
          loaded,
          total,
          overall: (3 + (total ? loaded / total : 1)) / STEPS.length,
          bytes,
        });
      },
      signal,
    ),
  );
  counts.boxes = boxes.filter((b) => deliveryIds.has(Number(b.deliveryId))).length;

  const day: OfflineDay = {
    id: dayId(scope),
    date: scope.date,
    scope: all ? {} : byGroup ? { routingGroupId: scope.routingGroupId } : { depotId: scope.depotId },
    label: scope.label,
    counts,
    bytes,
    storedAt: now,
  };
  const db = await openDb();
  try {
    await db.offlineDays.put(day);
    await db.meta.put({ key: `fetchedAt:day:${day.id}`, value: now });
  } catch (error) {
    reportStorageError(error, 'The list of stored days');
  }
  const stepNames: readonly unknown[] = STEPS;
  void activeQueryClient()?.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'resource' && stepNames.includes(query.queryKey[1]),
    refetchType: 'none',
  });
  return day;
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
