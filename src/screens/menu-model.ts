/** The side menu model for the menu components: the registry's menu plus links filled in for the user. */
import type { AccessUser } from '../resources';
import { fillLink, type MenuItem } from '.';
import type { MenuContext } from './menu-types';

export { MENU, allMenuItems, isItemVisible, searchMenu, visibleMenu } from '.';

/** The link of an item for this user: {date}, {clientId} and the admin-only {clientId/} segment. */
export function resolveUri(item: MenuItem, user: AccessUser, context: MenuContext): string {
  return fillLink(item.link, user, { today: context.today, clientId: context.clientId, countryId: context.countryId });
}
