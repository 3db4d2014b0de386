/**
 * The screens a resource declaration asks for (list, detail, create, grid-edit, CSV import and
 * export), as registry screens, read from the boot's face of the registry (src/resources/boot.ts:
 * the menu and the router are drawn before any declaration loads). A screen needs the resource action it performs (the server's own
 * rule) and whatever narrowing the declaration adds, so the menu never offers a page whose data
 * the server would refuse.
 */
import type { MenuPlacement, ResourceName, ScreenKind, ScreenSpec, resources } from '../resources';
import { all, mayDo } from '../resources/access';
import { bootResources, type BootResource } from '../resources/boot';
import { ACTION_OF_KIND } from '../resources/screens';
import { labelPair, patternsFor, renamedTooltip } from './screen';
import type { MenuEntryPlacement, Screen } from './types';

/** The id of every resource screen: `<resource>.<kind>` for each kind its declaration gives. */
export type ResourceScreenId = {
  [N in ResourceName]: `${N}.${keyof NonNullable<(typeof resources)[N]['screens']> & string}`;
}[ResourceName];

function defaultTitle(def: BootResource, kind: ScreenKind): string {
  switch (kind) {
    case 'list':
      return def.labelPlural;
    case 'detail':
      return def.label;
    case 'create':
      return `Create ${def.label}`;
    case 'gridEdit':
      return `${def.labelPlural} Grid Edit`;
    case 'import':
      return `Import ${def.labelPlural}`;
    case 'export':
      return `Export ${def.labelPlural}`;
    case 'receive':
      return `Receive ${def.label}`;
  }
}

function placements(id: string, spec: ScreenSpec, title: Screen['title']): MenuEntryPlacement[] {
  const list: readonly MenuPlacement[] =
    spec.menu === undefined ? [] : Array.isArray(spec.menu) ? spec.menu : [spec.menu as MenuPlacement];
  return list.map((m, i) => {
    const label = m.label ? labelPair(m.label) : title;
    return {
      id: m.id ?? (i === 0 ? id : `${id}.${i}`),
      heading: m.heading,
      // placed by the heading's list in src/screens/catalogue (registry.ts)
      order: 0,
      label,
      icon: { old: m.oldIcon ?? m.icon, new: m.icon },
      beta: { old: m.beta?.old ?? false, new: m.beta?.new ?? false },
      tooltip: m.tooltip ?? renamedTooltip(label),
      link: m.link ?? spec.path,
      appDomain: m.domain ?? 'legacy',
      counter: m.counter,
      submenu: m.submenu,
      only: m.only,
    };
  });
}

export function resourceScreens(name: ResourceName, def: BootResource): Screen[] {
  const specs = def.screens ?? {};
  return (Object.keys(specs) as ScreenKind[]).flatMap((kind) => {
    const spec = specs[kind];
    if (!spec) return [];
    const id = `${name}.${kind}`;
    const title = labelPair(spec.title ?? defaultTitle(def, kind));
    const needs = mayDo(def, ACTION_OF_KIND[kind]);
    return [
      {
        id,
        link: spec.path,
        patterns: patternsFor(spec.path),
        title,
        access: spec.access ? all(needs, spec.access) : needs,
        contractor: spec.contractor ?? false,
        menu: placements(id, spec, title),
        resource: { name, kind },
        quickSearch: spec.quickSearch,
      },
    ];
  });
}

export function allResourceScreens(): Screen[] {
  return (Object.keys(bootResources) as ResourceName[]).flatMap((name) => resourceScreens(name, bootResources[name]));
}
