/**
 * Line haul endpoints beyond the generic resource routes (docs/line-haul.md):
 * - `GET /api/line-haul/build-movements?from&to`: the builder's preview, the movements the leg
 *   schedules give for the dates and which of them exist already;
 * - `POST /api/line-haul/build-movements` `{ from, to }`: inserts only the missing ones, in one
 *   transaction, under the Idempotency-Key mechanism. One movement per schedule and date: the
 *   builder holds one lock for all builders plus the same per-key advisory lock the generic
 *   create takes for the declared unique set (integrity.ts), so neither a second build nor a
 *   hand-made movement can double a run;
 * - `GET /api/line-haul/scoreboard?from&to`: on-time percentages and declines per carrier and
 *   per lane, aggregated by SQL (scoreboard.ts).
 * Admin-only, like every line haul resource (the movements' and jobs' own rules decide).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { can, depots, routingGroups } from '../../src/resources/index';
import { isCalendarDate } from '../../src/resources/common';
import { lineHaulLegSchedules, lineHaulLegs } from '../../src/resources/line-haul-network';
import { lineHaulJobs, lineHaulMovements } from '../../src/resources/line-haul-movements';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { rowToRecord, table } from '../db/resource-tables';
import { uniqueLockName } from '../resources/integrity';
import { readJsonObject } from '../http/body';
import type { AppContext, AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { appendMany, changesOf, originOf } from '../resources/history';
import { insertRecord } from '../resources/store';
import {
  buildKey,
  datesBetween,
  MAX_BUILD_DAYS,
  plannedMovements,
  type LegLike,
  type PlannedMovement,
  type ScheduleLike,
} from './plan';
import { scoreboard } from './scoreboard';

function fieldError(field: string, message: string): ApiHttpError {
  return new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });
}

/** The period of a request: two calendar dates, from <= to, at most `maxDays` long. */
export function readPeriod(values: Record<string, unknown>, maxDays: number): { from: string; to: string } {
  const from = values.from;
  const to = values.to;
  if (typeof from !== 'string' || !isCalendarDate(from)) throw fieldError('from', 'Enter the first day as yyyy-MM-dd.');
  if (typeof to !== 'string' || !isCalendarDate(to)) throw fieldError('to', 'Enter the last day as yyyy-MM-dd.');
  if (to < from) throw fieldError('to', 'The last day must not be before the first.');
  if (datesBetween(from, to).length > maxDays) throw fieldError('to', `Choose at most ${maxDays} days.`);
  return { from, to };
}

async function all(
  tx: Executor,
  def: typeof lineHaulLegs | typeof lineHaulLegSchedules | typeof depots | typeof routingGroups,
) {
  const rows = await tx.query(
    sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(def)} where not historical`,
  );
  return rows.map(rowToRecord);
}

async function candidates(tx: Executor, from: string, to: string): Promise<PlannedMovement[]> {
  // one after another: inside a transaction the four share one connection
  const schedules = await all(tx, lineHaulLegSchedules);
  const legs = await all(tx, lineHaulLegs);
  const depotRows = await all(tx, depots);
  const groups = await all(tx, routingGroups);
  const zoneOfGroup = new Map(groups.map((g) => [g.id, String(g.timezone)]));
  const zoneOfDepot = new Map(depotRows.map((d) => [d.id, zoneOfGroup.get(Number(d.routingGroupId)) ?? 'UTC']));
  const legMap = new Map(legs.map((l) => [l.id, l as unknown as LegLike]));
  return plannedMovements(
    schedules as unknown as ScheduleLike[],
    legMap,
    (id) => zoneOfDepot.get(id) ?? 'UTC',
    from,
    to,
  );
}

async function existingKeys(tx: Executor, from: string, to: string): Promise<Set<string>> {
  const rows = await tx.query<{
    s: unknown;
    d: unknown;
  }>(sql`select f_leg_schedule_id as s, f_date as d from ${table(lineHaulMovements)}
    where not historical and f_date between ${from} and ${to} and f_leg_schedule_id is not null`);
  return new Set(rows.map((r) => buildKey({ legScheduleId: Number(r.s), date: r.d })));
}

function requireAdminOf(c: AppContext, action: 'list' | 'create') {
  const user = requireUser(c);
  if (!can(user, lineHaulMovements, action) || !can(user, lineHaulJobs, 'list')) throw forbidden();
  return user;
}

export function lineHaulRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/line-haul/build-movements', async (c) => {
    requireAdminOf(c, 'list');
    const { from, to } = readPeriod(c.req.query(), MAX_BUILD_DAYS);
    const planned = await candidates(services.db, from, to);
    const existing = await existingKeys(services.db, from, to);
    const missing = planned.filter((m) => !existing.has(buildKey(m)));
    return c.json({ data: { from, to, total: planned.length, existing: planned.length - missing.length, missing } });
  });

  app.post('/line-haul/build-movements', async (c) => {
    const user = requireAdminOf(c, 'create');
    const origin = originOf(c);
    const { from, to } = readPeriod(await readJsonObject(c), MAX_BUILD_DAYS);
    return idempotentWrite(c, services, async (tx) => {
      await lockUntilCommit(tx, 'line-haul-builder');
      const planned = await candidates(tx, from, to);
      // the generic create's lock for the unique set [legScheduleId, date] (integrity.ts), in a fixed order
      for (const m of planned) await lockUntilCommit(tx, uniqueLockName(lineHaulMovements, [m.legScheduleId, m.date]));
      const existing = await existingKeys(tx, from, to);
      const created: number[] = [];
      const history: Parameters<typeof appendMany>[2][number][] = [];
      for (const m of planned) {
        if (existing.has(buildKey(m))) continue;
        const record = await insertRecord(tx, lineHaulMovements, { clientId: null, historical: false, data: { ...m } });
        created.push(record.id);
        history.push({ recordId: record.id, changes: changesOf(lineHaulMovements, null, record), createdAt: null });
      }
      // each built movement's start, by the building admin, in the same transaction (history.ts)
      await appendMany(tx, lineHaulMovements, history, user, origin);
      return {
        status: created.length > 0 ? 201 : 200,
        body: {
          data: {
            from,
            to,
            total: planned.length,
            created: created.length,
            existing: planned.length - created.length,
            ids: created,
          },
        },
      };
    });
  });

  app.get('/line-haul/scoreboard', async (c) => {
    requireAdminOf(c, 'list');
    const { from, to } = readPeriod(c.req.query(), 366);
    return c.json({ data: await scoreboard(services.db, from, to) });
  });

  return app;
}
