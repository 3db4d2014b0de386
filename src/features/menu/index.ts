/** Public face of the menu feature: what other features may import from it. */
export { clientContext, testClient, testContext, testUser } from './gating-fixtures';
export { resolveLogoUri } from './logo';
export { MenuIcon } from './menu-icon';
export { resolveUri, visibleMenu } from './menu-model';
export type { MenuClient, MenuContext, MenuEntry, MenuItem } from './menu-types';
export { SideMenu } from './side-menu';
export { menuPrefsStore, useMenuContext, useStore } from './use-menu-context';
export { KnownClientsProvider, useClients, useKnownClients, useRoutingGroups } from './use-reference-lists';
