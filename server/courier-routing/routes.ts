/**
 * `GET /api/carrier-routing/lookup?clientId&countryId&locality&weightKg&date`: least-cost routing on the
 * server (docs/courier-routing.md). Every active carrier's zone and price for one parcel of the
 * client to a postcode or suburb of a country on a day (today in the operator's zone when no date is given),
 * cheapest first, from the stored rate tables, by the one model the locality lookup page uses
 * offline (src/resources/least-cost.ts). Needs the client rates' list rule (LCRv2 admin-type);
 * bad input is a 422 naming the field.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { operatorToday } from '../../src/lib/calendar';
import { isCalendarDate } from '../../src/resources/common';
import {
  carriers,
  courierClientRates,
  clientZones,
  courierFees,
  courierLineHaulRates,
  courierFuelSurcharges,
} from '../../src/resources/courier-routing';
import { can, clientScope, type ResourceDef } from '../../src/resources/index';
import { priceParcel, type RateTables } from '../../src/resources/least-cost';
import type { Executor } from '../db/database';
import { rowToRecord, table } from '../db/resource-tables';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';

function fieldError(field: string, message: string): ApiHttpError {
  return new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });
}

interface LookupQuery {
  clientId: number;
  countryId: number;
  locality: string;
  weightKg: number;
  day: string;
}

/** The query's values, or a 422 naming the first bad one. */
export function readLookup(query: Record<string, string | undefined>, today: string): LookupQuery {
  const clientId = Number(query.clientId);
  if (!Number.isInteger(clientId) || clientId < 1 || clientId > 2_147_483_647)
    throw fieldError('clientId', 'Choose a client.');
  const countryId = Number(query.countryId);
  if (!Number.isInteger(countryId) || countryId < 1 || countryId > 2_147_483_647)
    throw fieldError('countryId', 'Choose the country of the locality.');
  const locality = (query.locality ?? '').trim();
  if (locality === '' || locality.length > 100)
    throw fieldError('locality', 'Enter a postcode or a suburb (at most 100 characters).');
  const weightKg = Number(query.weightKg);
  if (query.weightKg === undefined || !Number.isFinite(weightKg) || weightKg <= 0 || weightKg > 1000)
    throw fieldError('weightKg', 'Enter the weight in kilograms, more than 0 and at most 1000.');
  const day = query.date ?? today;
  if (!isCalendarDate(day)) throw fieldError('date', 'Enter the day as yyyy-MM-dd.');
  return { clientId, countryId, locality, weightKg, day };
}

async function live(tx: Executor, def: ResourceDef, clientId?: number) {
  const rows = await tx.query(
    clientId === undefined
      ? sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(def)} where not historical`
      : sql`select id, client_id, version, historical, data, created_at, updated_at from ${table(def)} where not historical and client_id = ${clientId}`,
  );
  return rows.map(rowToRecord);
}

/** The rate tables of one client, as the model reads them. */
export async function rateTables(db: Executor, clientId: number): Promise<RateTables> {
  // one after another: a transaction's queries share one connection
  const carrierRows = await live(db, carriers);
  const zones = await live(db, clientZones, clientId);
  const rates = await live(db, courierClientRates, clientId);
  const fuel = await live(db, courierFuelSurcharges);
  const lineHaul = await live(db, courierLineHaulRates);
  const fees = await live(db, courierFees);
  // the stored rows are the declarations' records, checked on the way in: the model's row types are their fields
  return { carriers: carrierRows, zones, rates, fuel, lineHaul, fees } as unknown as RateTables;
}

export function courierRoutingRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/carrier-routing/lookup', async (c) => {
    const user = requireUser(c);
    if (!can(user, courierClientRates, 'list') || !can(user, clientZones, 'list')) throw forbidden();
    const parcel = readLookup(c.req.query(), operatorToday());
    const scope = clientScope(user);
    if (scope && !scope.includes(parcel.clientId)) throw fieldError('clientId', 'You do not work for this client.');
    const answer = priceParcel(await rateTables(services.db, parcel.clientId), parcel);
    return c.json({ data: { ...parcel, ...answer } });
  });
  return app;
}
