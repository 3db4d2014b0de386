/**
 * The boot's face of the resource registry: what the shell needs of every declaration before any
 * page has loaded. The router, side menu, quick menu and route gate need each resource's screens
 * and the rules of the actions they perform; the offline layer needs its tables' layout, the
 * reference lists and the outbox's paths and titles. The fields, forms, columns, lifecycles and
 * write rules stay with the declarations (./index.ts), which the pages load with their chunks.
 *
 * The data is generated from the declarations (`npm run boot-registry` writes
 * ./boot-registry.ts; boot-registry.test.ts fails when it is stale), so nothing here is typed a
 * second time. A boot module reads resources through this module, never through ./index.ts:
 * src/app/start-path.test.ts keeps the declarations out of the boot.
 */
import type { Rule } from './access';
import { BOOT_FACES } from './boot-registry';
import type { ResourceName } from './index';
import type { ScreenAction } from './screens';
import type { ResourceDef } from './types';

/** One resource as the boot knows it: a part of its declaration, and its tables' layout. */
export interface BootResource extends Pick<
  ResourceDef,
  'name' | 'path' | 'label' | 'labelPlural' | 'clientScoped' | 'perViewer' | 'offline' | 'screens'
> {
  titleField: string;
  /** a reference list's order (it is loaded whole at start, src/offline/reference-lists.ts) */
  defaultSort?: string;
  /** the rules of the actions its screens perform, and only those: the boot asks no other */
  access: Partial<Record<ScreenAction, Rule>>;
  /** its Dexie table's layout (src/offline/stores.ts `storeSchema`), when it is kept offline */
  stores?: string;
}

/** A boot resource as ./boot-registry.ts writes it: without its name, which is its key there. */
export type BootFace = Omit<BootResource, 'name'>;

// Object.fromEntries types its keys as strings; they are BOOT_FACES' own, every ResourceName.
export const bootResources = Object.fromEntries(
  Object.entries(BOOT_FACES).map(([name, face]) => [name, { name, ...face }]),
) as Readonly<Record<ResourceName, BootResource>>;
export const bootResourceList: readonly BootResource[] = Object.values(bootResources);

/** The boot's face of a registered resource; undefined for an unknown name (URLs, stored data). */
export function bootResourceByName(name: string): BootResource | undefined {
  return Object.hasOwn(bootResources, name) ? bootResources[name as ResourceName] : undefined;
}
