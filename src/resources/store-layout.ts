/**
 * The layout of a resource's table in the offline layer's Dexie database, derived from its
 * declaration (`indexes`, and the compound indexes a list of one day needs). Asked when the boot
 * registry is generated (./boot-registry.build.ts writes each table's layout into it, so the boot
 * needs no declaration) and by the offline layer's local queries choosing an index
 * (src/offline/stores.ts passes it on).
 */
import type { ResourceDef } from './types';

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

/** The table's Dexie layout: the primary key, the indexed fields, the compound indexes. */
export function storeSchema(def: ResourceDef): string {
  const single = [...new Set(['updatedAt', ...def.indexes])].filter((f) => f !== 'id');
  return ['id', ...single, ...compoundIndexes(def)].join(',');
}
