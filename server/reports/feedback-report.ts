/**
 * Customer Feedback (/d/customer-feedbackN/all): what did customers think of their deliveries?
 * Per routing group over the period's feedback (one rating 1 to 5 per delivered delivery):
 * responses, mean rating, the count of each rating, and the net score (share rating 4–5 minus
 * share rating 1–2, times 10: -10 to 10) placed on the spec's colour scale, 1 (red) to 5 (green),
 * with bands at -5.1, -0.1, 5.1 and 8.1. The band is written in words so it never rests on colour.
 */
import { sql } from 'drizzle-orm';
import { feedback, routingGroups } from '../../src/resources/index';
import { band } from '../../src/resources/rating-scale';
import { defineReport, fieldExpr, num, periodFilters, periodWhere, table, text } from './kit';

export { band };

const F = feedback;

function netScore(good: number, bad: number, total: number): number | null {
  return total === 0 ? null : Math.round(((good - bad) / total) * 100) / 10;
}

function mean(sum: number, total: number): number | null {
  return total === 0 ? null : Math.round((sum / total) * 100) / 100;
}

export const customerFeedback = defineReport({
  id: 'feedback',
  screenId: 'r.feedback',
  filters: periodFilters,
  async run(db, f, scope) {
    const rating = fieldExpr(F, 'rating');
    const rows = await db.query<{
      name: unknown;
      total: unknown;
      sum: unknown;
      r1: unknown;
      r2: unknown;
      r3: unknown;
      r4: unknown;
      r5: unknown;
    }>(sql`
      with r as (select ${fieldExpr(F, 'routingGroupId')} as rg, ${rating}::int as rating from ${table(F)} where ${periodWhere(F, scope, f)})
      select coalesce(g.data->>'name', 'No routing group') as name, count(*) as total, sum(rating) as sum,
             count(*) filter (where rating = 1) as r1, count(*) filter (where rating = 2) as r2, count(*) filter (where rating = 3) as r3,
             count(*) filter (where rating = 4) as r4, count(*) filter (where rating = 5) as r5
      from r left join ${table(routingGroups)} g on g.id = r.rg group by 1 order by 1`);
    const out = rows.map((r) => {
      const total = num(r.total);
      const [r1, r2, r3, r4, r5] = [num(r.r1), num(r.r2), num(r.r3), num(r.r4), num(r.r5)];
      const score = netScore(r4 + r5, r1 + r2, total);
      return {
        routingGroup: text(r.name),
        total,
        meanRating: mean(num(r.sum), total),
        r5,
        r4,
        r3,
        r2,
        r1,
        netScore: score,
        band: band(score),
        ratingSum: num(r.sum),
      };
    });
    const sum = (k: 'total' | 'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'ratingSum') => out.reduce((n, r) => n + r[k], 0);
    const total = sum('total');
    const score = netScore(sum('r4') + sum('r5'), sum('r1') + sum('r2'), total);
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'total', label: 'Responses', type: 'int' },
        { key: 'meanRating', label: 'Mean rating', type: 'decimal' },
        { key: 'r5', label: 'Rated 5', type: 'int' },
        { key: 'r4', label: 'Rated 4', type: 'int' },
        { key: 'r3', label: 'Rated 3', type: 'int' },
        { key: 'r2', label: 'Rated 2', type: 'int' },
        { key: 'r1', label: 'Rated 1', type: 'int' },
        { key: 'netScore', label: 'Net score (-10 to 10)', type: 'decimal' },
        { key: 'band', label: 'Band (red 1 to green 5)', type: 'text' },
      ],
      rows: out.map(({ ratingSum: _omit, ...row }) => row),
      totals: {
        total,
        meanRating: mean(sum('ratingSum'), total),
        r5: sum('r5'),
        r4: sum('r4'),
        r3: sum('r3'),
        r2: sum('r2'),
        r1: sum('r1'),
        netScore: score,
      },
    };
  },
});
