/**
 * The route plans behind the demo's runs of today (Optimize Routes' history): one per routing
 * group, listing each run's stops in driving order, its depot, and the driven distance and time
 * estimated as the optimiser does (great-circle road factor, 32 km/h, 4 min a stop).
 */
import { DEFAULT_FLEET, ROAD_FACTOR, greatCircleKm } from '../../src/lib/route-optimiser/model';
import type { DeliveryRecord, DepotRecord, DropRecord, RunRecord } from './records';
import type { SeedRecord } from './types';

export function buildRoutePlans(
  today: string,
  runs: readonly RunRecord[],
  drops: readonly DropRecord[],
  deliveries: readonly DeliveryRecord[],
  depots: readonly DepotRecord[],
): SeedRecord[] {
  const deliveryById = new Map(deliveries.map((d) => [d.id, d]));
  const dropsByRun = new Map<number, DropRecord[]>();
  for (const d of drops) if (d.date === today) dropsByRun.set(d.runId, [...(dropsByRun.get(d.runId) ?? []), d]);
  const groups = new Map<number, RunRecord[]>();
  for (const r of runs)
    if (r.date === today && r.depotId !== null)
      groups.set(r.routingGroupId, [...(groups.get(r.routingGroupId) ?? []), r]);
  const out: SeedRecord[] = [];
  for (const [groupId, groupRuns] of groups) {
    const depot = depots.find((d) => d.id === groupRuns[0]?.depotId);
    if (!depot || depot.lat === null || depot.lng === null) continue;
    const home = { lat: depot.lat, lng: depot.lng };
    let km = 0;
    let stopsTotal = 0;
    const planRuns = groupRuns
      .slice(0, 100)
      .map((run) => {
        const stops = (dropsByRun.get(run.id) ?? [])
          .sort((a, b) => a.sequence - b.sequence)
          .map((d) => d.deliveryId)
          .slice(0, 500);
        let prev = home;
        for (const id of stops) {
          const d = deliveryById.get(id);
          if (d?.lat == null || d.lng == null) continue;
          km += greatCircleKm(prev, { lat: d.lat, lng: d.lng }) * ROAD_FACTOR;
          prev = { lat: d.lat, lng: d.lng };
        }
        km += greatCircleKm(prev, home) * ROAD_FACTOR;
        stopsTotal += stops.length;
        return { label: run.code, stops, start: run.plannedStart };
      })
      .filter((r) => r.stops.length > 0);
    if (planRuns.length === 0) continue;
    const minutes = Math.round((km / DEFAULT_FLEET.speedKmh) * 60 + stopsTotal * DEFAULT_FLEET.serviceMin);
    out.push({
      id: out.length + 1,
      clientId: null,
      name: `${groupRuns[0]?.code.split('-')[0] ?? 'Plan'} ${today}`,
      date: today,
      routingGroupId: groupId,
      depotId: depot.id,
      runs: planRuns,
      distanceBeforeKm: Math.round(km * 1.18 * 10) / 10,
      distanceAfterKm: Math.round(km * 10) / 10,
      durationBeforeMin: Math.round(minutes * 1.12),
      durationAfterMin: minutes,
      appliedRunIds: groupRuns.slice(0, 100).map((r) => r.id),
    });
  }
  return out;
}
