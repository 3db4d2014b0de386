/**
 * The reference lists the shell needs (clients for the selector, branding and the access rules,
 * routing groups for the Deliveries submenu), loaded whole with limit=-1. The only place these
 * are fetched. Offline, before the network answers, the clients come from the copy the service
 * worker keeps in IndexedDB, so access decisions never wait on a network that is not there.
 */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { useReferenceList } from '../../offline';
import type { ListResponse } from '../../resources/types';
import type { MenuClient } from './menu-types';

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
  return useQuery({
    queryKey: referenceKeys.clients,
    queryFn: async () => (await apiJson<ListResponse<MenuClient>>('clients?limit=-1&sort=name')).data,
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
    configuration: typeof row.configuration === 'object' && row.configuration !== null ? (row.configuration as MenuClient['configuration']) : null,
  };
}

export interface KnownClients {
  clients: readonly MenuClient[];
  /** false until the clients are known from the network, the restored page cache or the stored copy */
  settled: boolean;
}

/** The clients the user can see, from the network when it answers, else from the stored copy. */
export function useKnownClients(enabled: boolean): KnownClients {
  const network = useClients(enabled);
  const stored = useReferenceList('clients');
  if (network.data) return { clients: network.data, settled: true };
  const fallback = stored.data.map(toMenuClient);
  const waitingForNetwork = network.fetchStatus === 'fetching' && fallback.length === 0;
  return { clients: fallback, settled: !enabled || (!stored.isLoading && !waitingForNetwork) };
}

export function useRoutingGroups(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.routingGroups,
    queryFn: async () => (await apiJson<ListResponse<RoutingGroupRef>>('z/routing-group?limit=-1&sort=name')).data,
    staleTime: STALE_MS,
    enabled,
  });
}
