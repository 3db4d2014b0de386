/**
 * Least-cost routing of deliveries (docs/courier-routing.md): a delivery of a client with
 * `leastCostRoutingEnabled` records the cheapest carrier for its locality, weight and day, the
 * carrier's zone and the quoted total (the deliveries declaration's server-kept `carrierId`,
 * `carrierZone`, `carrierQuoteCents`), chosen by the one model the lookup uses
 * (`chooseCarrier`, src/resources/least-cost.ts). Run inside the write's transaction: on create,
 * and on a change of what prices it (client, country, postcode, suburb, weight, day); any other
 * write keeps the recorded choice, so a status move never re-quotes a delivery on another day's
 * card. The manifest import asks `CarrierRouter` once per row with the tables read once per client.
 */
import { sql } from 'drizzle-orm';
import { clients } from '../../src/resources/clients';
import { NO_CARRIER, chooseCarrier, type CarrierChoice, type RateTables } from '../../src/resources/least-cost';
import type { Executor } from '../db/database';
import { table } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import { rateTables } from './routes';

/** The delivery fields the quote depends on. */
const PRICED_BY = ['countryId', 'postcode', 'suburb', 'weightKg', 'date'] as const;

async function routesByLeastCost(tx: Executor, clientId: number): Promise<boolean> {
  const rows = await tx.query<{ lcr: unknown }>(
    sql`select (data->'configuration'->>'leastCostRoutingEnabled') = 'true' as lcr from ${table(clients)} where id = ${clientId}`,
  );
  return rows[0]?.lcr === true;
}

/** Chooses carriers for the deliveries of one transaction, reading each client's tables once. */
export class CarrierRouter {
  private readonly tables = new Map<number, RateTables | null>();
  constructor(private readonly tx: Executor) {}

  async choose(clientId: number | null, delivery: Record<string, unknown>): Promise<CarrierChoice> {
    if (clientId === null) return NO_CARRIER;
    let tables = this.tables.get(clientId);
    if (tables === undefined) {
      tables = (await routesByLeastCost(this.tx, clientId)) ? await rateTables(this.tx, clientId) : null;
      this.tables.set(clientId, tables);
    }
    return tables ? chooseCarrier(tables, clientId, delivery) : NO_CARRIER;
  }
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const deliveryCarrierHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    const repriced =
      current === null ||
      current.clientId !== next.clientId ||
      PRICED_BY.some((field) => current[field] !== next.data[field]);
    const choice: CarrierChoice = repriced
      ? await new CarrierRouter(tx).choose(next.clientId, next.data)
      : {
          carrierId: numberOrNull(current.carrierId),
          carrierZone: typeof current.carrierZone === 'string' ? current.carrierZone : null,
          carrierQuoteCents: numberOrNull(current.carrierQuoteCents),
        };
    Object.assign(next.data, choice);
  },
};
