/**
 * Top-level menu items (outside any heading): Order Search, Documentation, My Account. Their order
 * places them among the headings (100, 200, ...; src/resources/screens.ts); the shell's own listed
 * pages are in shell.ts.
 */
import { ANY_USER, role, staffOr } from '../../resources/access';
import { screen, topLevel } from '../screen';

export const orderSearch = topLevel(
  50,
  screen('order-search', '/d/deliveriesN/all', 'Order Search', 'MdSearch', staffOr('order-search')),
);

/** The in-app help (issue 37): every role's menu reaches it, the contractor's subset included. */
export const documentation = topLevel(
  1600,
  screen('docs', '/client-tools/docs-login', 'Documentation', 'MdMenuBook', ANY_USER, { contractor: true }),
);

export const myAccount = topLevel(
  1700,
  screen('account', '/u/users/self', 'My Account', 'MdAccountCircle', role('admin', 'client-admin', 'client-user')),
);
