/**
 * Why a run's crew cannot be changed here, in the words an operator acts on. A run under way is
 * reassigned from the driver app (the driver hands it over there), a finished or cancelled one
 * keeps its crew for the record. The page also says it once at the top when none of the day's
 * runs can be changed, so an empty 'without a driver' list is not mistaken for 'nothing to do'.
 */
import { clockTime } from '../../../ui/run-format';
import { isAssignable, type AssignableRun } from './assign-url';

/** null when the run can be reassigned */
export function whyNotReassignable(run: AssignableRun, timeZone?: string | null): string | null {
  if (run.pendingCreate) return 'Not on the server yet: it can be assigned once it is sent';
  if (isAssignable(run)) return null;
  if (run.status === 'in-progress') {
    const since =
      typeof run.startedAt === 'string' && run.startedAt ? ` since ${clockTime(run.startedAt, timeZone)}` : '';
    return `Already in progress${since}: reassign from the driver app`;
  }
  if (run.status === 'finished') {
    return typeof run.finishedAt === 'string' && run.finishedAt
      ? `Finished at ${clockTime(run.finishedAt, timeZone)}`
      : 'Finished';
  }
  if (run.status === 'cancelled') return 'Cancelled';
  return `Status '${String(run.status ?? 'unknown')}' cannot be reassigned`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The notice over the table when no run of the day can be reassigned; null when some can (or there are none). */
export function dayNotice(runs: readonly AssignableRun[], date: string): string | null {
  if (runs.length === 0 || runs.some((r) => whyNotReassignable(r) === null)) return null;
  const count = (s: string) => runs.filter((r) => r.status === s).length;
  const inProgress = count('in-progress');
  if (inProgress === runs.length) {
    if (runs.length === 1) return `The only run of ${date} is in progress: reassign it from the driver app.`;
    return `All ${plural(runs.length, 'run')} of ${date} are in progress: reassign them from the driver app.`;
  }
  const parts = [
    inProgress ? `${inProgress} in progress` : '',
    count('finished') ? `${count('finished')} finished` : '',
    count('cancelled') ? `${count('cancelled')} cancelled` : '',
  ].filter(Boolean);
  const rest = runs.length - inProgress - count('finished') - count('cancelled');
  if (rest) parts.push(`${rest} not sent yet`);
  const subject =
    runs.length === 1 ? `The only run of ${date} cannot` : `None of the ${plural(runs.length, 'run')} of ${date} can`;
  return `${subject} be reassigned here: ${parts.join(', ')}.`;
}
