/**
 * The layout of the database's resource tables, derived from the declarations: which resources
 * have a table, and each table's indexes. Kept apart from db.ts so that the page can know it
 * (a local query choosing an index, the wipe at sign-out) without loading Dexie.
 */
import { resourceList, type ResourceDef } from '../resources';

const DAY_COMPANIONS = ['status', 'routingGroupId', 'depotId', 'runId'] as const;

/** Compound indexes a list of one day needs, derived from the declaration. */
export function compoundIndexes(def: ResourceDef): string[] {
  const fields = def.fields as Record<string, unknown>;
  const out: string[] = [];
  if ('date' in fields) {
    for (const f of DAY_COMPANIONS) if (f in fields) out.push(`[date+${f}]`);
  }
  if ('runId' in fields && 'sequence' in fields) out.push('[runId+sequence]');
  return out;
}

export function storeSchema(def: ResourceDef): string {
  const single = [...new Set(['updatedAt', ...def.indexes])].filter((f) => f !== 'id');
  return ['id', ...single, ...compoundIndexes(def)].join(',');
}

export const offlineResources: readonly ResourceDef[] = resourceList.filter((r) => r.offline !== 'none');
export const recordResources: readonly ResourceDef[] = offlineResources.filter((r) => r.offline === 'records');
export const referenceResources: readonly ResourceDef[] = offlineResources.filter((r) => r.offline === 'reference');

/** Whether `resource` has a table of its own. */
export function hasTable(resource: string): boolean {
  return offlineResources.some((r) => r.name === resource);
}
