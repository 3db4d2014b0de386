/**
 * Line haul statuses and the transitions between them (docs/line-haul.md). Pure: the server's
 * write hooks enforce them (a bad move is a 422 with the field named), the pages offer only
 * the moves allowed here, and the unit tests pin them down.
 */
export const MOVEMENT_STATUSES = ['planned', 'allocated', 'departed', 'arrived', 'closed', 'cancelled'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

export const JOB_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Where each status may go next. Staying put is always allowed. */
export const MOVEMENT_TRANSITIONS: Record<MovementStatus, readonly MovementStatus[]> = {
  planned: ['allocated', 'cancelled'],
  // back to planned when the units are taken off again
  allocated: ['planned', 'departed', 'cancelled'],
  departed: ['arrived'],
  arrived: ['closed'],
  closed: [],
  cancelled: [],
};

export const JOB_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  offered: ['accepted', 'declined', 'withdrawn'],
  accepted: ['completed', 'withdrawn'],
  declined: [],
  withdrawn: [],
  completed: [],
};

/** Statuses a record may be created in. */
export const MOVEMENT_START: readonly MovementStatus[] = ['planned', 'allocated'];
export const JOB_START: readonly JobStatus[] = ['offered'];

export interface FieldProblem {
  field: string;
  message: string;
}

function moveProblem<S extends string>(
  label: string,
  table: Record<S, readonly S[]>,
  start: readonly S[],
  from: S | null,
  to: S,
): FieldProblem | null {
  if (from === null)
    return start.includes(to)
      ? null
      : { field: 'status', message: `A new ${label} starts as ${start.join(' or ')}, not ${to}.` };
  if (from === to || table[from].includes(to)) return null;
  const allowed = table[from];
  return {
    field: 'status',
    message:
      allowed.length === 0
        ? `A ${from} ${label} cannot change status.`
        : `A ${from} ${label} can only become ${allowed.join(', ')}, not ${to}.`,
  };
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Everything wrong with a movement write: its status move and what the new status needs. */
export function movementProblems(
  before: Record<string, unknown> | null,
  next: Record<string, unknown>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const to = next.status as MovementStatus;
  const move = moveProblem(
    'movement',
    MOVEMENT_TRANSITIONS,
    MOVEMENT_START,
    before ? (before.status as MovementStatus) : null,
    to,
  );
  if (move) problems.push(move);
  if (
    typeof next.plannedDeparture === 'string' &&
    typeof next.plannedArrival === 'string' &&
    Date.parse(next.plannedArrival) <= Date.parse(next.plannedDeparture)
  ) {
    problems.push({ field: 'plannedArrival', message: 'The planned arrival must be after the planned departure.' });
  }
  if (next.originDepotId === next.destinationDepotId)
    problems.push({ field: 'destinationDepotId', message: 'A movement goes to another depot than it leaves from.' });
  if (to === 'allocated' && blank(next.truckId) && blank(next.subcontractorId)) {
    problems.push({ field: 'truckId', message: 'Choose a truck, or a subcontractor, before allocating.' });
  }
  if (!blank(next.secondTrailerId) && blank(next.dollyId))
    problems.push({ field: 'dollyId', message: 'A second trailer needs a dolly.' });
  if (!blank(next.secondTrailerId) && next.secondTrailerId === next.trailerId)
    problems.push({ field: 'secondTrailerId', message: 'The second trailer must be another trailer.' });
  if (['departed', 'arrived', 'closed'].includes(to) && blank(next.actualDeparture))
    problems.push({ field: 'actualDeparture', message: 'Enter when it departed.' });
  if (['arrived', 'closed'].includes(to) && blank(next.actualArrival))
    problems.push({ field: 'actualArrival', message: 'Enter when it arrived.' });
  if (
    typeof next.actualDeparture === 'string' &&
    typeof next.actualArrival === 'string' &&
    Date.parse(next.actualArrival) <= Date.parse(next.actualDeparture)
  ) {
    problems.push({ field: 'actualArrival', message: 'It cannot arrive before it departed.' });
  }
  if (to === 'cancelled' && before?.status !== 'cancelled' && blank(next.cancelReason))
    problems.push({ field: 'cancelReason', message: 'Say why the movement is cancelled.' });
  return problems;
}

/** Everything wrong with a job write: its status move and a decline without a reason. */
export function jobProblems(before: Record<string, unknown> | null, next: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const to = next.status as JobStatus;
  const move = moveProblem('job', JOB_TRANSITIONS, JOB_START, before ? (before.status as JobStatus) : null, to);
  if (move) problems.push(move);
  if (to === 'declined' && blank(next.declineReason))
    problems.push({ field: 'declineReason', message: 'Give the reason the job is declined.' });
  if (
    typeof next.offeredAt === 'string' &&
    typeof next.respondBy === 'string' &&
    Date.parse(next.respondBy) < Date.parse(next.offeredAt)
  ) {
    problems.push({ field: 'respondBy', message: 'The response deadline must be after the offer.' });
  }
  return problems;
}

/** Is an offer past its response deadline (still waiting for an answer)? */
export function isOverdue(job: Record<string, unknown>, now: number): boolean {
  return job.status === 'offered' && typeof job.respondBy === 'string' && Date.parse(job.respondBy) < now;
}
