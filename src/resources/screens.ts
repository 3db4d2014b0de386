/**
 * How declarations name their screens and place them in the menu. Pure data (icons are keys,
 * resolved to components by the menu), shared by resource declarations (src/resources/*) and the
 * hand-written screens (src/screens/catalogue/*), from which the router, side menu, quick menu,
 * document titles and path builders are derived.
 */
import type { Rule } from './access';
import type { Action } from './types';

export const ICON_KEYS = [
  'MdAccountBalance',
  'MdAccountCircle',
  'MdAdd',
  'MdAltRoute',
  'MdApps',
  'MdAssessment',
  'MdAssignment',
  'MdAttachMoney',
  'MdBarChart',
  'MdBlock',
  'MdBugReport',
  'MdBuild',
  'MdBusiness',
  'MdCategory',
  'MdCheckCircle',
  'MdCloudOff',
  'MdCode',
  'MdDashboard',
  'MdDirectionsRun',
  'MdErrorOutline',
  'MdEvent',
  'MdFactCheck',
  'MdFileDownload',
  'MdFireTruck',
  'MdGridOn',
  'MdHistory',
  'MdHome',
  'MdInventory',
  'MdInventory2',
  'MdList',
  'MdLocalGasStation',
  'MdLocalShipping',
  'MdLocationCity',
  'MdLogout',
  'MdMap',
  'MdMenuBook',
  'MdMessage',
  'MdOutbox',
  'MdPallet',
  'MdPayments',
  'MdPeople',
  'MdPerson',
  'MdPlace',
  'MdPrint',
  'MdQrCodeScanner',
  'MdReceipt',
  'MdRoute',
  'MdRvHookup',
  'MdScale',
  'MdSchedule',
  'MdSearch',
  'MdSettings',
  'MdSms',
  'MdSpeed',
  'MdStore',
  'MdStorefront',
  'MdSync',
  'MdTimeline',
  'MdTimer',
  'MdTravelExplore',
  'MdUnsubscribe',
  'MdUploadFile',
  'MdViewInAr',
  'MdWarehouse',
  'MdWarning',
  'MdWebhook',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

/** The menu headings of spec 2.4, in menu order (`order` leaves room for loose items between them). */
export const HEADINGS = [
  { id: 'deliveries', label: 'Deliveries', icon: 'MdLocalShipping', order: 100 },
  { id: 'confirmations', label: 'Delivery Confirmations', icon: 'MdCheckCircle', order: 200 },
  { id: 'reports', label: 'Reports', icon: 'MdBarChart', order: 300 },
  { id: 'admin', label: 'Admin', icon: 'MdSettings', order: 400 },
  { id: 'financial', label: 'Financial Reporting', icon: 'MdAttachMoney', order: 500 },
  { id: 'contractors', label: 'Drivers/Contractors', icon: 'MdPeople', order: 600 },
  { id: 'line-haul', label: 'Line Haul', icon: 'MdRvHookup', order: 700 },
  { id: 'operations', label: 'Operations', icon: 'MdDashboard', order: 800 },
  { id: 'routing', label: 'Routing', icon: 'MdRoute', order: 900 },
  { id: 'pick-pack', label: 'Pick/Pack', icon: 'MdInventory', order: 1000 },
  { id: 'rds', label: 'RDS', icon: 'MdStore', order: 1100 },
  { id: 'courier-routing', label: 'Courier Routing', icon: 'MdAltRoute', order: 1200 },
  { id: 'tools', label: 'Tools', icon: 'MdBuild', order: 1300 },
  { id: 'settings', label: 'Settings', icon: 'MdSettings', order: 1400 },
  { id: 'dev', label: 'Dev', icon: 'MdCode', order: 1500 },
] as const satisfies readonly { id: string; label: string; icon: IconKey; order: number }[];
export type HeadingId = (typeof HEADINGS)[number]['id'];

export type AppDomain = 'legacy' | 'beta' | 'next';
export type LabelSet = 'old' | 'new';
export interface Pair<T> {
  old: T;
  new: T;
}
/** A label that was renamed: [old, new]; the menu offers both wordings (spec 2.2). */
export type Label = string | readonly [string, string];

/** One entry of a screen in the side menu. */
export interface MenuPlacement {
  /**
   * The heading it sits under. Its place there is the position of its menu item id (the screen id,
   * e.g. 'boxes.list'; a second placement adds '.1', a third '.2') in that heading's ordered list in
   * src/screens/catalogue/<heading>.ts.
   */
  heading: HeadingId;
  /**
   * The menu item's id when the spec names it (a catalogue line that became a resource placement
   * keeps its id: 'd.auspost-orders'); else the screen id, '.1' / '.2' added for later placements.
   */
  id?: string;
  /** menu label when it differs from the screen's title */
  label?: Label;
  icon: IconKey;
  /** icon of the old label set when it differs */
  oldIcon?: IconKey;
  beta?: Partial<Pair<boolean>>;
  tooltip?: string;
  /** the link when it differs from the screen's own (a query such as ?role=driver, a date) */
  link?: string;
  domain?: AppDomain;
  counter?: 'customerChangeRequests' | 'deliveryCustomerChangeRequests';
  /** a submenu built at run time (the routing groups under Deliveries) */
  submenu?: 'routing-groups';
  /** shows this entry to fewer users than may open the screen (never to more) */
  only?: Rule;
}

/**
 * The screens a resource declaration may ask for; each is served by the generic page unless a
 * hand-written one is bound. `receive` is a record's task page with no generic page (its path
 * carries `{id}`; the generic detail page offers it, list-actions.ts): a purchase order counted
 * in at the dock.
 */
export type ScreenKind = 'list' | 'detail' | 'create' | 'gridEdit' | 'import' | 'export' | 'receive';

/** The resource action each kind of screen performs: whoever may open it may do that. */
export const ACTION_OF_KIND = {
  list: 'list',
  detail: 'get',
  create: 'create',
  gridEdit: 'patch',
  import: 'create',
  export: 'list',
  // the page reads the record; what it writes is its own resource's rule (its screen's access narrows to it)
  receive: 'get',
} as const satisfies Record<ScreenKind, Action>;
/** The actions screens perform (the only ones the boot registry carries, ./boot.ts). */
export type ScreenAction = (typeof ACTION_OF_KIND)[ScreenKind];

export interface ScreenSpec {
  /** the link, e.g. '/z/depots/all'; detail screens carry '{id}' */
  path: string;
  /** title when it differs from the resource's labels */
  title?: Label;
  /** narrows who may open it, on top of the resource action it needs (the server keeps the action's rule) */
  access?: Rule;
  menu?: MenuPlacement | readonly MenuPlacement[];
  /** part of the contractor's subset (spec 2.1) */
  contractor?: boolean;
  /** listed in the quick menu's navigation search (spec 2.3) under this name, at this position */
  quickSearch?: QuickSearchEntry;
}

export interface QuickSearchEntry {
  name: string;
  order: number;
}

export type ResourceScreens = Partial<Record<ScreenKind, ScreenSpec>>;
