/** Public face of the screen registry: every page of the console, derived from declarations. */
export * from './types';
export {
  SCREENS,
  isScreenId,
  screenById,
  screenOfMenuItem,
  matchScreen,
  mayOpen,
  decidedByUser,
  screenTitle,
  fillLink,
  recordPath,
  screenPath,
} from './registry';
export type { ScreenId, ScreenMatch, LinkValues } from './registry';
export { MENU, allMenuItems, isItemVisible, visibleMenu, searchMenu } from './menu';
export type { MenuItem, MenuHeading, MenuEntry } from './menu';
export { ACTION_OF_KIND } from '../resources/screens';
export { patternsFor } from './screen';
