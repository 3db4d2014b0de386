/**
 * Names for the references shown in a list. Reference lists (routing groups, zones, ...) come
 * from Dexie through `useReferenceTitleMaps`; other resources (runs, users, deliveries) are
 * looked up in one batched `GET /api/<path>?id=1,2,3` per resource, by the data worker, which
 * stores the rows and answers only their names (or reads them from the device's stored copy when
 * offline); on the page through the offline layer's `fetchList` where no worker runs. A resource the user
 * may not list is not asked for (the server would refuse it); the user's own name is always
 * known, and drivers and contractors are named from the crew reference list (src/resources/crew.ts),
 * so a client user's or an offline admin's runs name their crew without listing users.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentStable } from '../../lib/use-content-stable';
import { useReferenceTitleMaps, type TitleMaps } from '../../offline';
import { API_BASE } from '../../lib/api';
import { dataWorker } from '../../offline/data-worker-client';
import { isOnline } from '../../offline/flags';
import { fetchList, getList } from '../../offline/resource-api';
import { can, readsContext, resourceByName, type AccessUser } from '../../resources';
import type { FieldMeta } from '../../resources/types';
import { crew } from '../../resources/crew';
import { users } from '../../resources/users';
import { useSignedInUser } from '../../session/auth-context';

interface RefColumn {
  name: string;
  meta: FieldMeta;
}

/** The ids each non-reference resource must be asked for, sorted (a stable query key). */
export function idsToLookUp(
  columns: readonly RefColumn[],
  rows: readonly Record<string, unknown>[],
  isReference: (resource: string) => boolean,
): Record<string, number[]> {
  const wanted: Record<string, Set<number>> = {};
  for (const c of columns) {
    const ref = c.meta.ref;
    if (!ref || isReference(ref) || (c.meta.type !== 'ref' && c.meta.type !== 'refs')) continue;
    const set = (wanted[ref] ??= new Set());
    for (const row of rows) {
      const v = row[c.name];
      for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number' && id > 0) set.add(id);
    }
  }
  return Object.fromEntries(
    Object.entries(wanted)
      .filter(([, s]) => s.size > 0)
      .map(([k, s]) => [k, [...s].sort((a, b) => a - b)]),
  );
}

const isReference = (name: string) => resourceByName(name)?.offline === 'reference';

/**
 * Is this a reference list whose names the device already holds? Until the first sync has
 * stored it (a first visit's first seconds), its names are looked up like any other resource's,
 * so a list shows 'Sydney', not '#3'.
 */
export function isStoredReference(resource: string, stored: TitleMaps): boolean {
  return isReference(resource) && (stored[resource]?.size ?? 0) > 0;
}

/**
 * The names of one lookup as a map. A lookup answers `[id, title]` pairs, which survive the
 * persisted query cache (JSON): a Map did not, and came back from a restore as `{}`, which
 * crashed a list opened offline. Anything else (such a restored `{}`) is no answer.
 */
export function titleMapOf(answer: unknown): Map<number, string> | undefined {
  return Array.isArray(answer) ? new Map(answer as [number, string][]) : undefined;
}

/** May this user ask for the resource's list? A rule that needs the clients is left to the server. */
export function mayLookUp(user: AccessUser | null, resource: string): boolean {
  const def = resourceByName(resource);
  if (!def) return false;
  return user === null || readsContext(def.access.list) || can(user, def, 'list');
}

/** The user map with the signed-in user's own name in it (a looked-up name wins). */
export function withOwnName(
  found: Map<number, string> | undefined,
  user: { id: number; name: string } | null,
): Map<number, string> | undefined {
  if (!user) return found;
  return new Map([[user.id, user.name], ...(found ?? [])]);
}

/** The user map with the crew's names under it (a looked-up user's name wins). */
export function withCrew(
  found: Map<number, string> | undefined,
  crewNames: Map<number, string> | undefined,
): Map<number, string> | undefined {
  if (!crewNames?.size) return found;
  return new Map([...crewNames, ...(found ?? [])]);
}

/** True when both give the same name (or none) to every id in `ids` (resource -> ids). */
export function sameNamesFor(a: TitleMaps, b: TitleMaps, ids: Record<string, readonly number[]>): boolean {
  return Object.entries(ids).every(([resource, list]) => {
    const x = a[resource];
    const y = b[resource];
    return x === y || list.every((id) => x?.get(id) === y?.get(id));
  });
}

/**
 * id -> title maps for every reference column of the shown rows. The same object while the
 * rows' references keep their names: on a first visit the names come from lookups, then from
 * the stored reference lists as each is written (more names, the same for these rows), and each
 * new object re-rendered every table row (four times in a first visit's list; docs/bench.md).
 * Callers read only the names of these rows' references, which is what is compared.
 */
export function useRefTitles(columns: readonly RefColumn[], rows: readonly Record<string, unknown>[]): TitleMaps {
  const namesUsers = columns.some((c) => c.meta.ref === users.name);
  const referenceMaps = useReferenceTitleMaps([
    ...columns.flatMap((c) => (c.meta.ref && isReference(c.meta.ref) ? [c.meta.ref] : [])),
    // drivers and contractors are named from the crew list, which every user holds (offline too)
    ...(namesUsers ? [crew.name] : []),
  ]);
  const user = useSignedInUser();
  // every reference the rows show, per resource: what is looked up, and what the names are compared on
  const shownIds = useMemo(() => idsToLookUp(columns, rows, () => false), [columns, rows]);
  const lookups = Object.entries(shownIds).filter(
    ([resource]) => !isStoredReference(resource, referenceMaps) && mayLookUp(user, resource),
  );
  // combine: TanStack keeps the combined array referentially stable while no answer changes
  const answers = useQueries({
    queries: lookups.map(([resource, ids]) => ({
      queryKey: ['ref-titles', resource, ids.join(',')],
      staleTime: 5 * 60_000,
      retry: false,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const def = resourceByName(resource);
        if (!def) return [];
        const inWorker = await dataWorker()
          ?.lookUpTitles(new URL(API_BASE, document.baseURI).toString(), def.name, ids, isOnline())
          .catch(() => null);
        if (inWorker) return inWorker;
        const params = { filters: { id: ids.join(',') }, limit: ids.length };
        // a few rows of a reference list are not the list: they are not stored as if they were
        const answer = isReference(resource)
          ? await getList(def, params, signal)
          : await fetchList(def, params, signal);
        return answer.data.map((r): [number, string] => [r.id, String(r[def.titleField] ?? r.id)]);
      },
    })),
    combine: (results) => results.map((r) => r.data),
  });
  const resources = lookups.map(([resource]) => resource).join(',');
  const titles = useMemo(() => {
    const out: TitleMaps = { ...referenceMaps };
    (resources ? resources.split(',') : []).forEach((resource, i) => {
      const map = titleMapOf(answers[i]);
      if (map) out[resource] = map;
    });
    if (namesUsers) {
      const named = withOwnName(withCrew(out[users.name], referenceMaps[crew.name]), user);
      if (named) out[users.name] = named;
    }
    return out;
  }, [referenceMaps, answers, resources, namesUsers, user]);
  return useContentStable(titles, (kept, next) => sameNamesFor(kept, next, shownIds));
}
