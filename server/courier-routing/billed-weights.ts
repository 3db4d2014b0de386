/**
 * The Billed Weights Upload's reconciliation (docs/courier-routing.md): each line of a carrier's
 * bill is matched, inside the import's transaction, with the delivery of that reference least-cost
 * routing gave to that carrier, and the server keeps our weight, the difference in charged
 * kilograms (both rounded up as the carrier charges), our quote and the difference in cents, and
 * the result (matches, over, under): `reconcileBilledWeight`, src/resources/least-cost.ts. A line whose reference is no delivery, names a
 * delivery routed with another carrier (or none), or was billed by the carrier already is refused
 * with 422 naming `reference`; the shared CSV import (server/imports/resource-import.ts) names
 * every such line and imports nothing.
 */
import { sql } from 'drizzle-orm';
import { billedWeights, carriers } from '../../src/resources/courier-routing';
import { deliveries } from '../../src/resources/index';
import { reconcileBilledWeight } from '../../src/resources/least-cost';
import { fieldExpr, table } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';

const refused = (message: string) =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field: 'reference', message }] });

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export const billedWeightHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx }, next) {
    const reference = String(next.data.reference ?? '');
    const carrierId = numberOrNull(next.data.carrierId);
    if (reference === '' || carrierId === null) return; // the schema has named the missing field
    const found = await tx.query<{ id: unknown; carrier: unknown; weight: unknown; quote: unknown; code: unknown }>(sql`
      with d as (
        select id, data from ${table(deliveries)}
        where not historical and ${fieldExpr(deliveries, 'reference')} = ${reference})
      select d.id, d.data->>'carrierId' as carrier, d.data->>'weightKg' as weight,
             d.data->>'carrierQuoteCents' as quote, k.data->>'code' as code
      from d left join ${table(carriers)} k on k.id = (d.data->>'carrierId')::int`);
    if (found.length === 0) throw refused(`There is no delivery ${reference}.`);
    const theirs = found.filter((d) => numberOrNull(d.carrier) === carrierId);
    if (theirs.length === 0) {
      const other = found.find((d) => d.code !== null);
      throw refused(
        other
          ? `Delivery ${reference} was routed with ${String(other.code)}, not this carrier.`
          : `Delivery ${reference} was not routed with a carrier.`,
      );
    }
    if (theirs.length > 1)
      throw refused(`${theirs.length} deliveries routed with this carrier have reference ${reference}.`);
    const delivery = theirs[0];
    const deliveryId = Number(delivery?.id);
    const billed = await tx.query<{ day: unknown }>(sql`
      select data->>'billedOn' as day from ${table(billedWeights)}
      where not historical and ${fieldExpr(billedWeights, 'carrierId')} = ${carrierId}
        and ${fieldExpr(billedWeights, 'deliveryId')} = ${deliveryId} limit 1`);
    if (billed[0])
      throw refused(`Delivery ${reference} was billed by this carrier already (on ${String(billed[0].day)}).`);
    Object.assign(next.data, {
      deliveryId,
      ...reconcileBilledWeight(
        { billedWeightKg: Number(next.data.billedWeightKg), billedCents: Number(next.data.billedCents) },
        { weightKg: numberOrNull(delivery?.weight), quoteCents: numberOrNull(delivery?.quote) },
      ),
    });
  },
};
