import { useMemo, useSyncExternalStore } from 'react';
import { todayString } from '../../lib/dates';
import { useAuth } from '../auth/auth-context';
import { useSelectedClient } from '../quick-menu/selected-client';
import { createMenuPrefsStore, createMenuStateStore, type Store } from './menu-state';
import type { MenuContext } from './menu-types';
import { useClients } from './use-reference-lists';

export const menuStateStore = createMenuStateStore();
export const menuPrefsStore = createMenuPrefsStore();

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Everything the menu rules read besides the user. The beta toggle is always off for contractors. */
export function useMenuContext(): MenuContext {
  const { state } = useAuth();
  const { clientId, client } = useSelectedClient();
  const clients = useClients(state.isAuthenticated);
  const menuState = useStore(menuStateStore);
  const contractor = state.user?.role === 'contractor';
  return useMemo(
    () => ({
      clientId,
      client,
      clients: clients.data ?? [],
      betaEnabled: menuState.enabled && !contractor,
      today: todayString(),
    }),
    [clientId, client, clients.data, menuState.enabled, contractor],
  );
}
