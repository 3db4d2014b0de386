/**
 * The typed menu model (spec 2.2 / 2.4). Pure data: no JSX; icons are react-icons keys resolved
 * by menu-icons.ts, visibility is a predicate composed from the small rules of menu-rules.ts.
 */
import type { ClientConfiguration } from '../../resources/clients';
import type { SessionUser } from '../auth/session-user';
import type { IconKey } from './menu-icons';

export type AppDomain = 'legacy' | 'beta' | 'next';
export type LabelSet = 'old' | 'new';

export interface Pair<T> {
  old: T;
  new: T;
}

/** The part of a client record the menu reads. */
export interface MenuClient {
  id: number;
  name: string;
  code: string;
  displayName?: string | null;
  logoURI?: string | null;
  integrationList?: readonly string[];
  configuration?: ClientConfiguration | null;
}

export interface MenuContext {
  /** the client pages act for (effectiveClientId), -1 when none */
  clientId: number;
  /** that client's record, when known */
  client: MenuClient | null;
  /** every client the user may see (drives the integration-service rules) */
  clients: readonly MenuClient[];
  /** beta navigation toggle (always off for contractors) */
  betaEnabled: boolean;
  /** today's date, yyyy-MM-dd, for links carrying a date */
  today: string;
}

export type Rule = (user: SessionUser, context: MenuContext) => boolean;

export interface MenuItem {
  kind: 'item';
  id: string;
  appDomain: AppDomain;
  /** the link; may carry {date}, {clientId} and {clientId/} (admin-only prefix segment) */
  uri: string;
  /** regular expressions (source) of in-app paths that belong to this item */
  uriRegex: readonly string[];
  label: Pair<string>;
  icon: Pair<IconKey>;
  beta: Pair<boolean>;
  tooltip?: string;
  /** part of the contractor subset */
  contractor?: boolean;
  /** notification counter shown next to the label */
  counter?: 'customerChangeRequests' | 'deliveryCustomerChangeRequests';
  /** a submenu built at run time (the routing groups under Deliveries) */
  submenu?: 'routing-groups';
  visible: Rule;
}

export interface MenuHeading {
  kind: 'heading';
  id: string;
  label: string;
  icon: IconKey;
  items: readonly MenuItem[];
}

export type MenuEntry = MenuHeading | MenuItem;
