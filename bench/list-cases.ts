/**
 * The lists the list budget covers (issues 34-37: "every list answers its first page within 3x
 * `/api/health` at 32 connections on the bench's 100,000-delivery seed"), read from the two
 * registries so that a resource or report added later is measured without an edit here: every
 * resource whose declaration has a `list` action (its generic list route, `GET /api<path>`,
 * first page as the server pages it: 50 rows in the declaration's default sort) and every
 * declared report (`GET /api/reports/{id}` over the last seven days, the period a report page
 * opens on). Each case names the screen that shows it, so a figure reads as a page of the app.
 * The measuring is bench/health-under-load.ts's; this module only says what to measure.
 */
import { REPORTS } from '../server/reports/registry';
import { resourceList } from '../src/resources/index';
import { ROLES } from '../src/resources/roles';
import { screenById } from '../src/screens/index';

export interface ListCase {
  /** 'list <screen path> (<resource or report id>)': what BENCH_ONLY matches */
  name: string;
  kind: 'resource' | 'report';
  /** the API path and query of the first page */
  path: string;
}

/**
 * The demo users tried, widest first: a list is measured as the first of them the server lets
 * read it (superadmin sees every client's rows and every FinancialReporting key, so most lists
 * are measured at their largest).
 */
export const DEMO_USERS: readonly string[] = [
  'superadmin',
  'admin',
  'developer',
  ...ROLES.filter((role) => role !== 'admin'),
].map((who) => `${who}@demo.test`);

/** The report period a report page opens on: the seven days up to `today`. */
export function reportPeriod(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

export function listCases(today: string): ListCase[] {
  const cases: ListCase[] = [];
  for (const def of resourceList) {
    if (!def.access.list) continue;
    const screen = screenById(`${def.name}.list`);
    cases.push({ name: `list ${screen?.link ?? def.path} (${def.name})`, kind: 'resource', path: `/api${def.path}` });
  }
  const { from, to } = reportPeriod(today);
  for (const report of REPORTS.values()) {
    const screen = screenById(report.screenId);
    cases.push({
      name: `list ${screen?.link ?? report.screenId} (report ${report.id})`,
      kind: 'report',
      path: `/api/reports/${report.id}?from=${from}&to=${to}`,
    });
  }
  return cases;
}
