/**
 * The record history the server keeps (issue 30): what one entry says, where it is read, the
 * sources a write can come from, and the two headers the outbox sends so a replayed edit says when
 * it was made. Shared by the server (server/resources/history.ts, which alone writes entries), the
 * outbox transports and the detail pages, so the three never disagree on a name.
 */
import type { ResourceDef } from './types';

export const WRITE_SOURCES = ['console', 'csv-import', 'offline-replay', 'driver-app'] as const;
export type WriteSource = (typeof WRITE_SOURCES)[number];

export const SOURCE_LABELS: Record<WriteSource, string> = {
  console: 'Console',
  'csv-import': 'CSV import',
  'offline-replay': 'Offline replay',
  'driver-app': 'Driver app',
};

/** When the edit was made on the device (ISO 8601); the server caps it to the past and the record's life. */
export const MADE_AT_HEADER = 'X-Made-At';
/** 'offline-replay' when the outbox sends an edit that waited; anything else counts as the console. */
export const SOURCE_HEADER = 'X-Write-Source';

export interface HistoryEntry {
  id: number;
  /** the field that changed (the lifecycle's status field, or an audited field) */
  field: string;
  from: unknown;
  to: unknown;
  /** when the change was made (for an offline edit: on the device) */
  madeAt: string;
  /** when the server applied it */
  arrivedAt: string;
  userId: number | null;
  /** the user's name at the time */
  userName: string;
  source: WriteSource;
}

/** The read-only history of one record: `GET /api<path>/<id>/history`, with the scope of the record's get. */
export function historyPath(def: Pick<ResourceDef, 'path'>, id: number): string {
  return `${def.path}/${id}/history`;
}

/** Fields whose changes a resource's history records: its status field, then its audited fields. */
export function historyFields(def: ResourceDef): string[] {
  const out = def.lifecycle ? [def.lifecycle.field] : [];
  for (const f of def.audited ?? []) if (!out.includes(f)) out.push(f);
  return out;
}
