/**
 * The time zone a record's times read in: its routing group's (the depot's clock, from the
 * offline reference list), or the operator's while unknown. Pages pass it to the calendar's
 * formatters (src/lib/calendar.ts) so a Perth delivery reads in Perth time in any browser.
 * `useRecordZones` serves the generic pages, any resource: how a record finds its group is
 * src/lib/record-zone.ts; a drop's run is looked up (from the device's stored copy offline), a
 * depot's group and a warehouse's depot read from their reference lists, each only for the
 * resources routed through it.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { zoneOfGroup } from '../lib/late';
import { recordZone, zoneRoute } from '../lib/record-zone';
import { useReferenceList } from '../offline';
import { fetchList } from '../offline/resource-api';
import { runs } from '../resources';
import type { ResourceDef } from '../resources/types';
import { useSignedInUser } from '../session/auth-context';
import { mayLookUp } from './resource-pages/ref-titles';

export function useZoneOfGroup(): (routingGroupId: unknown) => string {
  const groups = useReferenceList('routingGroups').data;
  return useMemo(() => zoneOfGroup(groups), [groups]);
}

export function useDepotZone(routingGroupId: unknown): string {
  return useZoneOfGroup()(routingGroupId);
}

const NO_GROUPS: ReadonlyMap<number, unknown> = new Map();

/** The routing group of each run the rows name (in `field`), looked up once per set of runs. */
function useRunGroups(field: string | null, rows: readonly Record<string, unknown>[]): ReadonlyMap<number, unknown> {
  const user = useSignedInUser();
  const ids = useMemo(() => {
    if (!field) return '';
    const set = new Set<number>();
    for (const r of rows) if (typeof r[field] === 'number' && Number(r[field]) > 0) set.add(Number(r[field]));
    return [...set].sort((a, b) => a - b).join(',');
  }, [field, rows]);
  const answer = useQuery({
    queryKey: ['run-groups', ids],
    enabled: ids !== '' && mayLookUp(user, runs.name),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const found = await fetchList(runs, { filters: { id: ids }, limit: ids.split(',').length }, signal);
      // pairs, not a Map: the answer survives the persisted query cache (JSON)
      return found.data.map((r): [number, unknown] => [r.id, r.routingGroupId]);
    },
  });
  return useMemo(() => (answer.data ? new Map(answer.data) : NO_GROUPS), [answer.data]);
}

/** Each record's zone for the rows of `def` shown on a page (a list's rows, a detail's one record). */
export function useRecordZones(
  def: ResourceDef,
  rows: readonly Record<string, unknown>[],
): (record: Readonly<Record<string, unknown>>) => string {
  const route = useMemo(() => zoneRoute(def), [def]);
  const groupZone = useZoneOfGroup();
  // a depot's group serves records routed by a depot and by a warehouse (through its depot)
  const depots = useReferenceList('depots', { enabled: route?.via === 'depots' || route?.via === 'warehouses' }).data;
  const depotGroup = useMemo(() => new Map(depots.map((d) => [d.id, d.routingGroupId])), [depots]);
  const warehouses = useReferenceList('warehouses', { enabled: route?.via === 'warehouses' }).data;
  const warehouseDepot = useMemo(() => new Map(warehouses.map((w) => [w.id, w.depotId])), [warehouses]);
  const runGroup = useRunGroups(route?.via === 'runs' ? route.field : null, rows);
  return useCallback(
    (record) => recordZone(route, record, { groupZone, depotGroup, runGroup, warehouseDepot }),
    [route, groupZone, depotGroup, runGroup, warehouseDepot],
  );
}
