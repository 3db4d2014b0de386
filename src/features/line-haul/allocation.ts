/**
 * The allocator's draft of one movement: the units chosen on the page, the patch that saves them
 * and the conflicts they would make, flagged before saving (src/resources/line-haul-conflicts).
 */
import type { StoredRecord } from '../../offline';
import { conflictsOf, type Conflict, type Fleet, type MovementSlot } from '../../resources/line-haul-conflicts';

export const DRAFT_FIELDS = ['truckId', 'trailerId', 'dollyId', 'secondTrailerId'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Record<DraftField, number | null>;

const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export function draftOf(movement: StoredRecord): Draft {
  return {
    truckId: idOrNull(movement.truckId),
    trailerId: idOrNull(movement.trailerId),
    dollyId: idOrNull(movement.dollyId),
    secondTrailerId: idOrNull(movement.secondTrailerId),
  };
}

export function isChanged(movement: StoredRecord, draft: Draft): boolean {
  return DRAFT_FIELDS.some((f) => idOrNull(movement[f]) !== draft[f]);
}

/** The PATCH body: the units, and 'allocated' once a truck is on a planned movement ('planned' again when taken off). */
export function allocationPatch(movement: StoredRecord, draft: Draft): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...draft };
  if (movement.status === 'planned' && draft.truckId !== null) patch.status = 'allocated';
  if (movement.status === 'allocated' && draft.truckId === null && movement.subcontractorId == null)
    patch.status = 'planned';
  return patch;
}

export function draftConflicts(
  movement: StoredRecord,
  draft: Draft,
  all: readonly StoredRecord[],
  fleet: Fleet,
): Conflict[] {
  const slot = { ...(movement as unknown as MovementSlot), ...draft };
  return conflictsOf(slot, all as unknown as MovementSlot[], fleet);
}

/** Movements the allocator lists: the day's, not cancelled or closed, in departure order. */
export function allocatable(rows: readonly StoredRecord[], day: string): StoredRecord[] {
  return rows
    .filter((m) => m.date === day && m.status !== 'cancelled' && m.status !== 'closed')
    .sort((a, b) => String(a.plannedDeparture).localeCompare(String(b.plannedDeparture)));
}
