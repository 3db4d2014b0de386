/**
 * Van availability: what each contractor offered per day of the generated week. Most offer about
 * as many vans as their runs need, some a van or two more (the excess report's subject), a few
 * fewer (a shortfall on the availability report), and about one in ten entered nothing for a day
 * (never the demo contractor).
 * Pure and deterministic: drawn from the given stream, from the users and runs generated before.
 */
import type { Random } from './random';
import type { RunRecord } from './records';
import type { DemoUser, SeedRecord } from './types';

const NOTES = ['', '', '', 'Refrigerated van available', 'One van after 10:00 only', 'Spare driver on call'];

export function buildVanAvailability(
  users: readonly DemoUser[],
  runs: readonly RunRecord[],
  days: readonly string[],
  rng: Random,
): SeedRecord[] {
  const demand = new Map<string, number>();
  for (const run of runs)
    if (run.contractorId != null && run.status !== 'cancelled')
      demand.set(`${run.contractorId}:${run.date}`, (demand.get(`${run.contractorId}:${run.date}`) ?? 0) + 1);
  const out: SeedRecord[] = [];
  for (const user of users) {
    if (user.role !== 'contractor' || user.status !== 'active') continue;
    for (const date of days) {
      // the demo contractor always has a week entered (the grid and the contract suite start from it)
      if (rng.chance(0.1) && user.email !== 'contractor@demo.test') continue;
      const needed = demand.get(`${user.id}:${date}`) ?? 0;
      const vans = Math.max(0, needed + rng.pick([-1, 0, 0, 0, 1, 1, 2]));
      out.push({ id: out.length + 1, clientId: null, contractorId: user.id, date, vans, note: rng.pick(NOTES) });
    }
  }
  return out;
}
