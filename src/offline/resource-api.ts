/**
 * Reads of any registered resource, online first with the cache behind: a list or item from
 * the network is written into Dexie; offline (or on a network error) the same request is
 * answered from Dexie, filtered, sorted and paged locally, and says how old it is.
 */
import { apiJson, ApiError, http, NETWORK_ERROR, toApiError } from '../lib/api';
import type { ListResponse, ResourceDef } from '../resources/types';
import type { StoredRecord } from './db';
import { openDb } from './open-db';
import { isOnline, OFFLINE_ENABLED } from './flags';
import { normaliseParams, toSearchParams, totalQuery, type ListParams } from './list-params';
import { queryLocal } from './local-query';
import { flushListWrites, storeListAnswer } from './data-worker-client';
import { getRecord, oldestSync, putRecords } from './record-store';
import { knownTotal, type KnownTotal } from './known-totals';
import { inSentence } from '../resources';

export interface ListAnswer {
  data: StoredRecord[];
  count: number;
  source: 'network' | 'cache';
  /** when the data was received from the server (ms) */
  asOf: number | null;
  includeHistorical: boolean;
  /**
   * On an answer from the stored copy: the server's last known total for the same request
   * (known-totals.ts), so a count says what it covers ('500 of 1,978 stored'); null when unknown.
   */
  serverTotal?: KnownTotal | null;
}

export interface ItemAnswer {
  data: StoredRecord;
  source: 'network' | 'cache';
  asOf: number | null;
}

const usesCache = (def: ResourceDef) => OFFLINE_ENABLED && def.offline !== 'none';

/** A list from the network only: nothing stored, no stored copy when it fails. */
export function getList(
  def: ResourceDef,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListResponse<StoredRecord>> {
  return apiJson<ListResponse<StoredRecord>>(`${def.path}?${toSearchParams(params).toString()}`, { signal });
}

/**
 * The same, with the answer's bytes as they came: the data worker stores the page from those
 * (transferred to it, so the main thread copies nothing), while the page renders the parsed rows.
 */
async function getListAndBytes(
  def: ResourceDef,
  params: ListParams,
  signal?: AbortSignal,
): Promise<{ res: ListResponse<StoredRecord>; bytes: ArrayBuffer }> {
  try {
    const path = `${def.path}?${toSearchParams(params).toString()}`.replace(/^\//, '');
    const bytes = await http(path, { signal }).arrayBuffer();
    const res = JSON.parse(new TextDecoder().decode(bytes)) as ListResponse<StoredRecord>;
    return { res, bytes };
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function listFromCache(def: ResourceDef, params: ListParams): Promise<ListAnswer> {
  const t0 = performance.now();
  // the stored copy is complete: list rows still waiting for idle time are written first
  await flushListWrites();
  const [page, serverTotal] = await Promise.all([
    queryLocal(def, (await openDb()).records(def.name), params),
    knownTotal(def.name, totalQuery(params)),
  ]);
  // A User Timing entry (only the latest is kept): the bench reads it to split a list's time
  // into the query and the render.
  const mark = `local-query ${def.name}`;
  performance.clearMeasures(mark);
  performance.measure(mark, { start: t0 });
  return {
    ...page,
    source: 'cache',
    asOf: oldestSync(page.data),
    includeHistorical: params.includeHistorical === true,
    serverTotal,
  };
}

/** The stored record, or null when this device has none. */
export async function itemFromCache(def: ResourceDef, id: number): Promise<ItemAnswer | null> {
  await flushListWrites();
  const row = await getRecord(def.name, id);
  return row ? { data: row, source: 'cache', asOf: row._syncedAt } : null;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR;
}

export async function fetchList(def: ResourceDef, rawParams: ListParams, signal?: AbortSignal): Promise<ListAnswer> {
  const params = normaliseParams(rawParams);
  if (usesCache(def) && !isOnline()) return listFromCache(def, params);
  try {
    const get = usesCache(def)
      ? getListAndBytes
      : async (...args: Parameters<typeof getList>) => ({
          res: await getList(...args),
          bytes: null,
        });
    let used = params;
    let { res, bytes } = await get(def, used, signal);
    if (res.count === 0 && def.retryWithHistorical && !params.includeHistorical) {
      used = { ...params, includeHistorical: true };
      ({ res, bytes } = await get(def, used, signal));
    }
    const now = Date.now();
    if (bytes) void storeListAnswer(def.name, bytes, res.data, now, { query: totalQuery(params), count: res.count });
    return {
      data: res.data,
      count: res.count,
      source: 'network',
      asOf: now,
      includeHistorical: used.includeHistorical === true,
    };
  } catch (error) {
    if (usesCache(def) && isNetworkError(error)) return listFromCache(def, params);
    throw error;
  }
}

export async function fetchItem(def: ResourceDef, id: number, signal?: AbortSignal): Promise<ItemAnswer> {
  const fromCache = async (): Promise<ItemAnswer> => {
    const answer = await itemFromCache(def, id);
    if (!answer) throw new ApiError(NETWORK_ERROR, [], `This ${inSentence(def.label)} is not available offline.`);
    return answer;
  };
  if (usesCache(def) && (!isOnline() || id < 0)) return fromCache();
  try {
    const res = await apiJson<{ data: StoredRecord }>(`${def.path}/${id}`, { signal });
    const now = Date.now();
    if (usesCache(def)) void putRecords(def.name, [res.data], now);
    return { data: res.data, source: 'network', asOf: now };
  } catch (error) {
    if (usesCache(def) && isNetworkError(error)) return fromCache();
    throw error;
  }
}
