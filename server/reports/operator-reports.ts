/**
 * Operator reports per client: Client Report (/r/client: this period against the one before),
 * HDS Client Report (/r/hds-client: home deliveries per client, on time in their window) and
 * Customer Service Report (/r/customer-service: failed and returned deliveries by client and
 * reason: the customers to call back).
 */
import { sql } from 'drizzle-orm';
import { clients, deliveries } from '../../src/resources/index';
import type { PeriodFilters } from './kit';
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

function daysBefore(f: PeriodFilters): PeriodFilters {
  const day = 86_400_000;
  const from = Date.parse(`${f.from}T00:00:00Z`);
  const span = Date.parse(`${f.to}T00:00:00Z`) - from + day;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { ...f, from: iso(from - span), to: iso(from - day) };
}

export const clientReport = defineReport({
  id: 'client',
  screenId: 'r.client',
  filters: periodFilters,
  async run(db, f, scope) {
    const before = daysBefore(f);
    const rows = await db.query<{ name: unknown; now: unknown; prev: unknown; delivered: unknown; boxes: unknown }>(sql`
      with cur as (select client_id as cid, count(*) as n, count(*) filter (where ${fieldExpr(D, 'status')} = 'delivered') as delivered,
                          sum(coalesce((data->>'boxCount')::numeric, 0)) as boxes
                   from ${table(D)} where ${periodWhere(D, scope, f)} group by client_id),
           prev as (select client_id as cid, count(*) as n from ${table(D)} where ${periodWhere(D, scope, before)} group by client_id)
      select coalesce(c.data->>'name', 'No client') as name, coalesce(cur.n, 0) as now, coalesce(prev.n, 0) as prev,
             coalesce(cur.delivered, 0) as delivered, coalesce(cur.boxes, 0) as boxes
      from cur full join prev on prev.cid = cur.cid left join ${table(clients)} c on c.id = coalesce(cur.cid, prev.cid) order by 1`);
    const out = rows.map((r) => {
      const now = num(r.now);
      const prev = num(r.prev);
      return {
        client: text(r.name),
        total: now,
        previous: prev,
        change: now - prev,
        changeShare: prev === 0 ? null : percent(now - prev, prev),
        delivered: num(r.delivered),
        deliveredShare: percent(num(r.delivered), now),
        boxes: num(r.boxes),
      };
    });
    const total = out.reduce((n, r) => n + r.total, 0);
    const previous = out.reduce((n, r) => n + r.previous, 0);
    const delivered = out.reduce((n, r) => n + r.delivered, 0);
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'total', label: 'Deliveries', type: 'int' },
        { key: 'previous', label: `Previous period (${before.from} to ${before.to})`, type: 'int' },
        { key: 'change', label: 'Change', type: 'int' },
        { key: 'changeShare', label: 'Change %', type: 'percent' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
      ],
      rows: out,
      totals: {
        total,
        previous,
        change: total - previous,
        changeShare: previous === 0 ? null : percent(total - previous, previous),
        delivered,
        deliveredShare: percent(delivered, total),
        boxes: out.reduce((n, r) => n + r.boxes, 0),
      },
    };
  },
});

export const hdsClient = defineReport({
  id: 'hds-client',
  screenId: 'r.hds-client',
  filters: periodFilters,
  async run(db, f, scope) {
    const groups = await routingGroupZones(db);
    const rows = await db.query<{
      name: unknown;
      total: unknown;
      delivered: unknown;
      failed: unknown;
      ontime: unknown;
    }>(sql`
      with d as (select client_id as cid, ${fieldExpr(D, 'status')} as status, ${fieldExpr(D, 'routingGroupId')} as rg,
                        coalesce(nullif(data->>'windowStart', ''), '00:00') as ws, nullif(data->>'windowEnd', '') as we,
                        (data->>'deliveredAt')::timestamptz as at
                 from ${table(D)} where ${periodWhere(D, scope, f)} and data->>'serviceType' = 'home'),
           l as (select d.*, (d.at at time zone ${groupZoneSql(groups, sql`d.rg`)})::time as t
                 from d)
      select coalesce(c.data->>'name', 'No client') as name, count(*) as total,
             count(*) filter (where status = 'delivered') as delivered, count(*) filter (where status = 'failed') as failed,
             count(*) filter (where status = 'delivered' and t >= ws::time and (we is null or t <= we::time)) as ontime
      from l left join ${table(clients)} c on c.id = l.cid group by 1 order by 1`);
    const out = rows.map((r) => ({
      client: text(r.name),
      total: num(r.total),
      delivered: num(r.delivered),
      failed: num(r.failed),
      onTime: num(r.ontime),
      deliveredShare: percent(num(r.delivered), num(r.total)),
      onTimeShare: percent(num(r.ontime), num(r.delivered)),
    }));
    const sum = (k: 'total' | 'delivered' | 'failed' | 'onTime') => out.reduce((n, r) => n + r[k], 0);
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'total', label: 'Home deliveries', type: 'int' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'failed', label: 'Failed', type: 'int' },
        { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
        { key: 'onTime', label: 'In window', type: 'int' },
        { key: 'onTimeShare', label: 'In window %', type: 'percent' },
      ],
      rows: out,
      totals: {
        total: sum('total'),
        delivered: sum('delivered'),
        failed: sum('failed'),
        onTime: sum('onTime'),
        deliveredShare: percent(sum('delivered'), sum('total')),
        onTimeShare: percent(sum('onTime'), sum('delivered')),
      },
    };
  },
});

export const customerService = defineReport({
  id: 'customer-service',
  screenId: 'r.customer-service',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<{
      name: unknown;
      reason: unknown;
      failed: unknown;
      returned: unknown;
      nophone: unknown;
    }>(sql`
      with d as (select client_id as cid, ${fieldExpr(D, 'status')} as status, coalesce(nullif(data->>'failureReason', ''), 'No reason given') as reason,
                        coalesce(data->>'recipientPhone', '') = '' as nophone
                 from ${table(D)} where ${periodWhere(D, scope, f)} and ${fieldExpr(D, 'status')} in ('failed', 'returned'))
      select coalesce(c.data->>'name', 'No client') as name, reason, count(*) filter (where status = 'failed') as failed,
             count(*) filter (where status = 'returned') as returned, count(*) filter (where nophone) as nophone
      from d left join ${table(clients)} c on c.id = d.cid group by 1, 2 order by 1, 3 desc, 2`);
    const out = rows.map((r) => ({
      client: text(r.name),
      reason: text(r.reason),
      failed: num(r.failed),
      returned: num(r.returned),
      toContact: num(r.failed) + num(r.returned),
      noPhone: num(r.nophone),
    }));
    const sum = (k: 'failed' | 'returned' | 'toContact' | 'noPhone') => out.reduce((n, r) => n + r[k], 0);
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'reason', label: 'Reason', type: 'text' },
        { key: 'failed', label: 'Failed', type: 'int' },
        { key: 'returned', label: 'Returned', type: 'int' },
        { key: 'toContact', label: 'Customers to contact', type: 'int' },
        { key: 'noPhone', label: 'Without a phone number', type: 'int' },
      ],
      rows: out,
      totals: {
        failed: sum('failed'),
        returned: sum('returned'),
        toContact: sum('toContact'),
        noPhone: sum('noPhone'),
      },
    };
  },
});
