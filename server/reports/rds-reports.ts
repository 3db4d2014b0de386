/**
 * RDS's reports (docs/rds.md), report-kit declarations over the retail records inside the
 * caller's client scope: Retail Exceptions Daily (per day of the period: exceptions raised,
 * resolved and cancelled that day, and how many of the day's are still open) and the RDS Run
 * Report (per service provider: the period's booked work at stores, done, cancelled and still to
 * do, with the hours). Kept apart from the courier reports: they share nothing but the kit.
 */
import { sql } from 'drizzle-orm';
import { OPERATOR_ZONE, shiftDay } from '../../src/lib/calendar';
import { rdsEvents, retailExceptions, serviceProviders } from '../../src/resources/rds';
import type { ReportRow } from './kit';
import { defineReport, fieldExpr, num, percent, periodFilters, scoped, table, text } from './kit';

const X = retailExceptions;
const sum = (rows: readonly ReportRow[], key: string): number => rows.reduce((n, r) => n + num(r[key]), 0);

/** Every day from `from` to `to`, inclusive (the period is at most 366 days: kit.ts). */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) out.push(day);
  return out;
}

export const retailExceptionsDaily = defineReport({
  id: 'retail-exceptions-daily',
  screenId: 'd.retail-exceptions-daily',
  filters: periodFilters,
  reads: [retailExceptions],
  async run(db, f, scope) {
    const client = f.client === undefined ? sql`true` : sql`client_id = ${f.client}`;
    // a day is the operator's: an exception resolved at 23:30 in Sydney counts on that day
    const closedDay = sql`((${fieldExpr(X, 'resolvedAt')})::timestamptz at time zone ${OPERATOR_ZONE})::date::text`;
    const raised = await db.query<Record<string, unknown>>(sql`
      select ${fieldExpr(X, 'raisedOn')} as day,
             count(*) as raised,
             count(*) filter (where ${fieldExpr(X, 'status')} in ('open', 'in-progress')) as still_open
      from ${table(X)}
      where ${scoped(X, scope)} and ${client} and ${fieldExpr(X, 'raisedOn')} between ${f.from} and ${f.to}
      group by 1`);
    const closed = await db.query<Record<string, unknown>>(sql`
      select ${closedDay} as day, count(*) as resolved
      from ${table(X)}
      where ${scoped(X, scope)} and ${client} and ${fieldExpr(X, 'status')} = 'resolved'
        and ${closedDay} between ${f.from} and ${f.to}
      group by 1`);
    const byDay = new Map<string, ReportRow>(
      daysOf(f.from, f.to).map((day) => [day, { day, raised: 0, resolved: 0, stillOpen: 0 }]),
    );
    for (const r of raised) {
      const row = byDay.get(text(r.day));
      if (row) Object.assign(row, { raised: num(r.raised), stillOpen: num(r.still_open) });
    }
    for (const r of closed) {
      const row = byDay.get(text(r.day));
      if (row) row.resolved = num(r.resolved);
    }
    const rows = [...byDay.values()];
    const total = sum(rows, 'raised');
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'raised', label: 'Raised', type: 'int' },
        { key: 'resolved', label: 'Resolved', type: 'int' },
        { key: 'stillOpen', label: 'Raised and still open', type: 'int' },
      ],
      rows,
      totals: {
        raised: total,
        resolved: sum(rows, 'resolved'),
        stillOpen: sum(rows, 'stillOpen'),
        stillOpenShare: percent(sum(rows, 'stillOpen'), total),
      },
    };
  },
});

/** Hours between two HH:mm times of one day, to a quarter hour. */
const HOURS = sql`round(extract(epoch from ((data->>'endTime')::time - (data->>'startTime')::time)) / 900) / 4`;

export const rdsRunReport = defineReport({
  id: 'rds-run-report',
  screenId: 'rds.run-report',
  filters: periodFilters,
  reads: [rdsEvents, serviceProviders],
  async run(db, f, scope) {
    const E = rdsEvents;
    const client = f.client === undefined ? sql`true` : sql`client_id = ${f.client}`;
    const status = fieldExpr(E, 'status');
    const found = await db.query<Record<string, unknown>>(sql`
      with e as (
        select data, ${status} as status, ${HOURS} as hours from ${table(E)}
        where ${scoped(E, scope)} and ${client} and ${fieldExpr(E, 'date')} between ${f.from} and ${f.to})
      select p.data->>'name' as provider, count(*) as events,
             count(*) filter (where e.status = 'completed') as completed,
             count(*) filter (where e.status = 'cancelled') as cancelled,
             count(*) filter (where e.status in ('booked', 'confirmed')) as to_do,
             coalesce(sum(e.hours) filter (where e.status <> 'cancelled'), 0) as hours,
             count(distinct e.data->>'storeId') as stores
      from e left join ${table(serviceProviders)} p on p.id = (e.data->>'serviceProviderId')::int
      group by 1 order by 1`);
    const rows: ReportRow[] = found.map((r) => ({
      provider: r.provider === null ? 'No provider' : text(r.provider),
      events: num(r.events),
      stores: num(r.stores),
      completed: num(r.completed),
      cancelled: num(r.cancelled),
      toDo: num(r.to_do),
      hours: num(r.hours),
      completion: percent(num(r.completed), num(r.events) - num(r.cancelled)),
    }));
    const events = sum(rows, 'events');
    const completed = sum(rows, 'completed');
    return {
      columns: [
        { key: 'provider', label: 'Service provider', type: 'text' },
        { key: 'events', label: 'Events', type: 'int' },
        { key: 'stores', label: 'Stores', type: 'int' },
        { key: 'completed', label: 'Completed', type: 'int' },
        { key: 'cancelled', label: 'Cancelled', type: 'int' },
        { key: 'toDo', label: 'Still to do', type: 'int' },
        { key: 'hours', label: 'Hours booked', type: 'decimal' },
        { key: 'completion', label: 'Completed %', type: 'percent' },
      ],
      rows,
      totals: {
        events,
        completed,
        toDo: sum(rows, 'toDo'),
        hours: sum(rows, 'hours'),
        completion: percent(completed, events - sum(rows, 'cancelled')),
      },
    };
  },
});
