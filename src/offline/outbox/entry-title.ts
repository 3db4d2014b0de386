/**
 * How the outbox names a change: the way its author knows the record ('Change delivery
 * FRSH-261122-00001', not 'Change delivery #6005'). The record's name is the declaration's
 * `titleField` (the same field the detail page, pickers and save messages name a record by),
 * read from the first source that has it: the change's own payload (a create, a rename), the
 * title noted when the change was queued, the device's record cache, the server's record.
 * 'a delivery' when none of them knows it: never the internal number. Shared by the window and the service worker; no DOM.
 */
import { bootResourceByName } from '../../resources/boot';
import { inSentence } from '../../resources/in-sentence';
import type { ResourceDef } from '../../resources/types';
import type { ConsoleDb, OutboxEntry, OutboxMethod } from '../db';
import { getRecord } from '../record-store';
import { hasTable } from '../stores';

export const VERB: Record<OutboxMethod, string> = { PATCH: 'Change', PUT: 'Replace', POST: 'Create', DELETE: 'Delete' };

type Source = Record<string, unknown> | null | undefined;

/** The record's title field from the first source that has a non-empty one, else null. */
export function recordTitle(def: Pick<ResourceDef, 'titleField'> | undefined, ...sources: Source[]): string | null {
  if (!def) return null;
  for (const source of sources) {
    const value = source?.[def.titleField];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return null;
}

/** The title an entry carries by itself: its payload, the title noted at enqueue, a conflict's server record. */
export function ownTitle(entry: Pick<OutboxEntry, 'resource' | 'payload' | 'title' | 'serverRecord'>): string | null {
  const def = bootResourceByName(entry.resource);
  return recordTitle(def, entry.payload) ?? entry.title ?? recordTitle(def, entry.serverRecord);
}

/** 'Change delivery FRSH-261122-00001'; 'Change a delivery' while nothing knows the title (never its number); '(new)' for an untitled create. */
export function changeTitle(
  change: Pick<OutboxEntry, 'method' | 'resource' | 'recordId'>,
  title: string | null,
): string {
  const def = bootResourceByName(change.resource);
  const what = (def ? inSentence(def.label) : undefined) ?? change.resource;
  if (title === null && change.recordId > 0) return `${VERB[change.method]} a ${what}`;
  return `${VERB[change.method]} ${what} ${title ?? '(new)'}`;
}

/** The title of a record as the device holds it (the cached record), or null. */
export async function cachedTitle(resource: string, recordId: number): Promise<string | null> {
  if (recordId <= 0 || !hasTable(resource)) return null;
  return recordTitle(bootResourceByName(resource), await getRecord(resource, recordId));
}

/**
 * seq -> title for every entry whose title is known on this device: its own title first, then
 * the cached record (one bulk read per resource, so a queue of thousands stays cheap).
 */
export async function knownTitles(db: ConsoleDb, entries: readonly OutboxEntry[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const wanted = new Map<string, OutboxEntry[]>();
  for (const e of entries) {
    if (e.seq === undefined) continue;
    const own = ownTitle(e);
    if (own !== null) out.set(e.seq, own);
    else if (e.recordId > 0 && hasTable(e.resource)) {
      const list = wanted.get(e.resource);
      if (list) list.push(e);
      else wanted.set(e.resource, [e]);
    }
  }
  for (const [resource, list] of wanted) {
    const def = bootResourceByName(resource);
    const ids = [...new Set(list.map((e) => e.recordId))];
    const rows = await db.records(resource).bulkGet(ids);
    const titles = new Map(ids.map((id, i) => [id, recordTitle(def, rows[i])]));
    for (const e of list) {
      const title = titles.get(e.recordId);
      if (title) out.set(e.seq ?? -1, title);
    }
  }
  return out;
}
