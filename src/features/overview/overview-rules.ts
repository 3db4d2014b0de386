/**
 * The overview's rules, pure: where each figure links to, and what the run figures ask. Late is
 * the shared rule of src/lib/late.ts (counted by the server on each depot's clock).
 */
import { membersOf } from '../../lib/path-codec';
import { RUN_STATUSES } from '../../resources/operations';
import { buildSummaryPath, emptyFilters } from '../../screens/run-summary-url';

export { OPEN_STATUSES } from '../../lib/late';

/** The deliveries list (src/features/deliveries reads `status` as a comma list and `date`; the client comes from the quick menu). */
export function deliveriesLink(date: string, statuses: readonly string[] = []): string {
  const q = new URLSearchParams();
  if (statuses.length) q.set('status', statuses.join(','));
  q.set('date', date);
  return `/d/deliveries/all?${q.toString().replace(/%2C/g, ',')}`;
}

/**
 * The overview's run request: the same filters Run Summary sends for a country and day with no
 * other filter (see overview-rules.test.ts), so both pages count the same runs.
 */
export function overviewRunFilters(date: string, countryId: number | null): Record<string, string> {
  return countryId === null ? { date } : { countryId: String(countryId), date };
}

export function runsLink(date: string, status: string): string {
  return `/run/runs/all?${new URLSearchParams({ status, dateFrom: date, dateTo: date }).toString()}`; // the generic list's range filter
}

export function runSummaryLink(date: string, status?: string, countryId = 1): string {
  return buildSummaryPath({
    ...emptyFilters(countryId, date),
    statuses: status ? membersOf(RUN_STATUSES, [status]) : [],
  });
}

export function dropErrorsLink(date: string): string {
  return `/run/drop-errors?${new URLSearchParams({ from: date, to: date }).toString()}`;
}
