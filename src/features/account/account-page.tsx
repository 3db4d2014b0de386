/**
 * My Account (/u/users/self, screen `account`): the signed-in user's own details, client names,
 * two-factor status, the self-service edit of name / e-mail / phone (users PATCH through
 * useResourceMutation) and the online-only password change. Offline it shows the stored copy.
 */
import { Grid } from '@chakra-ui/react';
import { useOnline } from '../../offline';
import { useCurrentUser } from '../../session/auth-context';
import { dataStatus } from '../../ui/resource-pages';
import { PageFrame, type DataState } from '../../ui/page-frame';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { useAccount } from './use-account';
import { toApiErrorSync } from './query-state';

export function AccountPage() {
  const me = useCurrentUser();
  const { query, store } = useAccount(me.id);
  const online = useOnline();
  const noCopy =
    !query.data && !online
      ? {
          displayMessage:
            'You are offline and this device has no stored copy of your account yet. Connect once to see it here.',
        }
      : null;
  const state: DataState = {
    source: query.data ? (query.isFetchedAfterMount && !query.isError ? 'network' : 'cache') : null,
    asOf: query.dataUpdatedAt || null,
    isLoading: query.isPending && !noCopy,
    isFetching: query.isFetching,
    error: query.data ? null : (noCopy ?? toApiErrorSync(query.error)),
    refetch: () => void query.refetch(),
  };
  const status = dataStatus(state, 'Your account', false);
  return (
    <PageFrame title="My Account" state={state}>
      {status ??
        (query.data ? (
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
            <ProfileCard data={query.data} onSaved={store} />
            <PasswordCard email={query.data.user.email} />
          </Grid>
        ) : null)}
    </PageFrame>
  );
}
