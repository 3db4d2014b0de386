/**
 * One day's fetch-and-store step ('Make available offline', and today kept whole by keep-today.ts):
 * the day's deliveries, runs, drops and boxes of a routing group, a depot or (neither given) every
 * routing group the user may see, fetched page by page with progress and written into the record
 * tables, and the day noted in `offlineDays`. The data worker runs it (data-worker.ts), so the
 * fetching, parsing and IndexedDB writes of a whole day stay off the main thread; the page runs it
 * itself only where no worker runs (offline-day.ts). The page's live queries hear the worker's
 * writes through Dexie's broadcast. A full quota stops the download with a visible error (never a
 * silent partial). No DOM and no declarations here: the worker imports this module, and knows the
 * resources by their boot face.
 */
import { bootResources, type BootResource } from '../resources/boot';
import type { OfflineDay, StoredRecord } from './db';
import { toSearchParams, type FilterValue, type ListParams } from './list-params';
import { openDb } from './open-db';
import { reportStorageError } from './storage-errors';

/** One routing group, one depot, or with neither every routing group the user may see. */
export interface DayScope {
  date: string;
  routingGroupId?: number;
  depotId?: number;
  label: string;
}

export interface DayProgress {
  resource: string;
  loaded: number;
  total: number;
  /** 0..1 over the whole download */
  overall: number;
  bytes: number;
}

/** One page of a day's list as fetched: its rows, the server's total, and its size in characters. */
export interface DayPage {
  data: StoredRecord[];
  count: number;
  bytes: number;
}

/** A GET of a list page under the API (path without a leading slash): 'refused' when this user may not read it (403). */
export type GetDayPage = (path: string, signal?: AbortSignal) => Promise<DayPage | 'refused'>;

/** Runs a write: the worker queues it behind the list pages it stores (a sign-out drops it). */
export type RunWrite = (write: () => Promise<void>) => Promise<void>;

export interface StoreDayOptions {
  signal?: AbortSignal;
  /** keep a copy of this day stored less than this many ms before `now` instead of downloading it again */
  keptFor?: number;
  now?: number;
  write?: RunWrite;
}

/** The day stored, and whether it was downloaded now (else a copy younger than `keptFor` was kept). */
export interface StoredDay {
  day: OfflineDay;
  downloaded: boolean;
}

/** An HTTP error other than a refusal met by a plain `fetch` (the data worker's GET). */
export class DayFetchError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status} while this day was being stored`);
    this.name = 'DayFetchError';
  }
}

const PAGE = 500;
const STEPS = ['deliveries', 'runs', 'drops', 'boxes'] as const;
/** The resources a stored day holds, whose cached answers a new day makes stale (offline-day.ts). */
export const DAY_RESOURCES: readonly string[] = STEPS;

export const wholeDay = (scope: { routingGroupId?: number; depotId?: number }) =>
  scope.routingGroupId === undefined && scope.depotId === undefined;

export function dayId(scope: DayScope): string {
  if (wholeDay(scope)) return `${scope.date}|all`;
  return scope.routingGroupId !== undefined
    ? `${scope.date}|rg:${scope.routingGroupId}`
    : `${scope.date}|depot:${scope.depotId ?? ''}`;
}

/**
 * `get` for a context without the app's HTTP client (the data worker): a plain GET under
 * `apiBase`, the HttpOnly session cookie going along by itself. A 403 is 'refused'; any other
 * HTTP error throws DayFetchError (the page asks again through its own client on a 401, which
 * then asks for a log-in).
 */
export function fetchDayPage(apiBase: string): GetDayPage {
  return async (path, signal) => {
    const res = await fetch(`${apiBase.replace(/\/$/, '')}/${path}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (res.status === 403) return 'refused';
    if (!res.ok) throw new DayFetchError(res.status);
    const text = await res.text();
    const body = JSON.parse(text) as { data: StoredRecord[]; count: number };
    return { data: body.data, count: body.count, bytes: text.length };
  };
}

/**
 * Fetches and stores the day of `scope` through `get`, telling `onProgress` after each page.
 * With `keptFor`, a copy of the day stored less than that long before `now` is kept as it is.
 */
export async function storeDay(
  get: GetDayPage,
  scope: DayScope,
  onProgress: (p: DayProgress) => void,
  options: StoreDayOptions = {},
): Promise<StoredDay> {
  const { signal, keptFor, write = (w) => w() } = options;
  const now = options.now ?? Date.now();
  if (keptFor !== undefined) {
    const stored = await (await openDb()).offlineDays.get(dayId(scope));
    if (stored && now - stored.storedAt < keptFor) return { day: stored, downloaded: false };
  }
  const byGroup = scope.routingGroupId !== undefined;
  const all = wholeDay(scope);
  const where: Record<string, FilterValue> = all
    ? {}
    : byGroup
      ? { routingGroupId: scope.routingGroupId ?? null }
      : { depotId: scope.depotId ?? null };
  let bytes = 0;
  const counts: Record<string, number> = {};

  const store = (def: BootResource, rows: StoredRecord[]) =>
    write(async () => {
      const db = await openDb();
      try {
        await db.records(def.name).bulkPut(rows.map((r) => ({ ...r, _syncedAt: now })));
      } catch (error) {
        const problem = reportStorageError(error, `${def.labelPlural} of this day`);
        throw new Error(problem.message, { cause: error });
      }
    });

  /** Every page of `def`'s list; a list this user may not read (403) is none rather than failing the day. */
  const fetchAll = async (
    def: BootResource,
    params: ListParams,
    onPage: (rows: StoredRecord[], loaded: number, total: number) => Promise<void>,
  ): Promise<StoredRecord[]> => {
    const rows: StoredRecord[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const path = `${def.path.replace(/^\//, '')}?${toSearchParams({ ...params, limit: PAGE, offset, sort: 'id' }).toString()}`;
      const page = await get(path, signal);
      if (page === 'refused') return [];
      rows.push(...page.data);
      bytes += page.bytes;
      await onPage(page.data, rows.length, page.count);
      if (page.data.length < PAGE || rows.length >= page.count) return rows;
    }
  };

  const track = (step: number, def: BootResource) => async (rows: StoredRecord[], loaded: number, total: number) => {
    await store(def, rows);
    onProgress({
      resource: def.labelPlural,
      loaded,
      total,
      overall: (step + (total ? loaded / total : 1)) / STEPS.length,
      bytes,
    });
  };

  const { deliveries: deliveriesDef, runs: runsDef, drops: dropsDef, boxes: boxesDef } = bootResources;
  const deliveries = await fetchAll(
    deliveriesDef,
    { filters: { date: scope.date, ...where } },
    track(0, deliveriesDef),
  );
  counts.deliveries = deliveries.length;
  const runs = await fetchAll(runsDef, { filters: { date: scope.date, ...where } }, track(1, runsDef));
  counts.runs = runs.length;

  let drops = 0;
  // the whole day's drops in pages, rather than one request per run
  if (all) drops = (await fetchAll(dropsDef, { filters: { date: scope.date } }, track(2, dropsDef))).length;
  else
    for (const [i, run] of runs.entries()) {
      drops += (await fetchAll(dropsDef, { filters: { runId: run.id } }, (page) => store(dropsDef, page))).length;
      onProgress({
        resource: dropsDef.labelPlural,
        loaded: i + 1,
        total: runs.length,
        overall: (2 + (i + 1) / runs.length) / STEPS.length,
        bytes,
      });
    }
  counts.drops = drops;

  const deliveryIds = new Set(deliveries.map((d) => d.id));
  const ofTheDay = (boxes: StoredRecord[]) => boxes.filter((b) => deliveryIds.has(Number(b.deliveryId)));
  const boxFilters: Record<string, FilterValue> =
    byGroup && !all ? { date: scope.date, routingGroupId: scope.routingGroupId ?? null } : { date: scope.date };
  const boxes = await fetchAll(boxesDef, { filters: boxFilters }, async (page, loaded, total) => {
    await store(boxesDef, ofTheDay(page));
    onProgress({
      resource: boxesDef.labelPlural,
      loaded,
      total,
      overall: (3 + (total ? loaded / total : 1)) / STEPS.length,
      bytes,
    });
  });
  counts.boxes = ofTheDay(boxes).length;

  const day: OfflineDay = {
    id: dayId(scope),
    date: scope.date,
    scope: all ? {} : byGroup ? { routingGroupId: scope.routingGroupId } : { depotId: scope.depotId },
    label: scope.label,
    counts,
    bytes,
    storedAt: now,
  };
  await write(async () => {
    const db = await openDb();
    try {
      await db.transaction('rw', db.offlineDays, db.meta, async () => {
        await db.offlineDays.put(day);
        await db.meta.put({ key: `fetchedAt:day:${day.id}`, value: now });
      });
    } catch (error) {
      reportStorageError(error, 'The list of stored days');
    }
  });
  return { day, downloaded: true };
}
