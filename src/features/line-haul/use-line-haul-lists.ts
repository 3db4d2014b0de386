/**
 * The line haul lists every page of this feature names things from: the fleet, the carriers and
 * the legs, whole (they are small), through the record cache, so each page opens offline once
 * visited, plus depot names from the reference lists. Names, never ids.
 */
import { useMemo } from 'react';
import {
  useReferenceTitles,
  useResourceList,
  type ResourceListResult,
  type StoredRecord,
  type WithPending,
} from '../../offline';
import type { Fleet, Unit } from '../../resources/line-haul-conflicts';

const ALL = (sort: string) => ({ limit: -1, sort });

export interface LineHaulLists {
  trucks: ResourceListResult;
  trailers: ResourceListResult;
  dollies: ResourceListResult;
  subcontractors: ResourceListResult;
  legs: ResourceListResult;
  fleet: Fleet;
  depotName: (id: unknown) => string;
  legName: (id: unknown) => string;
  carrierName: (id: unknown) => string;
  isLoading: boolean;
}

function units(rows: readonly WithPending<StoredRecord>[], titleField: string): Map<number, Unit> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: String(r[titleField] ?? r.id),
        status: String(r.status),
        palletCapacity: typeof r.palletCapacity === 'number' ? r.palletCapacity : null,
      },
    ]),
  );
}

function titles(rows: readonly StoredRecord[], field: string): Map<number, string> {
  return new Map(rows.map((r) => [r.id, String(r[field] ?? r.id)]));
}

const nameIn = (map: ReadonlyMap<number, string>, none: string, what: string) => (id: unknown) =>
  typeof id !== 'number' ? none : (map.get(id) ?? `${what} not on this device`);

export function useLineHaulLists(): LineHaulLists {
  const trucks = useResourceList('lineHaulTrucks', ALL('registration'));
  const trailers = useResourceList('lineHaulTrailers', ALL('registration'));
  const dollies = useResourceList('lineHaulDollies', ALL('code'));
  const subcontractors = useResourceList('lineHaulSubcontractors', ALL('name'));
  const legs = useResourceList('lineHaulLegs', ALL('code'));
  const depots = useReferenceTitles('depots');
  const fleet = useMemo<Fleet>(
    () => ({
      truck: units(trucks.data, 'registration'),
      trailer: units(trailers.data, 'registration'),
      dolly: units(dollies.data, 'code'),
    }),
    [trucks.data, trailers.data, dollies.data],
  );
  const legTitles = useMemo(() => titles(legs.data, 'code'), [legs.data]);
  const carrierTitles = useMemo(() => titles(subcontractors.data, 'name'), [subcontractors.data]);
  return {
    trucks,
    trailers,
    dollies,
    subcontractors,
    legs,
    fleet,
    depotName: nameIn(depots, '', 'Depot'),
    legName: nameIn(legTitles, '', 'Leg'),
    carrierName: nameIn(carrierTitles, 'Own fleet', 'Carrier'),
    isLoading:
      trucks.isLoading || trailers.isLoading || dollies.isLoading || subcontractors.isLoading || legs.isLoading,
  };
}
