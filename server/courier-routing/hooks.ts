/**
 * Server rules of the Courier Routing rate tables (docs/courier-routing.md), run by the generic
 * routes and the CSV import inside the write's transaction: a rate's period (effective from / to)
 * never overlaps another live row of the same key (`RATE_PERIODS`: a client's rate by carrier,
 * zone and band; a carrier's fuel surcharge; a carrier's line-haul leg from a routing group).
 * A write that would is refused with 422 naming `effectiveFrom` and the period it meets. Writers
 * of one table take one transaction lock first, so two overlapping periods saved at the same time
 * cannot both pass.
 */
import { sql } from 'drizzle-orm';
import { RATE_PERIODS, periodsOverlap } from '../../src/resources/courier-routing';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { rowToRecord, table } from '../db/resource-tables';
import type { ResourceHookTable } from '../domain/domain';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';

type PeriodTable = keyof typeof RATE_PERIODS;

const dayOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

async function storedRows(tx: Executor, ctx: HookContext) {
  await lockUntilCommit(tx, `rate-periods:${ctx.def.name}`);
  const rows = await tx.query(
    sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(ctx.def)} where not historical and id <> ${ctx.current?.id ?? 0}`,
  );
  return rows.map(rowToRecord);
}

function periodHooks(name: PeriodTable): ResourceHooks {
  const keys: readonly string[] = RATE_PERIODS[name];
  return {
    extraFields: [],
    async beforeWrite(ctx, next) {
      const mine: Record<string, unknown> = { ...next.data, clientId: next.clientId };
      const from = dayOrNull(mine.effectiveFrom);
      if (!from) return; // the schema has named the missing day already
      const period = { effectiveFrom: from, effectiveTo: dayOrNull(mine.effectiveTo) };
      for (const other of await storedRows(ctx.tx, ctx)) {
        if (!keys.every((k) => other[k] === mine[k])) continue;
        const theirs = { effectiveFrom: String(other.effectiveFrom), effectiveTo: dayOrNull(other.effectiveTo) };
        if (!periodsOverlap(period, theirs)) continue;
        const message = `The period meets another of the same ${ctx.def.label.toLowerCase()} (${theirs.effectiveFrom} to ${theirs.effectiveTo ?? 'open'}); periods must not overlap.`;
        throw new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field: 'effectiveFrom', message }] });
      }
    },
  };
}

export const COURIER_ROUTING_HOOKS: ResourceHookTable = {
  courierClientRates: periodHooks('courierClientRates'),
  courierFuelSurcharges: periodHooks('courierFuelSurcharges'),
  courierLineHaulRates: periodHooks('courierLineHaulRates'),
};
