/**
 * The buttons a list page offers for its resource's other screens (create, grid edit, CSV import
 * and export), and those a detail page offers for its record's task screens (a purchase order's
 * Receive Goods): each exactly when its screen is declared and this user may open it, by the same
 * `mayOpen` as the menu and the route gate, so a page never offers what the gate refuses. Generic
 * and hand-written lists (deliveries) both draw these (resource-actions.tsx), and the contract
 * suite checks them beside the menu (test/contract/access-checks.ts).
 */
import type { AccessContext } from '../../resources/access';
import type { AccessUser } from '../../resources/roles';
import { mayOpen, screenById } from '../../screens';

export const LIST_ACTION_KINDS = ['create', 'gridEdit', 'import', 'export'] as const;
export type ListActionKind = (typeof LIST_ACTION_KINDS)[number];

export interface ListAction {
  kind: ListActionKind;
  screenId: string;
  path: string;
}

/** the list's actions this user may open, in the order they are drawn */
export function listActions(resource: string, user: AccessUser, context: AccessContext): ListAction[] {
  return LIST_ACTION_KINDS.flatMap((kind) => {
    const screen = screenById(`${resource}.${kind}`);
    return screen && mayOpen(screen, user, context) ? [{ kind, screenId: screen.id, path: screen.link }] : [];
  });
}

/** The record's task screens, in the order a detail page draws them (src/resources/screens.ts, ScreenKind). */
export const RECORD_ACTION_KINDS = ['receive'] as const;

export interface RecordAction {
  screenId: string;
  /** the screen's title, the button's words */
  label: string;
  path: string;
}

/** the record's task screens this user may open, with the record's path filled in */
export function recordActions(resource: string, id: number, user: AccessUser, context: AccessContext): RecordAction[] {
  return RECORD_ACTION_KINDS.flatMap((kind) => {
    const screen = screenById(`${resource}.${kind}`);
    return screen && mayOpen(screen, user, context)
      ? [{ screenId: screen.id, label: screen.title.new, path: screen.link.replace('{id}', String(id)) }]
      : [];
  });
}
