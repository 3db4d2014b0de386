/**
 * Line haul statuses, their lifecycles and the cross-field rules of movements and jobs
 * (docs/line-haul.md). Pure: their lifecycles are declared on the resources (./line-haul-movements.ts)
 * and applied like every other status (./lifecycle.ts); the server's write hooks add the cross-field rules below (a bad
 * write is a 422 with the field named), and the unit tests pin them down.
 */

import { because, type Rule } from './access';

export const MOVEMENT_STATUSES = ['planned', 'allocated', 'departed', 'arrived', 'closed', 'cancelled'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

export const JOB_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface FieldProblem {
  field: string;
  message: string;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The cross-field rules of a movement write (its status moves are its lifecycle's). */
export function movementProblems(next: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const to = next.status as MovementStatus;
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
  if (
    typeof next.actualDeparture === 'string' &&
    typeof next.actualArrival === 'string' &&
    Date.parse(next.actualArrival) <= Date.parse(next.actualDeparture)
  ) {
    problems.push({ field: 'actualArrival', message: 'It cannot arrive before it departed.' });
  }
  return problems;
}

/** The cross-field rule of a job write: the deadline follows the offer (status moves are its lifecycle's). */
export function jobProblems(next: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
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

/**
 * The answers an offer still takes: while it waits, declining always; accepting only until its
 * response deadline (past it the offer is reported late and may only be declined).
 */
export function answersOffered(job: Record<string, unknown>, now: number): ('accept' | 'decline')[] {
  if (job.status !== 'offered') return [];
  return isOverdue(job, now) ? ['decline'] : ['accept', 'decline'];
}

/** An instant as the reason names it, 'yyyy-MM-dd HH:mm UTC' (src/resources sits below the calendar module). */
function utcMinute(value: unknown): string {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? 'its deadline' : `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The record rule of accepting an offer (the jobs' lifecycle, ./line-haul-movements.ts): the same
 * deadline as `answersOffered`, asked by the server of the stored job with its own clock, so a
 * late acceptance is refused, naming the closing time.
 */
export const offerOpen: Rule = because(
  (job) => `The offer closed at ${utcMinute(job?.respondBy)}; it may only be declined.`,
  (_u, _c, job) => job === undefined || !isOverdue(job, Date.now()),
);
