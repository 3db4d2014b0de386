/**
 * Writes records the app (or the service worker) received into their Dexie table, stamped with
 * `_syncedAt`, and reads them back. Resources not kept offline are ignored. A full quota is
 * reported through storage-errors, never thrown at a page that already has its network answer.
 */
import { bootResourceByName } from '../resources/boot';
import { putRecordsInBackground } from './background-writes';
import type { StoredRecord } from './db';
import { openDb } from './open-db';
import { guardedWrite } from './storage-errors';

export function keepsOffline(resource: string): boolean {
  const def = bootResourceByName(resource);
  return def !== undefined && def.offline !== 'none';
}

function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

export async function putRecords(resource: string, rows: readonly unknown[], syncedAt = Date.now()): Promise<void> {
  if (!keepsOffline(resource) || rows.length === 0) return;
  const stamped = rows.filter(isRecord).map((r) => ({ ...r, _syncedAt: syncedAt }));
  const db = await openDb();
  await guardedWrite(`${resource} (${stamped.length})`, () => db.records(resource).bulkPut(stamped));
}

/** The same for a list page the app just showed: written in idle time, a slice at a time (background-writes.ts). */
export async function putListRecords(resource: string, rows: readonly unknown[], syncedAt = Date.now()): Promise<void> {
  if (!keepsOffline(resource) || rows.length === 0) return;
  await putRecordsInBackground(
    resource,
    rows.filter(isRecord).map((r) => ({ ...r, _syncedAt: syncedAt })),
    syncedAt,
  );
}

/** Puts and deletes (`null`) of one resource's records in one transaction, in the order given. */
export async function applyRecordChanges(
  resource: string,
  changes: ReadonlyMap<number, Record<string, unknown> | null>,
  syncedAt = Date.now(),
): Promise<void> {
  if (!keepsOffline(resource) || changes.size === 0) return;
  const puts: StoredRecord[] = [];
  const deletes: number[] = [];
  for (const [id, value] of changes) {
    if (value && isRecord(value)) puts.push({ ...value, _syncedAt: syncedAt });
    else if (!value) deletes.push(id);
  }
  const db = await openDb();
  const table = db.records(resource);
  await guardedWrite(`${resource} (${changes.size})`, () =>
    db.transaction('rw', table, async () => {
      if (deletes.length) await table.bulkDelete(deletes);
      if (puts.length) await table.bulkPut(puts);
    }),
  );
}

export async function deleteRecord(resource: string, id: number): Promise<void> {
  if (!keepsOffline(resource)) return;
  const db = await openDb();
  await guardedWrite(resource, () => db.records(resource).delete(id));
}

export async function getRecord(resource: string, id: number): Promise<StoredRecord | undefined> {
  if (!keepsOffline(resource)) return undefined;
  return (await openDb()).records(resource).get(id);
}

/** The oldest `_syncedAt` among rows: an honest 'as of' for a list assembled from the cache. */
export function oldestSync(rows: readonly { _syncedAt?: unknown }[]): number | null {
  let oldest: number | null = null;
  for (const r of rows)
    if (typeof r._syncedAt === 'number' && (oldest === null || r._syncedAt < oldest)) oldest = r._syncedAt;
  return oldest;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  const db = await openDb();
  await guardedWrite(`meta ${key}`, () => db.meta.put({ key, value }));
}

export async function getMeta<T>(key: string): Promise<T | undefined> {
  const row = await (await openDb()).meta.get(key);
  return row?.value as T | undefined;
}
