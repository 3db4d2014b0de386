/**
 * Assign screens' URLs: /run/assign/{contractor|driver}/{countryId}/{date}/rg/{id|all}/{all|unassigned}.
 * The last segment chooses which runs are listed: every run, or only those still without one.
 */
import { pathCodec, type ValuesOf } from '../../../lib/path-codec';

const ASSIGN_KINDS = ['contractor', 'driver'] as const;
export type AssignKind = (typeof ASSIGN_KINDS)[number];

/** The assign screens' path, declared once (src/lib/path-codec.ts reads and writes it). */
export const ASSIGN_PATH = pathCodec({
  base: '/run/assign',
  segments: [
    { name: 'kind', kind: 'enum', values: ASSIGN_KINDS, required: true },
    { name: 'countryId', kind: 'id', default: 1 },
    { name: 'date', kind: 'date' },
    { name: 'routingGroupId', kind: 'id', key: 'rg' },
    { name: 'show', kind: 'enum', values: ['all', 'unassigned'] },
  ],
});

export type AssignFilters = ValuesOf<typeof ASSIGN_PATH>;

/** The filters of an assign path, or null when the path is not one (an unknown kind). */
export function parseAssignPath(pathname: string, today: string): AssignFilters | null {
  return ASSIGN_PATH.match(pathname, today);
}

export function buildAssignPath(f: AssignFilters): string {
  return ASSIGN_PATH.format(f);
}

/** a run's status, contractorId and driverId are read */
export type AssignableRun = Readonly<Record<string, unknown>>;

/** Runs under way or over keep their crew. */
export function isAssignable(run: AssignableRun): boolean {
  return run.status === 'planned' || run.status === 'assigned' || run.status === 'loaded';
}

/**
 * The patch that assigns (or unassigns) a person: a planned run with someone on it becomes
 * 'assigned'; an assigned run left with nobody goes back to 'planned'. A new contractor clears
 * the driver, who belonged to the old one.
 */
export function assignmentPatch(
  kind: AssignKind,
  run: AssignableRun,
  personId: number | null,
): Record<string, unknown> {
  const patch: Record<string, unknown> = kind === 'driver' ? { driverId: personId } : { contractorId: personId };
  if (kind === 'contractor' && personId !== run.contractorId) patch.driverId = null;
  const contractor = kind === 'contractor' ? personId : (run.contractorId ?? null);
  const driver = kind === 'driver' ? personId : 'driverId' in patch ? null : (run.driverId ?? null);
  const someone = contractor !== null || driver !== null;
  if (run.status === 'planned' && someone) patch.status = 'assigned';
  if (run.status === 'assigned' && !someone) patch.status = 'planned';
  return patch;
}
