/**
 * The one IndexedDB database of the console (Dexie), opened by the window and by the service
 * worker alike, so nothing here may touch the DOM.
 *
 * What is stored where, and why:
 * - one table per resource whose declaration says `offline: 'reference' | 'records'`, named after
 *   the resource, keyed by `id`, indexed by the declaration's `indexes` plus the compound indexes a
 *   day view needs (`[date+status]`, `[date+routingGroupId]`, ...). Reference tables are filled by
 *   the service worker from the start-up `limit=-1` lists; record tables by whatever the app
 *   received and by 'make available offline'. Every row carries `_syncedAt` (ms) so an offline
 *   answer can say how old it is.
 * - `outbox`: every state-changing call, in order (`seq`). The only record of unsent edits.
 * - `meta`: small key/value facts: when a list or a day was fetched, the credentials the service
 *   worker needs to replay (see docs/offline.md for that trade-off), the queue's pause state.
 * - `queryCache`: TanStack Query's persisted cache (the persister's storage), not localStorage,
 *   whose 5 MB limit and synchronous writes do not fit tens of thousands of records.
 * - `offlineDays`: the days a user made available offline on purpose, with counts and size.
 *
 * The schema version is not kept by hand: schema-version.ts records it with the fingerprint of
 * `DATABASE_STORES`, and schema-version.test.ts fails when the layout has changed since, until
 * `npm run offline-schema` raises the version by one (docs/offline.md says why a file and not
 * Dexie 4's own patching).
 *
 * Dexie is not on the start path: the page reaches this module only through open-db.ts, which
 * loads it on first use (the service worker bundles it whole). Only tests and the worker import
 * it directly; the tables' layout, which the page needs without Dexie, is in stores.ts.
 */
import Dexie, { type PromiseExtended, type Table } from 'dexie';
import { DB_NAME, openGate } from './open-gate';
import { SCHEMA_VERSION } from './schema-version';
import { offlineResources } from './stores';
import type { ResourceName, ResourceRecord } from '../resources';

export { liveQuery } from 'dexie';
export { SCHEMA_VERSION } from './schema-version';
export { DB_NAME } from './open-gate';

/** Every table and its indexes, in Dexie's notation: the layout the schema version stands for. */
export const DATABASE_STORES: Readonly<Record<string, string>> = {
  outbox: '++seq, &key, status, resource, [resource+recordId], userId',
  meta: 'key',
  queryCache: 'key',
  offlineDays: 'id, date',
  ...Object.fromEntries(offlineResources.map((def) => [def.name, def.stores])),
};

/** A cached record: the API record plus when we received it. */
export interface StoredRecord {
  id: number;
  version: number;
  _syncedAt: number;
  [field: string]: unknown;
}

/**
 * A stored record of resource `N`: typed by its declaration's fields when `N` is one resource; a
 * plain StoredRecord when the name is only known at run time (the generic pages take any resource).
 */
export type StoredOf<N extends ResourceName> = [ResourceName] extends [N]
  ? StoredRecord
  : ResourceRecord<N> & StoredRecord;

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict' | 'rejected';

export interface OutboxEntry {
  /** insertion order; replay goes by it */
  seq?: number;
  /** Idempotency-Key: the server answers a repeat with the stored response */
  key: string;
  resource: string;
  /** the record's id; a negative temporary id for a create not yet acknowledged */
  recordId: number;
  baseVersion: number | null;
  method: OutboxMethod;
  payload: Record<string, unknown> | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  userId: number | null;
  /** the record's title when the change was queued, as its author knew it (outbox/entry-title.ts) */
  title?: string | null;
  /** on a conflict, the server's current record ('theirs') */
  serverRecord?: Record<string, unknown> | null;
  /** when a failed entry may be tried again (ms) */
  nextAttemptAt?: number;
  /** its first send did not take it (offline, unreachable): it waits on the device, and its author hears when it goes */
  waited?: boolean;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface QueryCacheRow {
  key: string;
  value: string;
}

export interface OfflineDay {
  /** `${date}|rg:${id}`, `${date}|depot:${id}`, or `${date}|all`: every routing group the user may see */
  id: string;
  date: string;
  scope: { routingGroupId?: number; depotId?: number };
  label: string;
  counts: Record<string, number>;
  bytes: number;
  storedAt: number;
}

export class ConsoleDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;
  queryCache!: Table<QueryCacheRow, string>;
  offlineDays!: Table<OfflineDay, string>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(SCHEMA_VERSION).stores(DATABASE_STORES);
  }

  private gated: PromiseExtended<Dexie> | null = null;

  /**
   * Dexie opens on first use through this method. On the page it first waits for the gate
   * (open-gate.ts: the data worker creates or upgrades the database, so the page's open only
   * opens); a gate that fails does not stop the open.
   */
  override open(): PromiseExtended<Dexie> {
    const gate = openGate();
    if (!gate) return super.open();
    this.gated ??= Dexie.Promise.resolve(gate().catch(() => undefined)).then(() => {
      this.gated = null;
      return super.open();
    });
    return this.gated;
  }

  records(resource: string): Table<StoredRecord, number> {
    return this.table(resource);
  }
}

let instance: ConsoleDb | null = null;

/** The shared database, opened on first use. */
export function getDb(): ConsoleDb {
  instance ??= new ConsoleDb();
  return instance;
}

/** Tests swap in a fresh database. */
export function setDbForTests(db: ConsoleDb | null): void {
  instance = db;
}
