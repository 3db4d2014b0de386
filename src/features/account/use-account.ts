/**
 * The signed-in user's account (GET api/current-user/account), through TanStack Query so the
 * persisted query cache keeps a copy for offline visits; and the password change, a plain online
 * call (never the outbox: a password must not be stored on the device).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiJson } from '../../lib/api';
import type { AccountRecord } from './account-rules';
import { useQueryInSlices } from '../../offline';

export interface AccountData {
  user: AccountRecord;
  clients: { id: number; name: string }[];
}

export const accountKey = (userId: number) => ['account', userId] as const;

export function useAccount(userId: number) {
  const query = useQueryInSlices({
    queryKey: accountKey(userId),
    queryFn: async () => (await apiJson<{ data: AccountData }>('current-user/account')).data,
    retry: false,
    // One small request: every visit asks the server, the stored copy only bridges it (and offline).
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const queryClient = useQueryClient();
  const store = useCallback(
    (user: AccountRecord) => {
      queryClient.setQueryData<AccountData>(accountKey(userId), (old) => (old ? { ...old, user } : old));
      void queryClient.invalidateQueries({ queryKey: accountKey(userId) });
    },
    [queryClient, userId],
  );
  return { query, store };
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiJson('current-user/password', { method: 'POST', json: { currentPassword, newPassword } });
}

/** A user manager sets another user's password (a new user's first, or a forgotten one); online only. */
export async function setUserPassword(userId: number, password: string): Promise<void> {
  await apiJson(`users/${userId}/password`, { method: 'POST', json: { password } });
}
