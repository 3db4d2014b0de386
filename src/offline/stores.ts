/**
 * The layout of the database's resource tables: which resources have a table, and each table's
 * indexes (`stores`, derived from the declaration by src/resources/store-layout.ts when the boot registry is
 * generated). Kept apart from db.ts so that the page can know it (a local query choosing an index,
 * the wipe at sign-out) without loading Dexie, and read from the boot registry so that the boot
 * needs no declaration.
 */
import { bootResourceList, type BootResource } from '../resources/boot';

export { compoundIndexes, storeSchema } from '../resources/store-layout';

/** A resource kept offline: it has a table, laid out as `stores` says. */
export interface OfflineResource extends BootResource {
  stores: string;
}
const isOffline = (r: BootResource): r is OfflineResource => r.offline !== 'none' && r.stores !== undefined;

export const offlineResources: readonly OfflineResource[] = bootResourceList.filter(isOffline);
export const recordResources: readonly OfflineResource[] = offlineResources.filter((r) => r.offline === 'records');
/** A reference list: loaded whole at start, in its declared order. */
export interface ReferenceResource extends OfflineResource {
  defaultSort: string;
}
const isReference = (r: OfflineResource): r is ReferenceResource =>
  r.offline === 'reference' && r.defaultSort !== undefined;
export const referenceResources: readonly ReferenceResource[] = offlineResources.filter(isReference);

/** Whether `resource` has a table of its own. */
export function hasTable(resource: string): boolean {
  return offlineResources.some((r) => r.name === resource);
}
