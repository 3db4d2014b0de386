/**
 * Where a change's title links: the record's own detail screen, for any resource that declares
 * one (the registry's `<resource>.detail`), never a hand-kept path. A create not yet acknowledged
 * (negative id) and a delete (the record is gone) link nowhere. Fields read by their labels.
 */
import type { OutboxMethod } from '../../offline/db';
import { resourceByName } from '../../resources';
import { isScreenId, recordPath } from '../../screens';

export function changeLink(change: { resource: string; recordId: number; method: OutboxMethod }): string | null {
  const screenId = `${change.resource}.detail`;
  if (change.recordId <= 0 || change.method === 'DELETE' || !isScreenId(screenId)) return null;
  return recordPath(screenId, change.recordId);
}

/** The changed fields by their labels ('Instructions, Status'), '—' for none (a delete). */
export function fieldLabels(resource: string, names: readonly string[]): string {
  const fields = resourceByName(resource)?.fields;
  return names.map((n) => fields?.[n]?.label ?? n).join(', ') || '—';
}
