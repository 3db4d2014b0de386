/**
 * Create User (/u/users/all/create): the generic create page, narrowed by the one
 * account-management rule (src/resources/users.ts) so a client-admin is offered only the fields,
 * roles and clients it may give, and the typed account is checked against that rule before it is
 * queued; the server asks the same rule again.
 */
import { useMemo } from 'react';
import { useCurrentUser } from '../../session/auth-context';
import { ResourceCreatePage, type CreateOptions } from '../../ui/resource-pages';
import { userCreateNarrowing, userCreateProblems } from './account-rules';

export function UserCreatePage() {
  const user = useCurrentUser();
  const options = useMemo<CreateOptions>(
    () => ({ narrowing: userCreateNarrowing(user), check: (draft) => userCreateProblems(user, draft) }),
    [user],
  );
  return <ResourceCreatePage resource="users" options={options} />;
}
