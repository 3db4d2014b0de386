/**
 * An invoice's delivery lines priced inside Postgres, so the finance reports add them up where
 * they are stored instead of fetching a week's deliveries (the bench's seed: 45,000 delivered in
 * a week) and pricing each in the server. Reading the rows out of PGlite was most of a report's
 * time (docs/finance.md, Figures).
 *
 * The rule is the model's (`invoiceLines` in server/finance/model.ts, the definition the demo
 * seed prices with): the card of the delivery's client and service in force on its day whose
 * weight band holds its weight, a zone card over an any-zone card, then the latest start, then the
 * newest card; price = per delivery + the per-kg amount times the weight rounded half up; the fuel
 * surcharge of the card's category for the delivery's week in basis points, rounded half away from
 * zero. The same float arithmetic (float8) gives the same cents; invoice-lines.test.ts checks
 * every line of the demo data against the model.
 *
 * The week's surcharge is joined by day: each surcharge week is spread over its seven days (a
 * week that does not start on a Monday is left out, as the model never looks one up), so no
 * line computes its week's Monday. Computing it for each of a week's 45,000 lines was a third of
 * the pricing's CPU time (431 -> 304 ms for that week on PGlite, docs/finance.md).
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { charges, clientRates, deliveries, fuelSurcharges } from '../../src/resources/index';
import type { Paging, PeriodFilters, ReportScope } from './kit';
import { fieldExpr as F, periodWhere, scoped, table } from './kit';

/** The Monday of a yyyy-MM-dd text's week, as yyyy-MM-dd (weekStartOf in the model). */
export const weekStartSql = (day: SQL): SQL =>
  sql`to_char(${day}::date - (extract(isodow from ${day}::date)::int - 1), 'YYYY-MM-DD')`;

/**
 * A select of the period's delivered deliveries in scope, one row per invoice line, with the
 * columns: id, client_id, day, reference, zone_id, rg, service, weight, boxes, rate_id (null: no
 * card prices it), base_cents, fuel_bp, fuel_cents, total_cents. With `page`, only that page of
 * the deliveries in the invoice's order (day, then id) is read and priced: a line's price depends
 * on its delivery alone, so a page costs its own lines, not the period's. With `ids`, only those
 * deliveries' lines.
 */
export function pricedDeliveriesSql(
  scope: ReportScope,
  f: PeriodFilters,
  page?: Paging | { ids: readonly number[] },
): SQL {
  const slice = !page
    ? sql``
    : 'ids' in page
      ? // the lines of these deliveries alone (the courier Delivery List's page)
        page.ids.length === 0
        ? sql` and false`
        : sql` and id in (${sql.join(
            page.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
      : sql` order by ${F(deliveries, 'date')}, id limit ${page.limit} offset ${page.offset}`;
  return sql`
    with d as (
      select id, client_id, ${F(deliveries, 'date')} as day, ${F(deliveries, 'reference')} as reference,
             ${F(deliveries, 'zoneId')}::bigint as zone_id, ${F(deliveries, 'routingGroupId')}::bigint as rg,
             coalesce(data->>'serviceType', '') as service, coalesce((data->>'weightKg')::float8, 0) as weight,
             coalesce((data->>'boxCount')::bigint, 0) as boxes
      from ${table(deliveries)}
      where ${periodWhere(deliveries, scope, f)} and ${F(deliveries, 'status')} = 'delivered'${slice}),
    cards as materialized (
      select id, client_id, coalesce(data->>'serviceType', '') as service, (data->>'zoneId')::bigint as zone_id,
             coalesce((data->>'weightFromKg')::float8, 0) as weight_from, (data->>'weightToKg')::float8 as weight_to,
             data->>'effectiveFrom' as effective_from, nullif(data->>'effectiveTo', '') as effective_to,
             (data->>'fuelCategoryId')::bigint as fuel_category, coalesce((data->>'baseCents')::bigint, 0) as base,
             coalesce((data->>'perKgCents')::float8, 0) as per_kg
      from ${table(clientRates)}
      where ${scoped(clientRates, scope)} and data->>'effectiveFrom' <= ${f.to}
        and coalesce(nullif(data->>'effectiveTo', ''), ${f.from}) >= ${f.from}),
    fuel as materialized (
      select category, to_char(week::date + i, 'YYYY-MM-DD') as day, bp
      from (
        select distinct on (category, week) category, week, bp from (
          select id, ${F(fuelSurcharges, 'fuelCategoryId')}::bigint as category, ${F(fuelSurcharges, 'weekStart')} as week,
                 coalesce((data->>'surchargeBp')::bigint, 0) as bp
          from ${table(fuelSurcharges)} where not historical) s
        order by category, week, id desc) weeks, generate_series(0, 6) i
      where extract(isodow from week::date) = 1),
    rated as (
      select distinct on (d.id) d.id, c.id as rate_id, c.base + floor(c.per_kg * d.weight + 0.5)::bigint as base_cents,
             c.fuel_category
      from d join cards c on c.client_id = d.client_id and c.service = d.service
      where c.effective_from <= d.day and (c.effective_to is null or d.day <= c.effective_to)
        and (c.zone_id is null or c.zone_id = d.zone_id)
        and d.weight >= c.weight_from and (c.weight_to is null or d.weight < c.weight_to)
      order by d.id, (c.zone_id is not null) desc, c.effective_from desc, c.id desc),
    lines as (
      select d.*, r.rate_id, coalesce(r.base_cents, 0) as base_cents, coalesce(fu.bp, 0) as fuel_bp
      from d left join rated r on r.id = d.id
      left join fuel fu on fu.category = r.fuel_category and fu.day = d.day)
    select lines.*, round(base_cents * fuel_bp / 10000.0)::bigint as fuel_cents,
           base_cents + round(base_cents * fuel_bp / 10000.0)::bigint as total_cents
    from lines`;
}

/** The period's charges in scope (a charge is a line at its amount). */
export function chargesSql(scope: ReportScope, f: PeriodFilters): SQL {
  return sql`
    select id, client_id, ${F(charges, 'date')} as day, coalesce(data->>'description', '') as description,
           coalesce((data->>'amountCents')::bigint, 0) as amount_cents
    from ${table(charges)} where ${periodWhere(charges, scope, f)}`;
}
