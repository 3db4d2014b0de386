/**
 * Applying a route plan (resource `routePlans`, docs/maps-routing.md): the create of the plan
 * record is the one change the user makes; these hooks run inside its transaction, under the
 * request's Idempotency-Key, so the plan applies completely or not at all, and exactly once.
 * - beforeWrite checks that every stop is a delivery of the plan's date and routing group, still
 *   unrouted and pending, placed once; else 422 with the 'runs' field named;
 * - afterWrite creates one planned run per plan run (codes continue the day's numbering), a
 *   drop per stop in driving order, and links each delivery to its run and drop ('routed').
 */
import { sql } from 'drizzle-orm';
import { deliveries, drops, routingGroups, runs } from '../../src/resources/index';
import type { RoutePlanRun } from '../../src/resources/json-schemas';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { getRecord, insertRecord, replaceRecord } from '../resources/store';

const ALL = { clientIds: null, owner: null };

const invalidRuns = (message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', `runs: ${message}`, { fields: [{ field: 'runs', message }] });

async function deliveriesByIds(tx: Executor, ids: readonly number[]): Promise<Map<number, StoredRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<
    { id: number | string; client_id: number | null; version: number; data: Record<string, unknown> } & Record<
      string,
      unknown
    >
  >(
    sql`select id, client_id, version, data from ${table(deliveries)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and not historical for update`,
  );
  const out = new Map<number, StoredRecord>();
  for (const row of rows) {
    const id = Number(row.id);
    const full = await getRecord(tx, deliveries, ALL, id);
    if (full) out.set(id, full);
  }
  return out;
}

function planRuns(data: Record<string, unknown>): RoutePlanRun[] {
  return Array.isArray(data.runs) ? (data.runs as RoutePlanRun[]) : [];
}

async function checkPlan(ctx: HookContext, data: Record<string, unknown>): Promise<void> {
  const stops = planRuns(data).flatMap((r) => r.stops);
  if (new Set(stops).size !== stops.length)
    throw invalidRuns('A delivery is placed on more than one run, or twice on one run.');
  const found = await deliveriesByIds(ctx.tx, stops);
  for (const id of stops) {
    const d = found.get(id);
    if (!d) throw invalidRuns(`There is no delivery ${id}.`);
    const name = String(d.reference);
    if (d.date !== data.date) throw invalidRuns(`Delivery ${name} is for ${String(d.date)}, not ${String(data.date)}.`);
    if (d.routingGroupId !== data.routingGroupId)
      throw invalidRuns(`Delivery ${name} belongs to another routing group.`);
    if (d.runId !== null && d.runId !== undefined)
      throw invalidRuns(`Delivery ${name} is already on a run; refresh and optimise again.`);
    if (d.status !== 'pending') throw invalidRuns(`Delivery ${name} is ${String(d.status)}, so it cannot be routed.`);
  }
}

/** The next free run number of a routing group's day ('SYD-1124-07' -> 8). */
async function nextRunNumber(tx: Executor, date: string, prefix: string): Promise<number> {
  const rows = await tx.query<{ code: string } & Record<string, unknown>>(
    sql`select data->>'code' as code from ${table(runs)} where data->>'date' = ${date} and data->>'code' like ${`${prefix}%`}`,
  );
  let max = 0;
  for (const r of rows) {
    const n = Number(r.code.slice(prefix.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}

function majority(values: readonly unknown[]): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const v of values) {
    if (typeof v !== 'number') continue;
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (best === null || n > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}

async function applyPlan(ctx: HookContext, plan: StoredRecord): Promise<void> {
  const { tx, user } = ctx;
  const date = String(plan.date);
  const group = await getRecord(tx, routingGroups, ALL, Number(plan.routingGroupId));
  if (!group) throw invalidRuns('The routing group no longer exists.');
  const prefix = `${String(group.code)}-${date.slice(5, 7)}${date.slice(8, 10)}-`;
  let number = await nextRunNumber(tx, date, prefix);
  const stopsOf = planRuns(plan);
  const found = await deliveriesByIds(
    tx,
    stopsOf.flatMap((r) => r.stops),
  );
  const now = new Date().toISOString();
  const runIds: number[] = [];
  for (const planned of stopsOf) {
    const members = planned.stops.map((id) => found.get(id)).filter((d): d is StoredRecord => d !== undefined);
    const run = await insertRecord(tx, runs, {
      clientId: null,
      historical: false,
      data: {
        code: `${prefix}${String(number++).padStart(2, '0')}`,
        date,
        countryId: group.countryId,
        routingGroupId: group.id,
        depotId: plan.depotId,
        zoneId: majority(members.map((d) => d.zoneId)),
        status: 'planned',
        contractorId: null,
        driverId: null,
        vehicle: '',
        dropsTotal: members.length,
        dropsDone: 0,
        dropsFailed: 0,
        plannedStart: planned.start ?? '06:00',
        startedAt: null,
        finishedAt: null,
      },
    });
    runIds.push(run.id);
    for (const [k, d] of members.entries()) {
      const drop = await insertRecord(tx, drops, {
        clientId: d.clientId,
        historical: false,
        data: {
          runId: run.id,
          sequence: k + 1,
          date,
          deliveryId: d.id,
          status: 'pending',
          address: [d.address, d.suburb, d.postcode].filter((p) => typeof p === 'string' && p !== '').join(', '),
          eta: planned.etas?.[k] ?? '',
          arrivedAt: null,
          completedAt: null,
          instructionsFollowed: null,
          temperatureC: null,
          tempCheckConfirmed: false,
          failureReason: null,
          photos: [],
        },
      });
      const { id: _id, version: _v, clientId, historical, createdAt: _c, updatedAt: _u, ...fields } = d;
      const history = Array.isArray(fields.statusHistory) ? fields.statusHistory : [];
      await replaceRecord(tx, deliveries, d.id, {
        clientId,
        historical,
        data: {
          ...fields,
          runId: run.id,
          dropId: drop.id,
          status: 'routed',
          statusHistory: [...history, { status: 'routed', at: now, by: user.email }],
        },
      });
    }
  }
  const { id: _id, version: _v, clientId, historical, createdAt: _c, updatedAt: _u, ...fields } = plan;
  const updated = await replaceRecord(tx, ctx.def, plan.id, {
    clientId,
    historical,
    data: { ...fields, appliedRunIds: runIds },
  });
  // The create answers with the record as applied (the route answers with this object).
  Object.assign(plan, updated);
}

export const routePlanHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite(ctx, next) {
    if (ctx.current) throw new ApiHttpError(409, 'PLAN_APPLIED', 'A route plan is applied once and cannot be changed.');
    await checkPlan(ctx, next.data);
    next.data.appliedRunIds = [];
  },
  afterWrite: applyPlan,
};
