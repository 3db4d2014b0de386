/**
 * Starts a list request while the page that asks for it is still rendering. `useQuery` starts
 * its fetch only once the render has committed, and a filter change re-renders the whole list
 * page in a router transition (time-sliced: a few hundred ms on a busy tablet, docs/bench.md,
 * "Offline cold start and filter"), so the Dexie read (or the network request) used to begin only
 * after all of it. Started here, it runs beside that render; `useQuery` then finds the request
 * in flight under the same key and waits for it, so it is made once. Only a key the cache has
 * never seen is started: a known key (restored, fetched before, or started already in an earlier
 * render pass) keeps TanStack's own staleness and refetch rules.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export function startEarly<T, E>(client: QueryClient, options: FetchQueryOptions<T, E, T, QueryKey>): boolean {
  if (client.getQueryCache().find({ queryKey: options.queryKey, exact: true })) return false;
  void client.prefetchQuery(options);
  return true;
}
