/**
 * The hand-written screen catalogue: one file per menu heading (named after it), each with the
 * heading's one ordered list, the top-level items, and the shell's own screens. HEADING_LISTS
 * follows the headings' menu order (src/resources/screens.ts).
 */
import { adminScreens } from './admin';
import { confirmationsScreens } from './confirmations';
import { contractorsScreens } from './contractors';
import { courierScreens } from './courier-routing';
import { deliveriesScreens } from './deliveries';
import { devScreens } from './dev';
import { financialScreens } from './financial';
import { lineHaulScreens } from './line-haul';
import { operationsScreens } from './operations';
import { pickPackScreens } from './pick-pack';
import { rdsScreens } from './rds';
import { reportsScreens } from './reports';
import { routingScreens } from './routing';
import { settingsScreens } from './settings';
import { shellScreens } from './shell';
import { toolsScreens } from './tools';
import { documentation, myAccount, orderSearch } from './top-level';
import type { HeadingList } from '../screen';
import type { Screen } from '../types';

const HEADINGS = [
  deliveriesScreens,
  confirmationsScreens,
  reportsScreens,
  adminScreens,
  financialScreens,
  contractorsScreens,
  lineHaulScreens,
  operationsScreens,
  routingScreens,
  pickPackScreens,
  rdsScreens,
  courierScreens,
  toolsScreens,
  settingsScreens,
  devScreens,
];
export const HEADING_LISTS: readonly HeadingList[] = HEADINGS;

/** Order Search, the headings' hand-written screens, Documentation, My Account and the shell's, in that order. */
export const CATALOGUE: readonly Screen[] = [
  orderSearch,
  ...HEADING_LISTS.flatMap((h) => h.screens),
  documentation,
  myAccount,
  ...shellScreens,
];

/** The id of every hand-written screen, derived from the catalogue's own lines. */
export type CatalogueScreenId =
  | (typeof HEADINGS)[number]['screens'][number]['id']
  | (typeof orderSearch | typeof documentation | typeof myAccount | (typeof shellScreens)[number])['id'];
