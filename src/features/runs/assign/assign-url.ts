/**
 * Assign screens' URLs: /run/assign/{contractor|driver}/{countryId}/{date}/rg/{id|all}/{all|unassigned}.
 * The last segment chooses which runs are listed: every run, or only those still without one.
 */
export type AssignKind = 'contractor' | 'driver';
export type AssignShow = 'all' | 'unassigned';

export interface AssignFilters {
  kind: AssignKind;
  countryId: number;
  date: string;
  routingGroupId: number | null;
  show: AssignShow;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseAssignPath(pathname: string, today: string): AssignFilters | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'run' || parts[1] !== 'assign') return null;
  const kind = parts[2];
  if (kind !== 'contractor' && kind !== 'driver') return null;
  const country = Number(parts[3]);
  const rgIndex = parts.indexOf('rg');
  const rg = rgIndex > 0 ? Number(parts[rgIndex + 1]) : Number.NaN;
  const show = rgIndex > 0 ? parts[rgIndex + 2] : undefined;
  return {
    kind,
    countryId: Number.isInteger(country) && country > 0 ? country : 1,
    date: parts[4] && DATE.test(parts[4]) ? parts[4] : today,
    routingGroupId: Number.isInteger(rg) && rg > 0 ? rg : null,
    show: show === 'unassigned' ? 'unassigned' : 'all',
  };
}

export function buildAssignPath(f: AssignFilters): string {
  return `/run/assign/${f.kind}/${f.countryId}/${f.date}/rg/${f.routingGroupId ?? 'all'}/${f.show}`;
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
