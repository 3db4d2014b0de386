/**
 * Material-handling equipment of the demo depots (Asset Tracker, /mhe/equipment/map/all): a few
 * forklifts, pallet jacks, reach trucks, tugs and cages per depot, each with its last reported
 * position inside the depot's yard. Most reported this morning; about one in six has not reported
 * for days (a flat tracker, a cage left at a client's dock), which the map marks as stale.
 */
import { YARD_EQUIPMENT_KINDS } from '../../src/resources/maps';
import type { Random } from './random';
import { round } from './random';
import type { Reference } from './reference';
import { dayClock } from '../lib/time';
import type { SeedRecord } from './types';
import type { SeedTable } from './seed-table';

const PREFIX: Record<(typeof YARD_EQUIPMENT_KINDS)[number], string> = {
  forklift: 'FL',
  'pallet-jack': 'PJ',
  'reach-truck': 'RT',
  tug: 'TG',
  cage: 'CG',
};
const STALE_SHARE = 0.17;

export function buildEquipment(ref: Reference, rng: Random, today: string): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const depot of ref.depots) {
    const group = ref.groups.find((g) => g.id === depot.routingGroupId);
    const clock = dayClock(today, group?.timezone ?? 'Australia/Sydney');
    const count = rng.int(4, 8);
    for (let i = 0; i < count; i++) {
      const kind = YARD_EQUIPMENT_KINDS[i < 2 ? 0 : rng.int(0, YARD_EQUIPMENT_KINDS.length - 1)] ?? 'forklift';
      const stale = rng.chance(STALE_SHARE);
      const seenAt = stale ? -1440 * rng.int(1, 4) + rng.int(360, 1080) : rng.int(600, 720);
      const status = stale
        ? rng.chance(0.5)
          ? 'maintenance'
          : 'idle'
        : (['in-use', 'in-use', 'idle', 'charging'] as const)[rng.int(0, 3)];
      out.push({
        id: out.length + 1,
        clientId: null,
        code: `${depot.code}-${PREFIX[kind]}${String(i + 1).padStart(2, '0')}`,
        kind,
        depotId: depot.id,
        status,
        lat: round((depot.lat ?? 0) + (rng.next() - 0.5) * 0.003, 6),
        lng: round((depot.lng ?? 0) + (rng.next() - 0.5) * 0.004, 6),
        lastSeenAt: clock.iso(seenAt),
        batteryPct: kind === 'cage' ? null : stale ? rng.int(0, 15) : rng.int(25, 100),
      });
    }
  }
  return out;
}

export const equipmentSeeds: SeedTable = {
  equipment: (w) => buildEquipment(w.ref, w.rng('equipment'), w.options.today),
};
