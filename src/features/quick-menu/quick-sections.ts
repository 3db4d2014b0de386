/** Which visible menu items each quick-menu link section (3-9) lists. */
import type { MenuEntry, MenuItem } from '../../screens/menu-types';
import { QUICK_SECTIONS } from './quick-menu-state';

export interface QuickSectionDef {
  section: number;
  label: string;
  pick(item: MenuItem, headingId: string | null): boolean;
}

export const QUICK_LINK_SECTIONS: readonly QuickSectionDef[] = [
  { section: QUICK_SECTIONS.reports, label: 'Reports', pick: (_i, h) => h === 'reports' },
  {
    section: QUICK_SECTIONS.deliveries,
    label: 'Deliveries',
    pick: (i, h) => h === 'deliveries' && !i.link.startsWith('/run/'),
  },
  { section: QUICK_SECTIONS.runs, label: 'Runs', pick: (i) => i.link.startsWith('/run/') },
  { section: QUICK_SECTIONS.users, label: 'Users', pick: (i) => i.link.startsWith('/u/') && i.id !== 'account' },
  { section: QUICK_SECTIONS.zones, label: 'Zones', pick: (i) => i.link.startsWith('/z/') },
  { section: QUICK_SECTIONS.account, label: 'Account', pick: (i) => i.id === 'account' || i.id === 'docs' },
  { section: QUICK_SECTIONS.rds, label: 'RDS', pick: (_i, h) => h === 'rds' },
];

/** The visible items for one section, without duplicates of the same link. */
export function itemsForSection(entries: readonly MenuEntry[], def: QuickSectionDef): MenuItem[] {
  const seen = new Set<string>();
  const result: MenuItem[] = [];
  for (const entry of entries) {
    const items = entry.kind === 'heading' ? entry.items.map((i) => [i, entry.id] as const) : [[entry, null] as const];
    for (const [item, heading] of items) {
      if (def.pick(item, heading) && !seen.has(item.link)) {
        seen.add(item.link);
        result.push(item);
      }
    }
  }
  return result;
}
