/**
 * Reading the change feed (server/db/change-feed.ts keeps it): the records changed since a
 * position, in position order, in pages, with the lists' scope and field rules (docs/live.md).
 */
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import { feedState } from '../db/change-feed';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import type { Scope } from '../resources/store';
import { getRecordsByIds, inScope } from '../resources/store';

/** Changes per page of `/api/changes`, at most. */
export const FEED_PAGE_MAX = 1000;

/**
 * One change as the feed answers it: the record as the lists send it, or a tombstone: deleted,
 * or (`gone: 'scope'`) moved out of this reader's scope; either way the reader drops its copy.
 */
export type Change =
  | { position: number; resource: string; id: number; record: StoredRecord }
  | { position: number; resource: string; id: number; deleted: true; gone?: 'scope' };

export interface FeedPage {
  changes: Change[];
  /** where the next read starts: the last position examined (changes out of scope included) */
  position: number;
  /** more changes past `position` */
  more: boolean;
  /** `since` is before the kept horizon (or past the last position: another database): reload */
  reload: boolean;
}

/** What a reader may see of one resource; resources absent from the map are not read at all. */
export type ReadableScopes = ReadonlyMap<string, { def: ResourceDef; scope: Scope }>;

interface ChangeRow {
  position: unknown;
  resource: string;
  record_id: unknown;
  client_id: unknown;
  deleted: boolean;
  doc: unknown;
  /** the scopes the record has left (change-feed.ts): `{ c: client id, o: owner fields }[]` */
  was: unknown;
}

/** Whether one of the scopes a record has left is in the reader's scope. */
function leftScope(scope: Scope, was: unknown): boolean {
  if (!Array.isArray(was)) return false;
  return was.some((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { c, o } = entry as { c?: unknown; o?: unknown };
    const owners = typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : {};
    return inScope(scope, typeof c === 'number' ? c : null, owners);
  });
}

/**
 * The changes after `since`, at most `limit`, of the resources in `readable` and in each one's
 * scope (the list's: client and owner scope, the record whole). A change out of scope is
 * skipped, but `position` moves past it, so a reader never reads the same invisible range twice.
 */
export async function readChanges(
  db: Executor,
  readable: ReadableScopes,
  since: number,
  limit: number,
): Promise<FeedPage> {
  const state = await feedState(db);
  if (since < state.horizon || since > state.position)
    return { changes: [], position: state.position, more: false, reload: true };
  const names = [...readable.keys()];
  if (names.length === 0 || since === state.position)
    return { changes: [], position: state.position, more: false, reload: false };
  const rows = await db.query<ChangeRow & Record<string, unknown>>(
    sql`select position, resource, record_id, client_id, deleted, case when deleted then doc end as doc, was
      from record_changes where position > ${since} and position <= ${state.position}
        and resource in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
      order by position limit ${limit + 1}`,
  );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  const position = more && last ? toNumber(last.position) : state.position;
  // the records of each resource in one statement, in the reader's scope
  const wanted = new Map<string, number[]>();
  for (const row of page) {
    if (row.deleted) continue;
    const ids = wanted.get(row.resource) ?? [];
    ids.push(toNumber(row.record_id));
    wanted.set(row.resource, ids);
  }
  const found = new Map<string, Map<number, StoredRecord>>();
  for (const [resource, ids] of wanted) {
    const entry = readable.get(resource);
    if (!entry) continue;
    const records = await getRecordsByIds(db, entry.def, entry.scope, ids);
    found.set(resource, new Map(records.map((r) => [r.id, r])));
  }
  const changes: Change[] = [];
  for (const row of page) {
    const id = toNumber(row.record_id);
    const at = toNumber(row.position);
    if (row.deleted) {
      const entry = readable.get(row.resource);
      const clientId = row.client_id === null ? null : toNumber(row.client_id);
      const doc = (row.doc ?? {}) as Record<string, unknown>;
      if (entry && (inScope(entry.scope, clientId, doc) || leftScope(entry.scope, row.was)))
        changes.push({ position: at, resource: row.resource, id, deleted: true });
      continue;
    }
    // absent: out of scope (gone, to a reader of a scope it left), or deleted since (its
    // tombstone comes at its own position)
    const record = found.get(row.resource)?.get(id);
    const entry = readable.get(row.resource);
    if (record) changes.push({ position: at, resource: row.resource, id, record });
    else if (entry && leftScope(entry.scope, row.was))
      changes.push({ position: at, resource: row.resource, id, deleted: true, gone: 'scope' });
  }
  return { changes, position, more, reload: false };
}
