/**
 * The buttons a list page offers for its resource's other screens (create, grid edit, CSV import
 * and export): each exactly when its screen is declared and this user may open it, by the same
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
