/**
 * The reference lists the shell needs (clients for the selector, branding and the access rules,
 * routing groups for the Deliveries submenu), loaded whole with limit=-1. The only place these
 * are fetched. Offline, before the network answers, the clients come from the copy the service
 * worker keeps in IndexedDB, so access decisions never wait on a network that is not there.
 *
 * The known clients are worked out once, in `KnownClientsProvider` (mounted by src/app), and
 * shared: the route gate, the side menu, the document title and the quick menu each used to run
 * their own query and their own live IndexedDB read of the clients (two each, through the
 * selected client), and to map the stored rows into a new array on every render, so every
 * answered start-up query re-ran the whole menu model.
 */
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { apiJson } from '../lib/api';
import { useAuth } from './auth-context';
import { ReferenceListReader, useQueryInSlices, type ReferenceListResult } from '../offline/shell';
import type { ListResponse } from '../resources/types';
import { takeEarly } from '../lib/early-calls';
import { CLIENTS_CALL } from './early-clients';
import type { MenuClient } from '../screens/menu-types';

export interface RoutingGroupRef {
  id: number;
  name: string;
}

const STALE_MS = 5 * 60_000;

export const referenceKeys = {
  clients: ['reference', 'clients'] as const,
  routingGroups: ['reference', 'routingGroups'] as const,
};

export function useClients(enabled = true) {
  return useQueryInSlices({
    queryKey: referenceKeys.clients,
    queryFn: async () => {
      // the entry's early call on a start's first ask (early-clients.ts), a fresh call after that
      const early = takeEarly(CLIENTS_CALL);
      return (await apiJson<ListResponse<MenuClient>>(CLIENTS_CALL, early ? { fetch: () => early } : undefined)).data;
    },
    staleTime: STALE_MS,
    enabled,
  });
}

function toMenuClient(row: Record<string, unknown>): MenuClient {
  return {
    id: Number(row.id),
    name: String(row.name ?? ''),
    code: String(row.code ?? ''),
    displayName: typeof row.displayName === 'string' ? row.displayName : null,
    logoURI: typeof row.logoURI === 'string' ? row.logoURI : null,
    integrationList: Array.isArray(row.integrationList) ? row.integrationList.map(String) : [],
    configuration:
      typeof row.configuration === 'object' && row.configuration !== null
        ? (row.configuration as MenuClient['configuration'])
        : null,
  };
}

export interface KnownClients {
  clients: readonly MenuClient[];
  /** false until the clients are known from the network, the restored page cache or the stored copy */
  settled: boolean;
}

/** The clients the user can see, from the network when it answers, else from the stored copy. */
function useKnownClientsSource(enabled: boolean, stored: ReferenceListResult): KnownClients {
  const network = useClients(enabled);
  const fallback = useMemo(() => stored.data.map(toMenuClient), [stored.data]);
  const waitingForNetwork = network.fetchStatus === 'fetching' && fallback.length === 0;
  const clients = network.data ?? fallback;
  const settled = network.data !== undefined || !enabled || (!stored.isLoading && !waitingForNetwork);
  return useMemo(() => ({ clients, settled }), [clients, settled]);
}

const KnownClientsContext = createContext<KnownClients | null>(null);

/** Works out the known clients of the signed-in user once for the whole app. */
export function KnownClientsProvider({ children }: { children: ReactNode }) {
  // the stored copy is read by a lazy reader, so Dexie stays off the start path (offline/shell-readers.tsx)
  const [stored, setStored] = useState<ReferenceListResult>(STORED_LOADING);
  const known = useKnownClientsSource(useAuth().state.isAuthenticated, stored);
  return createElement(
    KnownClientsContext.Provider,
    { value: known },
    createElement(ReferenceListReader, { name: 'clients', onChange: setStored }),
    children,
  );
}

const STORED_LOADING: ReferenceListResult = { data: [], isLoading: true };

const SIGNED_OUT: KnownClients = { clients: [], settled: true };

/** The shared known clients (see the module header); signed out, none and nothing to wait for. */
export function useKnownClients(signedIn: boolean): KnownClients {
  const known = useContext(KnownClientsContext);
  if (!known) throw new Error('useKnownClients needs KnownClientsProvider (src/app/app.tsx)');
  return signedIn ? known : SIGNED_OUT;
}

export function useRoutingGroups(enabled = true) {
  return useQueryInSlices({
    queryKey: referenceKeys.routingGroups,
    queryFn: async () => (await apiJson<ListResponse<RoutingGroupRef>>('z/routing-group?limit=-1&sort=name')).data,
    staleTime: STALE_MS,
    enabled,
  });
}
