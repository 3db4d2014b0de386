/**
 * Reports over deliveries: Routing Group Summary, Time Window Report, Client Deliveries, Client
 * Summary and Zone Suburb Report. Each scans the live deliveries of the period inside the
 * user's client scope once (a CTE of the few fields it needs) and groups in SQL.
 */
import { sql } from 'drizzle-orm';

import { clients, deliveries, routingGroups, zones } from '../../src/resources/index';
import type { ReportRow } from './kit';
import {
  defineReport,
  fieldExpr,
  groupZoneSql,
  num,
  percent,
  periodFilters,
  periodWhere,
  routingGroupZones,
  table,
  text,
} from './kit';

const D = deliveries;
const status = fieldExpr(D, 'status');
const boxesExpr = sql.raw(`coalesce((data->>'boxCount')::numeric, 0)`);
const weightExpr = sql.raw(`coalesce((data->>'weightKg')::numeric, 0)`);

/** counts by outcome, shared by every deliveries report */
const OUTCOMES = sql.raw(`count(*) as total,
  count(*) filter (where status = 'delivered') as delivered,
  count(*) filter (where status = 'failed') as failed,
  count(*) filter (where status = 'returned') as returned,
  count(*) filter (where status = 'cancelled') as cancelled,
  sum(boxes) as boxes`);

type OutcomeRow = {
  total: unknown;
  delivered: unknown;
  failed: unknown;
  returned: unknown;
  cancelled: unknown;
  boxes: unknown;
};

function outcomes(r: OutcomeRow): ReportRow {
  const total = num(r.total);
  const delivered = num(r.delivered);
  const failed = num(r.failed);
  const returned = num(r.returned);
  const cancelled = num(r.cancelled);
  return {
    total,
    delivered,
    failed,
    returned,
    cancelled,
    open: total - delivered - failed - returned - cancelled,
    deliveredShare: percent(delivered, total),
    boxes: num(r.boxes),
  };
}

const OUTCOME_COLUMNS = [
  { key: 'total', label: 'Deliveries', type: 'int' },
  { key: 'delivered', label: 'Delivered', type: 'int' },
  { key: 'failed', label: 'Failed', type: 'int' },
  { key: 'returned', label: 'Returned', type: 'int' },
  { key: 'cancelled', label: 'Cancelled', type: 'int' },
  { key: 'open', label: 'Not finished', type: 'int' },
  { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
  { key: 'boxes', label: 'Boxes', type: 'int' },
] as const;

function sumOutcomes(rows: ReportRow[]): Record<string, number | null> {
  const sum = (k: string) => rows.reduce((n, r) => n + num(r[k]), 0);
  const total = sum('total');
  return {
    total,
    delivered: sum('delivered'),
    failed: sum('failed'),
    returned: sum('returned'),
    cancelled: sum('cancelled'),
    open: sum('open'),
    deliveredShare: percent(sum('delivered'), total),
    boxes: sum('boxes'),
  };
}

export const rgSummary = defineReport({
  id: 'rg-summary',
  screenId: 'r.rg-summary',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<OutcomeRow & { name: unknown }>(sql`
      with d as (select ${status} as status, ${fieldExpr(D, 'routingGroupId')} as rg, ${boxesExpr} as boxes from ${table(D)} where ${periodWhere(D, scope, f)})
      select coalesce(g.data->>'name', 'No routing group') as name, ${OUTCOMES}
      from d left join ${table(routingGroups)} g on g.id = d.rg group by 1 order by 1`);
    const out = rows.map((r) => ({ routingGroup: text(r.name), ...outcomes(r) }));
    return {
      columns: [{ key: 'routingGroup', label: 'Routing group', type: 'text' }, ...OUTCOME_COLUMNS],
      rows: out,
      totals: sumOutcomes(out),
    };
  },
});

export const clientDeliveries = defineReport({
  id: 'client-deliveries',
  screenId: 'r.client-deliveries',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<OutcomeRow & { day: unknown }>(sql`
      with d as (select ${fieldExpr(D, 'date')} as day, ${status} as status, ${boxesExpr} as boxes from ${table(D)} where ${periodWhere(D, scope, f)})
      select day, ${OUTCOMES} from d group by day order by day`);
    const out = rows.map((r) => ({ day: text(r.day), ...outcomes(r) }));
    return {
      columns: [{ key: 'day', label: 'Day', type: 'date' }, ...OUTCOME_COLUMNS],
      rows: out,
      totals: sumOutcomes(out),
    };
  },
});

export const clientSummary = defineReport({
  id: 'client-summary',
  screenId: 'r.client-summary',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<OutcomeRow & { name: unknown; weight: unknown }>(sql`
      with d as (select client_id as cid, ${status} as status, ${boxesExpr} as boxes, ${weightExpr} as weight from ${table(D)} where ${periodWhere(D, scope, f)})
      select coalesce(c.data->>'name', 'No client') as name, ${OUTCOMES}, sum(weight) as weight
      from d left join ${table(clients)} c on c.id = d.cid group by 1 order by 1`);
    const out = rows.map((r) => ({
      client: text(r.name),
      ...outcomes(r),
      weightKg: Math.round(num(r.weight) * 10) / 10,
    }));
    const totals = {
      ...sumOutcomes(out),
      weightKg: Math.round(out.reduce((n, r) => n + num(r.weightKg), 0) * 10) / 10,
    };
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        ...OUTCOME_COLUMNS,
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
      ],
      rows: out,
      totals,
    };
  },
});

export const zoneSuburb = defineReport({
  id: 'zone-suburb',
  screenId: 'r.zone-suburb',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<OutcomeRow & { zone: unknown; suburb: unknown; postcode: unknown }>(sql`
      with d as (select ${fieldExpr(D, 'zoneId')} as zone_id, coalesce(nullif(data->>'suburb', ''), '(no suburb)') as suburb,
                        coalesce(data->>'postcode', '') as postcode, ${status} as status, ${boxesExpr} as boxes
                 from ${table(D)} where ${periodWhere(D, scope, f)})
      select coalesce(z.data->>'name', 'No zone') as zone, suburb, min(postcode) as postcode, ${OUTCOMES}
      from d left join ${table(zones)} z on z.id = d.zone_id group by 1, 2 order by 1, 2`);
    const out = rows.map((r) => ({
      zone: text(r.zone),
      suburb: text(r.suburb),
      postcode: text(r.postcode),
      ...outcomes(r),
    }));
    return {
      columns: [
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'suburb', label: 'Suburb', type: 'text' },
        { key: 'postcode', label: 'Postcode', type: 'text' },
        ...OUTCOME_COLUMNS,
      ],
      rows: out,
      totals: sumOutcomes(out),
    };
  },
});

/**
 * On time = delivered at a local time inside the delivery's window, in its routing group's time
 * zone (the window is the customer's wall clock). A delivery with no window end counts as on time
 * when it arrived after the window opened.
 */
export const timeWindow = defineReport({
  id: 'time-window',
  screenId: 'r.time-window',
  filters: periodFilters,
  async run(db, f, scope) {
    const groups = await routingGroupZones(db);
    const rows = await db.query<{
      win: unknown;
      delivered: unknown;
      ontime: unknown;
      early: unknown;
      late: unknown;
    }>(sql`
      with d as (
        select coalesce(nullif(data->>'windowStart', ''), '00:00') as ws, nullif(data->>'windowEnd', '') as we,
               (data->>'deliveredAt')::timestamptz as at, ${fieldExpr(D, 'routingGroupId')} as rg
        from ${table(D)} where ${periodWhere(D, scope, f)} and ${status} = 'delivered' and data->>'deliveredAt' is not null),
      l as (select ws, we, (d.at at time zone ${groupZoneSql(groups, sql`d.rg`)})::time as t
            from d)
      select ws || '–' || coalesce(we, 'open') as win, count(*) as delivered,
             count(*) filter (where t >= ws::time and (we is null or t <= we::time)) as ontime,
             count(*) filter (where t < ws::time) as early,
             count(*) filter (where we is not null and t > we::time) as late
      from l group by ws, we order by ws, we`);
    const out = rows.map((r) => {
      const delivered = num(r.delivered);
      const onTime = num(r.ontime);
      return {
        window: text(r.win),
        delivered,
        onTime,
        early: num(r.early),
        late: num(r.late),
        onTimeShare: percent(onTime, delivered),
      };
    });
    const delivered = out.reduce((n, r) => n + r.delivered, 0);
    const onTime = out.reduce((n, r) => n + r.onTime, 0);
    return {
      columns: [
        { key: 'window', label: 'Delivery window', type: 'text' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'onTime', label: 'On time', type: 'int' },
        { key: 'early', label: 'Early', type: 'int' },
        { key: 'late', label: 'Late', type: 'int' },
        { key: 'onTimeShare', label: 'On time %', type: 'percent' },
      ],
      rows: out,
      totals: {
        delivered,
        onTime,
        early: out.reduce((n, r) => n + r.early, 0),
        late: out.reduce((n, r) => n + r.late, 0),
        onTimeShare: percent(onTime, delivered),
      },
    };
  },
});

/** Geocode Report (/r/admin): per routing group, how many deliveries have usable coordinates and how many are flagged. */
export const geocode = defineReport({
  id: 'geocode',
  screenId: 'r.geocode',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<{ name: unknown; total: unknown; issues: unknown; missing: unknown }>(sql`
      with d as (select ${fieldExpr(D, 'routingGroupId')} as rg, coalesce((data->>'geoIssue')::boolean, false) as issue,
                        (data->>'lat') is null or (data->>'lng') is null as missing
                 from ${table(D)} where ${periodWhere(D, scope, f)})
      select coalesce(g.data->>'name', 'No routing group') as name, count(*) as total, count(*) filter (where issue) as issues,
             count(*) filter (where missing) as missing
      from d left join ${table(routingGroups)} g on g.id = d.rg group by 1 order by 1`);
    const out = rows.map((r) => {
      const total = num(r.total);
      const issues = num(r.issues);
      const missing = num(r.missing);
      return { routingGroup: text(r.name), total, issues, missing, issueShare: percent(issues, total) };
    });
    const total = out.reduce((n, r) => n + r.total, 0);
    const issues = out.reduce((n, r) => n + r.issues, 0);
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'total', label: 'Deliveries', type: 'int' },
        { key: 'issues', label: 'Geocode issues', type: 'int' },
        { key: 'missing', label: 'No coordinates', type: 'int' },
        { key: 'issueShare', label: 'Issues %', type: 'percent' },
      ],
      rows: out,
      totals: { total, issues, missing: out.reduce((n, r) => n + r.missing, 0), issueShare: percent(issues, total) },
    };
  },
});
