/**
 * The access context of the signed-in user as the app knows it (the client pages act for, the
 * clients the user sees, the beta toggle) plus today's date for links, and whether it is known
 * well enough to decide access: the route gate, the menus and the action buttons all read it.
 */
import { useIsRestoring } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { operatorToday } from '../lib/calendar';
import { useAuth } from './auth-context';
import { useSelectedClient } from './selected-client';
import { useSelectedCountry } from './selected-country';
import { createMenuPrefsStore, createMenuStateStore, type Store } from './menu-state';
import type { MenuContext } from '../screens/menu-types';
import { useKnownClients } from './use-reference-lists';

export const menuStateStore = createMenuStateStore();
export const menuPrefsStore = createMenuPrefsStore();

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Everything the access rules read besides the user. The beta toggle is always off for contractors. */
export function useMenuContext(): MenuContext {
  return useAccessState().context;
}

export interface AccessState {
  context: MenuContext;
  /** the page cache is restored and the clients are known: access can be decided */
  ready: boolean;
}

export function useAccessState(): AccessState {
  const { state } = useAuth();
  const { clientId, client } = useSelectedClient();
  const { countryId } = useSelectedCountry();
  const known = useKnownClients(state.isAuthenticated);
  const restoring = useIsRestoring();
  const menuState = useStore(menuStateStore);
  const contractor = state.user?.role === 'contractor';
  const context = useMemo(
    () => ({
      clientId,
      client,
      clients: known.clients,
      betaEnabled: menuState.enabled && !contractor,
      today: operatorToday(),
      countryId,
    }),
    [clientId, client, known.clients, menuState.enabled, contractor, countryId],
  );
  return { context, ready: !restoring && known.settled };
}
