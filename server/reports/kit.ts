/**
 * The report kit: a report is a declaration (id, the screen whose rule gates it, a zod filter
 * schema, an SQL aggregate) and this module is everything the declarations share. The access
 * rule is never typed here: the report names its screen, and the server asks the same
 * `mayOpen(screen, user, context)` the menu and the route gate ask. Filters are parsed once with
 * the schema (400 with one entry per bad field); the aggregate runs inside the caller's scope.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ResourceDef } from '../../src/resources/index';
import type { ReportPage, ReportResult } from '../../src/resources/reports';
import { REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZE } from '../../src/resources/reports';
import { isCalendarDate } from '../../src/resources/common';
import type { Executor } from '../db/database';
import { fieldExpr, table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';

export type {
  ReportColumn,
  ReportPage,
  ReportColumnType as ColumnType,
  ReportResult,
  ReportRow,
} from '../../src/resources/reports';

/** Which records of the scanned tables the user may count. */
export interface ReportScope {
  /** null = every client */
  clientIds: number[] | null;
  /** a contractor counts only their own runs */
  contractorId: number | null;
  user: AuthUser;
}

export interface ReportDef<F extends z.ZodType = z.ZodType> {
  /** the API path segment: GET /api/reports/{id} */
  id: string;
  /** the screen whose access rule gates the report (src/screens/catalogue) */
  screenId: string;
  filters: F;
  /**
   * The resource tables the answer is computed from, when it is worth keeping: the route then
   * reuses an answer while none of them has changed (./answer-cache.ts), and the answer names
   * them, so that an open console asks again only on a change to one of them
   * (src/live/report-refresh.ts). Such a report depends on the user only through the scope's
   * clientIds and contractorId.
   */
  reads?: readonly ResourceDef[];
  run(db: Executor, filters: z.output<F>, scope: ReportScope): Promise<ReportResult>;
}

export function defineReport<F extends z.ZodType>(def: ReportDef<F>): ReportDef<F> {
  return def;
}

// ---- filters ---------------------------------------------------------------------------------

const MAX_SPAN_DAYS = 366;

export const dateText = z.string().refine(isCalendarDate, 'Enter a date as yyyy-MM-dd.');
const positiveId = z.coerce
  .number({ message: 'Choose a valid value.' })
  .int('Choose a valid value.')
  .positive('Choose a valid value.')
  .max(2_147_483_647, 'Choose a valid value.');

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** from/to (inclusive days), with an optional routing group and client; the shape most reports take. */
export const periodShape = {
  from: dateText,
  to: dateText,
  rg: positiveId.optional(),
  client: positiveId.optional(),
};

export function withPeriodRules<T extends z.ZodObject<typeof periodShape>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const span = daysBetween(v.from, v.to);
    if (span < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
    else if (span >= MAX_SPAN_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${MAX_SPAN_DAYS} days.` });
  });
}

export const periodFilters = withPeriodRules(z.object(periodShape));
export type PeriodFilters = z.output<typeof periodFilters>;

// ---- paging ----------------------------------------------------------------------------------

/**
 * A report whose rows are too many for one answer (Client Invoicing Itemised: 45,000 lines in a
 * week of the bench's seed) declares paging by taking `pageShape` in its filters and answering
 * one page of rows with `page` (`pageOf`); its totals stay those of the whole period. The page
 * (src/features/reports) steps through pages and its CSV export fetches every page.
 */
const FIRST_LINE = 'Enter the first line as a whole number from 0.';
const PAGE_LINES = `Enter the lines per page as a whole number from 1 to ${REPORT_MAX_PAGE_SIZE}.`;
const wholeNumber = (message: string) => z.coerce.number({ message }).int(message).max(2_147_483_647, message);

/** The page in a report's filters (sizes: src/resources/reports.ts): `offset` counts from 0. */
export const pageShape = {
  offset: wholeNumber(FIRST_LINE).min(0, FIRST_LINE).default(0),
  limit: wholeNumber(PAGE_LINES).min(1, PAGE_LINES).max(REPORT_MAX_PAGE_SIZE, PAGE_LINES).default(REPORT_PAGE_SIZE),
};

export interface Paging {
  offset: number;
  limit: number;
}

export const pagedPeriodFilters = withPeriodRules(z.object({ ...periodShape, ...pageShape }));

/** The answer's `page`: where this page starts, its size and the rows of the whole period. */
export function pageOf(f: Paging, total: number): ReportPage {
  return { offset: f.offset, limit: f.limit, total };
}

// ---- SQL helpers -----------------------------------------------------------------------------

/** The conditions every scan of a client-scoped resource starts with: live records inside the scope. */
export function scoped(def: ResourceDef, scope: ReportScope, alias = ''): SQL {
  const p = alias ? `${alias}.` : '';
  const parts: SQL[] = [sql.raw(`not ${p}historical`)];
  if (def.clientScoped && scope.clientIds !== null) {
    parts.push(
      scope.clientIds.length === 0
        ? sql`false`
        : sql`${sql.raw(`${p}client_id`)} in (${sql.join(
            scope.clientIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The period, routing-group and client filters of a client-scoped resource with date and routingGroupId. */
export function periodWhere(def: ResourceDef, scope: ReportScope, f: PeriodFilters): SQL {
  const parts: SQL[] = [scoped(def, scope), sql`${fieldExpr(def, 'date')} between ${f.from} and ${f.to}`];
  if (f.rg !== undefined && 'routingGroupId' in def.fields)
    parts.push(sql`${fieldExpr(def, 'routingGroupId')} = ${f.rg}`);
  if (f.client !== undefined && def.clientScoped) parts.push(sql`client_id = ${f.client}`);
  return sql.join(parts, sql` and `);
}

export { fieldExpr, table };

/** A depot's clock in SQL, for reports that read a time of day (server/db/depot-zone.ts). */
export { groupZoneSql, routingGroupZones } from '../db/depot-zone';

/** A share in percent with one decimal, null when there is nothing to divide. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Numbers come back from Postgres as strings (bigint, numeric): one conversion for every row. */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

export function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

// ---- grouping --------------------------------------------------------------------------------

/**
 * Items grouped by a key: groups in the order their first item comes (or by key: 'by-key', a
 * missing key last), each group's items in their order. Each group grows in place (copying the group for every item was quadratic: a week
 * of the bench's 100,000 deliveries took 25 s; docs/bench.md).
 */
export function groupBy<K extends string | number | null, T>(
  items: Iterable<T>,
  key: (item: T) => K,
  order: 'first-seen' | 'by-key' = 'first-seen',
): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  if (order === 'first-seen') return groups;
  return new Map([...groups].sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1)));
}

/** The sum of one figure over the items (a group's, or the rows' for a totals row). */
export function sumOf<T>(items: Iterable<T>, value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}

/**
 * The sum of each named figure over the items: the one way a report adds a group's figures or
 * its totals row (a count, cents, kilograms). An empty list sums to 0.
 */
export function sumsOf<K extends string>(
  items: Iterable<Readonly<Record<K, number>>>,
  keys: readonly K[],
): Record<K, number> {
  const list = [...items];
  return Object.fromEntries(keys.map((k) => [k, sumOf(list, (item) => item[k])])) as Record<K, number>;
}
