/**
 * A user's page (/u/users/{id}): the generic record view and edit form, narrowed by the one
 * account-management rule (src/resources/users.ts) to what the server accepts, plus 'Set
 * password' for the user managers who may manage this user (never on one's own record: that is
 * My Account's, with the current password).
 */
import { can, users } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { ResourceDetailPage } from '../../ui/resource-pages';
import { userEditNarrowing } from './account-rules';
import { SetPasswordCard } from './set-password-card';

export function UserDetailPage() {
  const user = useCurrentUser();
  const context = useMenuContext();
  const mayManage = can(user, users, 'update', context);
  return (
    <ResourceDetailPage
      resource="users"
      narrow={(record) => userEditNarrowing(user, record)}
      after={(record) =>
        mayManage && record.id !== user.id && userEditNarrowing(user, record) !== null ? (
          <SetPasswordCard
            userId={record.id}
            email={String(record.email ?? '')}
            name={String(record.name ?? record.email ?? 'This user')}
          />
        ) : null
      }
    />
  );
}
