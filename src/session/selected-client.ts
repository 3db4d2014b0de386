/**
 * The client chosen in the quick menu, remembered in localStorage under 'selected-client' (as
 * the client's id). Pages scope their data with useSelectedClient().clientId, which applies the
 * spec's rule (effectiveClientId): admin may use any client; others only one of their own; with
 * exactly one candidate that one; otherwise -1.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { safeStorage, type KeyValueStore } from '../lib/safe-storage';
import { effectiveClientId } from '../resources/roles';
import { useAuth } from './auth-context';
import type { MenuClient } from '../screens/menu-types';
import { useKnownClients } from './use-reference-lists';

export const SELECTED_CLIENT_KEY = 'selected-client';

export function readSelectedClientId(store: KeyValueStore): number | null {
  const text = store.getItem(SELECTED_CLIENT_KEY);
  if (text === null) return null;
  const value = Number(JSON.parse(text) as unknown);
  return Number.isInteger(value) ? value : null;
}

const storage = safeStorage();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_CLIENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): number | null {
  try {
    return readSelectedClientId(storage);
  } catch {
    return null;
  }
}

export function setSelectedClientId(id: number | null): void {
  if (id === null) storage.removeItem(SELECTED_CLIENT_KEY);
  else storage.setItem(SELECTED_CLIENT_KEY, JSON.stringify(id));
  listeners.forEach((l) => l());
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
  const chosenId = useSyncExternalStore(subscribe, snapshot, () => null);
  const { clients } = useKnownClients(state.isAuthenticated);
  const setSelectedClient = useCallback((id: number | null) => setSelectedClientId(id), []);
  return useMemo(() => {
    const clientId = state.user ? effectiveClientId(state.user, chosenId) : -1;
    const client = clients.find((c) => c.id === clientId) ?? null;
    return { clientId, client, chosenId, setSelectedClient };
  }, [state.user, chosenId, clients, setSelectedClient]);
}
