/**
 * Types the menu components read. The menu model itself is derived from the screen registry
 * (src/screens); visibility is the screens' access rules (src/resources/access.ts).
 */
import type { AccessClient, AccessContext } from '../resources';

export type { AppDomain, LabelSet, Pair } from '../resources';
export type { MenuEntry, MenuHeading, MenuItem } from '.';

/** The part of a client record the menu reads. */
export type MenuClient = AccessClient;

/** What the menu's rules and links read besides the user: the access context plus today's date. */
export interface MenuContext extends AccessContext {
  /** today's date, yyyy-MM-dd, for links carrying a date */
  today: string;
  /** the country the user works in, for links carrying one (Run Summary) */
  countryId?: number;
}
