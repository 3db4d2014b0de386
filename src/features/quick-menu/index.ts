/** Public face of the quick-menu feature: what other features may import from it. */
export { QuickMenu } from './lazy-quick-menu';
export { QuickMenuProvider } from './quick-menu-state';
export { QuickMenuTriggers } from './quick-menu-triggers';
export { useSelectedClient } from './selected-client';
