/**
 * The buttons on a list for the resource's other screens (create, grid edit, CSV import and
 * export), as `listActions` offers them to this user (list-actions.ts says why). Grid edit and
 * export take the list's filters along when the list gives them (`carry`).
 */
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { inSentence } from '../../resources';
import { listActions, type ListActionKind } from './list-actions';

const LABEL: Record<ListActionKind, (singular: string) => string> = {
  create: (singular) => `New ${singular}`,
  gridEdit: () => 'Grid edit',
  import: () => 'Import CSV',
  export: () => 'Export CSV',
};

/** the actions that act on the list's current filter */
const FILTERED: ReadonlySet<ListActionKind> = new Set(['gridEdit', 'export']);

export function ResourceActions({
  resource,
  singular,
  carry,
}: {
  resource: string;
  singular: string;
  /** the list's query (no '?'), passed on to grid edit and export */
  carry?: string;
}) {
  const user = useCurrentUser();
  const context = useMenuContext();
  const shown = listActions(resource, user, context);
  if (shown.length === 0) return null;
  return (
    // Chakra's sm solid and outline buttons as the theme's static classes (theme/static-classes.ts):
    // on the first screen of every list, they cost no run-time styles
    <div className="dc-group" data-testid="resource-actions">
      {shown.map((action) => (
        <RouterLink
          key={action.kind}
          className="dc-button"
          data-variant={action.kind === 'create' ? 'solid' : 'outline'}
          to={carry && FILTERED.has(action.kind) ? `${action.path}?${carry}` : action.path}
        >
          {LABEL[action.kind](inSentence(singular))}
        </RouterLink>
      ))}
    </div>
  );
}
