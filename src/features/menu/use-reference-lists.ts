/**
 * The reference lists the shell needs (clients for the selector and branding, routing groups
 * for the Deliveries submenu), loaded whole with limit=-1. The only place these are fetched;
 * the offline layer may later answer them from Dexie behind the same hooks.
 */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
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

export function useRoutingGroups(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.routingGroups,
    queryFn: async () => (await apiJson<ListResponse<RoutingGroupRef>>('z/routing-group?limit=-1&sort=name')).data,
    staleTime: STALE_MS,
    enabled,
  });
}
