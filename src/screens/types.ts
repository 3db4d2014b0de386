/**
 * A screen: one page of the console at its spec path, with its title, who may open it and where
 * the menu shows it. Screens come from two places, resource declarations (list, detail, create,
 * grid-edit, CSV import and export) and the hand-written catalogue (overview, run summary,
 * reports, control centres ...); the registry merges them and everything that names a page (the
 * router, the side and quick menus, document titles, path builders, the route gate and the
 * contract suite) reads only the registry.
 */
import type { ResourceName } from '../resources';
import type { AppDomain, HeadingId, IconKey, Pair, QuickSearchEntry, Rule, ScreenKind } from '../resources';

/** One entry of a screen in the side menu, with defaults resolved. */
export interface MenuEntryPlacement {
  /** unique menu item id (the screen id, suffixed for a second placement) */
  id: string;
  heading: HeadingId | null;
  order: number;
  label: Pair<string>;
  icon: Pair<IconKey>;
  beta: Pair<boolean>;
  tooltip?: string;
  /** link template; may carry {date}, {clientId} and {clientId/} (the admin-only prefix segment) */
  link: string;
  appDomain: AppDomain;
  counter?: 'customerChangeRequests' | 'deliveryCustomerChangeRequests';
  submenu?: 'routing-groups';
  /** shows this entry to fewer users than may open the screen */
  only?: Rule;
}

export interface Screen {
  id: string;
  /** link template of the screen itself: {date}, {clientId}, {clientId/}, {id} */
  link: string;
  /** router patterns (no leading slash) this screen answers */
  patterns: readonly string[];
  title: Pair<string>;
  /** who may open it: the menu shows it, the route gate lets through, exactly when this holds */
  access: Rule;
  /** part of the contractor's subset (spec 2.1); other screens are 'not found' for contractors */
  contractor: boolean;
  menu: readonly MenuEntryPlacement[];
  /** the resource screen it is, when declared by a resource */
  resource?: { name: ResourceName; kind: ScreenKind };
  /** listed in the quick menu's navigation search */
  quickSearch?: QuickSearchEntry;
  /** the screen's pages link to a Run Summary style title (routing group or date first) */
  titleFromRunSummary?: boolean;
}
