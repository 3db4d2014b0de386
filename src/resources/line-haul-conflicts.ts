/**
 * Allocation conflicts of line haul movements (docs/line-haul.md), pure so the allocator flags
 * them before saving and the server refuses what no planner could mean:
 * - the same truck, trailer or dolly on two movements whose planned times overlap;
 * - more pallets than the assigned trailers (or a rigid's own body) hold;
 * - a unit in maintenance or retired.
 */
export type UnitKind = 'truck' | 'trailer' | 'dolly';

export interface Unit {
  id: number;
  title: string;
  status: string;
  palletCapacity?: number | null;
}

export interface MovementSlot {
  id: number;
  reference: string;
  status: string;
  plannedDeparture: string;
  plannedArrival: string;
  pallets?: number | null;
  truckId?: number | null;
  trailerId?: number | null;
  secondTrailerId?: number | null;
  dollyId?: number | null;
}

export interface Conflict {
  kind: 'double-booked' | 'capacity' | 'maintenance';
  /** the movement field the conflict is about */
  field: 'truckId' | 'trailerId' | 'secondTrailerId' | 'dollyId' | 'pallets';
  message: string;
  /** the other movement, for a double booking */
  otherId?: number;
}

export const UNIT_FIELDS = [
  ['truckId', 'truck'],
  ['trailerId', 'trailer'],
  ['secondTrailerId', 'trailer'],
  ['dollyId', 'dolly'],
] as const;

export interface Fleet {
  truck: ReadonlyMap<number, Unit>;
  trailer: ReadonlyMap<number, Unit>;
  dolly: ReadonlyMap<number, Unit>;
}

const INACTIVE = new Set(['cancelled', 'closed']);

/** Do two planned intervals overlap (touching ends do not)? */
export function overlaps(a: MovementSlot, b: MovementSlot): boolean {
  return (
    Date.parse(a.plannedDeparture) < Date.parse(b.plannedArrival) &&
    Date.parse(b.plannedDeparture) < Date.parse(a.plannedArrival)
  );
}

function unitIds(m: MovementSlot, kind: UnitKind): number[] {
  return UNIT_FIELDS.filter(([, k]) => k === kind)
    .map(([field]) => m[field])
    .filter((v): v is number => typeof v === 'number');
}

/** The movement's pallet capacity with these units: trailers' capacity, else a rigid truck's own. */
export function capacityOf(m: MovementSlot, fleet: Fleet): number | null {
  const trailers = [m.trailerId, m.secondTrailerId].filter((v): v is number => typeof v === 'number');
  if (trailers.length > 0) return trailers.reduce((sum, id) => sum + (fleet.trailer.get(id)?.palletCapacity ?? 0), 0);
  if (typeof m.truckId === 'number') return fleet.truck.get(m.truckId)?.palletCapacity ?? null;
  return null;
}

/** Every conflict of `movement` (with its proposed units) against the others of the period. */
export function conflictsOf(movement: MovementSlot, others: readonly MovementSlot[], fleet: Fleet): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const [field, kind] of UNIT_FIELDS) {
    const id = movement[field];
    if (typeof id !== 'number') continue;
    const unit = fleet[kind].get(id);
    const name = unit?.title ?? `${kind} ${id}`;
    if (unit && unit.status !== 'available') {
      conflicts.push({
        kind: 'maintenance',
        field,
        message: `${cap(kind)} ${name} is ${unit.status === 'maintenance' ? 'in maintenance' : 'retired'}.`,
      });
    }
    const clash = others.find(
      (o) => o.id !== movement.id && !INACTIVE.has(o.status) && unitIds(o, kind).includes(id) && overlaps(movement, o),
    );
    if (clash)
      conflicts.push({
        kind: 'double-booked',
        field,
        otherId: clash.id,
        message: `${cap(kind)} ${name} is already on ${clash.reference} at overlapping times.`,
      });
  }
  const capacity = capacityOf(movement, fleet);
  const pallets = movement.pallets ?? 0;
  if (capacity !== null && pallets > capacity) {
    conflicts.push({
      kind: 'capacity',
      field: 'pallets',
      message: `${pallets} pallets do not fit: the assigned units hold ${capacity}.`,
    });
  }
  return conflicts;
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
