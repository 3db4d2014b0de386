/**
 * AusPost Report (/r/auspost): how did the AusPost articles of the period go? Per day over the
 * AusPost articles (one per box of a home delivery of an AusPost client, docs/integrations.md):
 * articles, lodged with AusPost, delivered, attempted (card left), returned to sender,
 * exceptions (missing, damaged, address issue), cancelled, still open (labelled or in AusPost's
 * network), and delivered % of the lodged. Gated by its screen (postal-integration, admin-type);
 * client-scoped like the articles list, so its totals equal that list's counts.
 */
import { sql } from 'drizzle-orm';
import { auspostArticles } from '../../src/resources/index';
import { defineReport, fieldExpr, num, percent, periodFilters, periodWhere, table, text } from './kit';

const A = auspostArticles;

const COUNTS = ['total', 'lodged', 'delivered', 'attempted', 'returned', 'exception', 'cancelled', 'open'] as const;
type Count = (typeof COUNTS)[number];

export const auspostReport = defineReport({
  id: 'auspost',
  screenId: 'r.auspost',
  filters: periodFilters,
  async run(db, f, scope) {
    const status = fieldExpr(A, 'status');
    const rows = await db.query<Record<Count | 'day', unknown>>(sql`
      with a as (select ${fieldExpr(A, 'date')} as day, ${status} as status, ${fieldExpr(A, 'lodgedAt')} as lodged_at from ${table(A)} where ${periodWhere(A, scope, f)})
      select day, count(*) as total, count(lodged_at) as lodged,
             count(*) filter (where status = 'delivered') as delivered, count(*) filter (where status = 'attempted') as attempted,
             count(*) filter (where status = 'returned') as returned, count(*) filter (where status = 'exception') as exception,
             count(*) filter (where status = 'cancelled') as cancelled, count(*) filter (where status in ('created', 'lodged', 'onboard')) as open
      from a group by day order by day`);
    const out = rows.map((r) => {
      const row = Object.fromEntries(COUNTS.map((k) => [k, num(r[k])])) as Record<Count, number>;
      return { day: text(r.day), ...row, deliveredShare: percent(row.delivered, row.lodged) };
    });
    const totals = Object.fromEntries(COUNTS.map((k) => [k, out.reduce((n, r) => n + r[k], 0)])) as Record<
      Count,
      number
    >;
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'total', label: 'Articles', type: 'int' },
        { key: 'lodged', label: 'Lodged', type: 'int' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'attempted', label: 'Attempted', type: 'int' },
        { key: 'returned', label: 'Returned', type: 'int' },
        { key: 'exception', label: 'Exceptions', type: 'int' },
        { key: 'cancelled', label: 'Cancelled', type: 'int' },
        { key: 'open', label: 'Not finished', type: 'int' },
        { key: 'deliveredShare', label: 'Delivered % of lodged', type: 'percent' },
      ],
      rows: out,
      totals: { ...totals, deliveredShare: percent(totals.delivered, totals.lodged) },
    };
  },
});
