/**
 * Applying a visit plan (resource `rdsVisitPlans`, docs/rds.md 'RDS Routing Tool'): the create of
 * the plan is the one change a coordinator makes to order a service provider's visits of a day.
 * These hooks run in its transaction, under the request's Idempotency-Key, so the plan applies to
 * every visit or to none, and once. As drop moves do for a run's stops (server/routing/drop-moves.ts):
 * - beforeWrite locks the day's RDS events of the provider, then checks the plan: each named visit
 *   is an RDS event in the planner's client scope (422 naming it otherwise), which the planner may
 *   change and whose visit order they may write (the declaration's rules, asked per record: 403
 *   naming it); the create's `version` is the day's version as the planner saw it (`dayVersion`),
 *   so a visit changed underneath answers 409 with the day as the server has it (`current`, the
 *   outbox's conflict view: keep mine sends the plan again on that version); each named visit is
 *   one of that provider's visits of that day (not cancelled, not another day's: 422 naming it).
 *   Every refused visit is named, not only the first.
 * - afterWrite numbers the day's visits 1..n in the plan's order (visits it does not name follow,
 *   in their saved order), each renumbered visit with its history entry. Numbering is the plan's
 *   consequence, not an edit of the visit: it does not raise versions, so two plans of one day
 *   queued offline one after the other never conflict with each other (the later one wins).
 */
import { sql } from 'drizzle-orm';
import type { AccessContext } from '../../src/resources/index';
import { mayWriteField, readsContext, refusal } from '../../src/resources/index';
import { dayVersion, isVisit, rdsEvents, visitsInOrder } from '../../src/resources/rds';
import { accessContextFor } from '../auth/access-context';
import type { StoredRecord } from '../db/resource-tables';
import { fieldExpr, table } from '../db/resource-tables';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { appendServerChange } from '../resources/history';
import { getRecordsByIds, scopeFor } from '../resources/store';

const FIELD = 'visitIds';

type Problem = { field: string; message: string };

const refuse = (status: 403 | 422, problems: Problem[]): ApiHttpError =>
  new ApiHttpError(status, status === 403 ? 'FORBIDDEN_FIELD' : 'INVALID_FIELDS', problems[0]?.message ?? 'Refused.', {
    fields: problems,
  });

const one = (message: string, field = FIELD): ApiHttpError => refuse(422, [{ field, message }]);

function idsOf(data: Record<string, unknown>): number[] {
  const ids = data[FIELD];
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

const nameOf = (event: StoredRecord): string => String(event.reference);

/** The day's RDS events of the provider, locked for the transaction, that the planner's scope holds. */
async function lockedDay(ctx: HookContext, date: string, providerId: number): Promise<StoredRecord[]> {
  const rows = await ctx.tx.query<{ id: number | string } & Record<string, unknown>>(
    sql`select id from ${table(rdsEvents)} where not historical and ${fieldExpr(rdsEvents, 'date')} = ${date}
      and ${fieldExpr(rdsEvents, 'serviceProviderId')} = ${providerId} order by id for update`,
  );
  return getRecordsByIds(
    ctx.tx,
    rdsEvents,
    scopeFor(rdsEvents, ctx.user),
    rows.map((r) => Number(r.id)),
  );
}

/** The declaration's rules, asked of each named event: may this planner change it and write its visit order? */
async function accessProblems(ctx: HookContext, named: readonly StoredRecord[]): Promise<Problem[]> {
  const rule = rdsEvents.access.patch;
  const context: AccessContext | undefined =
    rule && readsContext(rule) ? await accessContextFor(ctx.tx, ctx.user, null) : undefined;
  return named.flatMap((event) => {
    const refused = refusal(ctx.user, rdsEvents, 'patch', context, event);
    const verdict = refused === null ? mayWriteField(ctx.user, rdsEvents, 'visitOrder', event, context) : null;
    const reason = refused ?? (verdict && !verdict.ok ? verdict.reason : null);
    return reason === null ? [] : [{ field: FIELD, message: `${nameOf(event)}: ${reason}` }];
  });
}

/** Why a named event is not one of this day's visits of the provider, or null when it is. */
function notOfTheDay(event: StoredRecord, date: string, providerId: number): string | null {
  if (event.historical) return `${nameOf(event)} is no longer a booking.`;
  if (!isVisit({ status: String(event.status) })) return `${nameOf(event)} is cancelled: it is not a visit.`;
  if (event.date !== date || event.serviceProviderId !== providerId)
    return `${nameOf(event)} is booked on ${String(event.date)} with another provider or day, not this one.`;
  return null;
}

/** The day as the server has it, in the shape of the plan: what the conflict view shows as theirs. */
function theirs(date: string, providerId: number, day: readonly StoredRecord[]) {
  const visits = day.filter((e) => isVisit({ status: String(e.status) }));
  return {
    date,
    serviceProviderId: providerId,
    visitIds: visitsInOrder(visits.map(asVisit)).map((v) => v.id),
    version: dayVersion(visits),
  };
}

function asVisit(event: StoredRecord) {
  return {
    id: event.id,
    reference: nameOf(event),
    startTime: String(event.startTime),
    visitOrder: typeof event.visitOrder === 'number' ? event.visitOrder : null,
  };
}

async function checkPlan(ctx: HookContext, data: Record<string, unknown>): Promise<number[]> {
  const ids = idsOf(data);
  if (ids.length === 0) throw one('Name the visits in their order.');
  if (new Set(ids).size !== ids.length) throw one('A visit is named twice.');
  const version = ctx.version;
  if (version === undefined) throw one('The version of the day you planned is required.', 'version');
  const date = String(data.date);
  const providerId = Number(data.serviceProviderId);
  const day = await lockedDay(ctx, date, providerId);

  const found = new Map(
    (await getRecordsByIds(ctx.tx, rdsEvents, scopeFor(rdsEvents, ctx.user), ids)).map((e) => [e.id, e]),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw refuse(
      422,
      missing.map((id) => ({ field: FIELD, message: `There is no RDS event ${id} among your bookings.` })),
    );
  const named = ids.flatMap((id) => found.get(id) ?? []);
  const denied = await accessProblems(ctx, named);
  if (denied.length > 0) throw refuse(403, denied);

  const now = theirs(date, providerId, day);
  if (now.version !== version)
    throw new ApiHttpError(
      409,
      'VERSION_CONFLICT',
      "This provider's visits of the day were changed by someone else since you planned them. Review their order before saving again.",
      { extra: { current: now } },
    );

  const strays = named.flatMap((e) => notOfTheDay(e, date, providerId) ?? []);
  if (strays.length > 0)
    throw refuse(
      422,
      strays.map((message) => ({ field: FIELD, message })),
    );
  // the plan's visits first, then the day's visits it does not name, in their saved order
  return [...ids, ...now.visitIds.filter((id) => !ids.includes(id))];
}

/** Numbers the day's visits 1..n in the applied order: only those whose number changes, no version bump. */
async function numberVisits(ctx: HookContext, plan: StoredRecord): Promise<void> {
  const order = idsOf(plan);
  const events = new Map(
    (await getRecordsByIds(ctx.tx, rdsEvents, scopeFor(rdsEvents, ctx.user), order)).map((e) => [e.id, e]),
  );
  for (const [k, id] of order.entries()) {
    const event = events.get(id);
    if (!event || event.visitOrder === k + 1) continue;
    await ctx.tx.query(
      sql`update ${table(rdsEvents)} set data = jsonb_set(data, '{visitOrder}', to_jsonb(${k + 1}::int)), updated_at = now() where id = ${id}`,
    );
    await appendServerChange(ctx, rdsEvents, event, { ...event, visitOrder: k + 1 });
  }
}

export const visitPlanHooks: ResourceHooks = {
  extraFields: [],
  allowNoClient: true,
  async beforeWrite(ctx, next) {
    next.data.visitIds = await checkPlan(ctx, next.data);
    next.data.plannedBy = ctx.user.id;
    next.clientId = null;
  },
  afterWrite: numberVisits,
};
