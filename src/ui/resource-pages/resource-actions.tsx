/**
 * The buttons on a generic list for the resource's other screens (create, grid edit, CSV import
 * and export): each shown exactly when its screen is declared and this user may open it, the same
 * `mayOpen` as the menu and the route gate, so the page never offers what the gate refuses.
 */
import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { mayOpen, screenById } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { inSentence } from '../../resources';

const ACTIONS = [
  { kind: 'create', label: (singular: string) => `New ${singular}` },
  { kind: 'gridEdit', label: () => 'Grid edit' },
  { kind: 'import', label: () => 'Import CSV' },
  { kind: 'export', label: () => 'Export CSV' },
] as const;

export function ResourceActions({ resource, singular }: { resource: string; singular: string }) {
  const user = useCurrentUser();
  const context = useMenuContext();
  const shown = ACTIONS.flatMap((action) => {
    const screen = screenById(`${resource}.${action.kind}`);
    return screen && mayOpen(screen, user, context) ? [{ ...action, path: screen.link }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="resource-actions">
      {shown.map((action) => (
        <Button key={action.kind} asChild size="sm" variant={action.kind === 'create' ? 'solid' : 'outline'}>
          <RouterLink to={action.path}>{action.label(inSentence(singular))}</RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
