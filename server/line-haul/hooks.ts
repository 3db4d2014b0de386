/**
 * Server rules of line haul writes (docs/line-haul.md), run by the generic routes inside the
 * write's transaction (resources/hooks.ts):
 * - movements and jobs move only along the transitions of src/resources/line-haul-rules.ts, with
 *   what each status needs (422 with the field named);
 * - a movement's units: none in maintenance or retired, the pallets fit (422), and no unit on
 *   another movement at overlapping times (409 UNIT_BOOKED with the stored record, so an
 *   allocation replayed from a tablet's outbox shows as a conflict with both versions). Checked
 *   only when units, times or pallets change, so other edits of an old record still save;
 * - a job's answer time is stamped by the server.
 */
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import { lineHaulDollies, lineHaulTrailers, lineHaulTrucks } from '../../src/resources/line-haul-fleet';
import { lineHaulMovements } from '../../src/resources/line-haul-movements';
import {
  conflictsOf,
  UNIT_FIELDS,
  type Fleet,
  type MovementSlot,
  type Unit,
} from '../../src/resources/line-haul-conflicts';
import { jobProblems, movementProblems, type FieldProblem } from '../../src/resources/line-haul-rules';
import type { Executor } from '../db/database';
import { rowToRecord, table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import type { ResourceHookTable } from '../domain/domain';
import type { ResourceHooks } from '../domain/hook-types';

const invalid = (fields: FieldProblem[]): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', fields[0]?.message ?? 'Some fields are not valid.', { fields });

const WATCHED = [
  'truckId',
  'trailerId',
  'secondTrailerId',
  'dollyId',
  'pallets',
  'plannedDeparture',
  'plannedArrival',
  'status',
];
const ACTIVE = ['planned', 'allocated', 'departed'];

async function units(tx: Executor, def: ResourceDef, ids: number[]): Promise<Map<number, Unit>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query(
    sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(def)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map(rowToRecord).map((r) => [
      r.id,
      {
        id: r.id,
        title: String(r.registration ?? r.code ?? r.id),
        status: String(r.status),
        palletCapacity: typeof r.palletCapacity === 'number' ? r.palletCapacity : null,
      },
    ]),
  );
}

function slot(id: number, data: Record<string, unknown>): MovementSlot {
  return { ...(data as unknown as MovementSlot), id };
}

async function unitConflicts(tx: Executor, selfId: number, data: Record<string, unknown>) {
  const me = slot(selfId, data);
  const ids = (kind: string) =>
    UNIT_FIELDS.filter(([, k]) => k === kind)
      .map(([f]) => me[f])
      .filter((v): v is number => typeof v === 'number');
  const fleet: Fleet = {
    truck: await units(tx, lineHaulTrucks, ids('truck')),
    trailer: await units(tx, lineHaulTrailers, ids('trailer')),
    dolly: await units(tx, lineHaulDollies, ids('dolly')),
  };
  const mine = [
    ...ids('truck').map((v) => sql`(data->>'truckId')::bigint = ${v}`),
    ...ids('dolly').map((v) => sql`(data->>'dollyId')::bigint = ${v}`),
    ...ids('trailer').flatMap((v) => [
      sql`(data->>'trailerId')::bigint = ${v}`,
      sql`(data->>'secondTrailerId')::bigint = ${v}`,
    ]),
  ];
  let others: MovementSlot[] = [];
  if (mine.length > 0) {
    const rows =
      await tx.query(sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(lineHaulMovements)}
      where not historical and id <> ${selfId} and f_status in ('planned', 'allocated', 'departed', 'arrived')
        and (data->>'plannedDeparture')::timestamptz < ${String(data.plannedArrival)}::timestamptz
        and (data->>'plannedArrival')::timestamptz > ${String(data.plannedDeparture)}::timestamptz
        and (${sql.join(mine, sql` or `)})`);
    others = rows.map(rowToRecord).map((r) => slot(r.id, r));
  }
  return conflictsOf(me, others, fleet);
}

const movementHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    const problems = movementProblems(current, next.data);
    if (problems.length > 0) throw invalid(problems);
    const changed =
      current === null ||
      WATCHED.some((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(next.data[f] ?? null));
    if (!changed || !ACTIVE.includes(String(next.data.status))) return;
    const conflicts = await unitConflicts(tx, current?.id ?? 0, next.data);
    const hard = conflicts.filter((c) => c.kind !== 'double-booked');
    if (hard.length > 0) throw invalid(hard.map((c) => ({ field: c.field, message: c.message })));
    const booked = conflicts.filter((c) => c.kind === 'double-booked');
    if (booked.length > 0) {
      throw new ApiHttpError(409, 'UNIT_BOOKED', booked[0]?.message ?? 'A unit is already booked.', {
        fields: booked.map((c) => ({ field: c.field, message: c.message })),
        extra: current ? { current } : {},
      });
    }
  },
};

const jobHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ current }, next) {
    const problems = jobProblems(current, next.data);
    if (problems.length > 0) throw invalid(problems);
    if (next.data.status !== 'declined')
      next.data.declineReason = current?.status === 'declined' ? (current.declineReason ?? null) : null;
    const answered = current?.status === 'offered' && next.data.status !== 'offered';
    next.data.respondedAt = answered ? new Date().toISOString() : (current?.respondedAt ?? null);
  },
};

export const LINE_HAUL_HOOKS: ResourceHookTable = {
  lineHaulMovements: movementHooks,
  lineHaulJobs: jobHooks,
};
