/**
 * The client chosen in the quick menu, remembered in localStorage under 'selected-client' (as
 * the client's id). Pages scope their data with useSelectedClient().clientId, which applies the
 * spec's rule (effectiveClientId): admin may use any client; others only one of their own; with
 * exactly one candidate that one; otherwise -1.
 */
import { useCallback, useMemo } from 'react';
import type { KeyValueStore } from '../lib/safe-storage';
import { rememberedId } from './remembered-id';
import { effectiveClientId } from '../resources/roles';
import { useAuth } from './auth-context';
import type { MenuClient } from '../screens/menu-types';
import { useKnownClients } from './use-reference-lists';

/** The quick menu's client: any whole number (the access rule decides what it may be). */
export const selectedClientChoice = rememberedId('selected-client', () => true);
export const SELECTED_CLIENT_KEY = selectedClientChoice.key;

export const readSelectedClientId = (store: KeyValueStore): number | null => selectedClientChoice.read(store);

export function setSelectedClientId(id: number | null): void {
  selectedClientChoice.set(id);
}

export interface SelectedClient {
  /** the client pages act for (effectiveClientId), -1 for none */
  clientId: number;
  /** that client's record, when the clients list has it */
  client: MenuClient | null;
  /** the raw stored choice, before the access rule */
  chosenId: number | null;
  setSelectedClient(id: number | null): void;
}

export function useSelectedClient(): SelectedClient {
  const { state } = useAuth();
  const chosenId = selectedClientChoice.use();
  const { clients } = useKnownClients(state.isAuthenticated);
  const setSelectedClient = useCallback((id: number | null) => setSelectedClientId(id), []);
  return useMemo(() => {
    const clientId = state.user ? effectiveClientId(state.user, chosenId) : -1;
    const client = clients.find((c) => c.id === clientId) ?? null;
    return { clientId, client, chosenId, setSelectedClient };
  }, [state.user, chosenId, clients, setSelectedClient]);
}
