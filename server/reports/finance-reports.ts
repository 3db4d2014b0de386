/**
 * Financial Reporting's figures (docs/finance.md), each a report declaration: client invoicing
 * (per client, and itemised), revenue (per day, and by metric per routing group), routing-group
 * weekly cost, contractor pay (per contractor and week, and the contractor's own Pay Summary
 * lines) and the Ledger Summary. The records are read here with SQL inside the caller's scope
 * (deliveries and charges by client, runs, fines and ledger lines by contractor) and priced by the
 * pure model (server/finance/model.ts); every total is the sum of the lines it heads.
 */
import { sql } from 'drizzle-orm';
import {
  charges,
  clientRates,
  clients,
  deliveries,
  fuelCategories,
  fuelSurcharges,
  ledgerEntries,
  payRates,
  routingGroups,
  runFines,
  runs,
  users,
  zones,
} from '../../src/resources/index';
import type { ResourceDef } from '../../src/resources/index';
import { overheads } from '../../src/resources/overheads';
import type { Executor } from '../db/database';
import {
  invoiceLines,
  invoiceTotals,
  payLines,
  paySummaries,
  sumCents,
  surchargeKey,
  weekStartOf,
  type BillableDelivery,
  type Charge,
  type Fine,
  type PayLine,
  type PayRate,
  type PayRun,
  type RateCard,
} from '../finance/model';
import type { PeriodFilters, ReportScope } from './kit';
import { defineReport, fieldExpr, num, numOrNull, periodFilters, periodWhere, scoped, table, text } from './kit';

const F = (def: ResourceDef, field: string) => fieldExpr(def, field);

/** id -> title of a resource (client, zone, routing group and user names). */
async function names(db: Executor, def: ResourceDef, field = 'name'): Promise<Map<number, string>> {
  const rows = await db.query<{ id: unknown; name: unknown }>(
    sql`select id, ${F(def, field)} as name from ${table(def)}`,
  );
  return new Map(rows.map((r) => [num(r.id), text(r.name)]));
}

const nameOf = (map: ReadonlyMap<number, string>, id: number | null, none: string) =>
  id === null ? none : (map.get(id) ?? none);

/**
 * Items grouped by a key, each group in the items' order. Each group grows in place: copying the
 * group for every line was quadratic (a week of the bench's 100,000 deliveries: Revenue 25 s,
 * Client Invoicing 13 s; docs/bench.md).
 */
function groupBy<K, T>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

// ---- the records ------------------------------------------------------------------------------

/** Delivered deliveries of the period inside the caller's client scope (the invoice's deliveries). */
async function deliveredOf(
  db: Executor,
  scope: ReportScope,
  f: PeriodFilters,
): Promise<(BillableDelivery & { routingGroupId: number | null; boxes: number })[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select id, client_id, ${F(deliveries, 'reference')} as reference, ${F(deliveries, 'date')} as day,
           ${F(deliveries, 'zoneId')} as zone, ${F(deliveries, 'routingGroupId')} as rg, data->>'serviceType' as service,
           data->>'weightKg' as weight, data->>'boxCount' as boxes
    from ${table(deliveries)}
    where ${periodWhere(deliveries, scope, f)} and ${F(deliveries, 'status')} = 'delivered'
    order by ${F(deliveries, 'date')}, id`);
  return rows.map((r) => ({
    id: num(r.id),
    reference: text(r.reference),
    clientId: num(r.client_id),
    date: text(r.day),
    zoneId: numOrNull(r.zone),
    routingGroupId: numOrNull(r.rg),
    serviceType: text(r.service),
    weightKg: num(r.weight),
    boxes: num(r.boxes),
  }));
}

async function rateCards(db: Executor, scope: ReportScope): Promise<RateCard[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select id, client_id, data from ${table(clientRates)} where ${scoped(clientRates, scope)}`);
  return rows.map((r) => {
    const d = r.data as Record<string, unknown>;
    return {
      id: num(r.id),
      clientId: num(r.client_id),
      zoneId: numOrNull(d.zoneId),
      serviceType: text(d.serviceType),
      weightFromKg: num(d.weightFromKg),
      weightToKg: numOrNull(d.weightToKg),
      effectiveFrom: text(d.effectiveFrom),
      effectiveTo: d.effectiveTo ? text(d.effectiveTo) : null,
      fuelCategoryId: numOrNull(d.fuelCategoryId),
      baseCents: num(d.baseCents),
      perKgCents: num(d.perKgCents),
    };
  });
}

async function surcharges(db: Executor): Promise<Map<string, number>> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select ${F(fuelSurcharges, 'fuelCategoryId')} as category, ${F(fuelSurcharges, 'weekStart')} as week, data->>'surchargeBp' as bp
    from ${table(fuelSurcharges)} where not historical`);
  return new Map(rows.map((r) => [surchargeKey(num(r.category), text(r.week)), num(r.bp)]));
}

async function chargesOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Charge[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select id, client_id, ${F(charges, 'date')} as day, data->>'description' as description, data->>'amountCents' as amount
    from ${table(charges)} where ${periodWhere(charges, scope, f)} order by ${F(charges, 'date')}, id`);
  return rows.map((r) => ({
    id: num(r.id),
    clientId: num(r.client_id),
    date: text(r.day),
    description: text(r.description),
    amountCents: num(r.amount),
  }));
}

/** The invoice lines of the period (every client in scope, or the one filtered). */
export async function invoiceOf(db: Executor, scope: ReportScope, f: PeriodFilters) {
  const [delivered, cards, fuel, extra] = await Promise.all([
    deliveredOf(db, scope, f),
    rateCards(db, scope),
    surcharges(db),
    chargesOf(db, scope, f),
  ]);
  return { delivered, lines: invoiceLines(delivered, cards, fuel, extra) };
}

/** Runs of the period with a contractor (a contractor: their own), and their fines; cancelled runs earn nothing. */
async function payOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<PayLine[]> {
  const own = scope.contractorId === null ? sql`true` : sql`${F(runs, 'contractorId')} = ${scope.contractorId}`;
  const ownFine = scope.contractorId === null ? sql`true` : sql`${F(runFines, 'contractorId')} = ${scope.contractorId}`;
  const rg = f.rg === undefined ? sql`true` : sql`${F(runs, 'routingGroupId')} = ${f.rg}`;
  const [runRows, rateRows, fineRows] = await Promise.all([
    db.query<Record<string, unknown>>(sql`
      select id, ${F(runs, 'code')} as code, ${F(runs, 'date')} as day, ${F(runs, 'contractorId')} as contractor,
             ${F(runs, 'routingGroupId')} as rg, data->>'dropsDone' as done
      from ${table(runs)}
      where not historical and ${F(runs, 'date')} between ${f.from} and ${f.to} and ${own} and ${rg}
        and ${F(runs, 'contractorId')} is not null and ${F(runs, 'status')} <> 'cancelled'`),
    db.query<Record<string, unknown>>(sql`select id, data from ${table(payRates)} where not historical`),
    db.query<Record<string, unknown>>(sql`
      select id, ${F(runFines, 'runId')} as run, ${F(runFines, 'contractorId')} as contractor, ${F(runFines, 'date')} as day,
             data->>'reason' as reason, data->>'amountCents' as amount
      from ${table(runFines)}
      where not historical and ${F(runFines, 'date')} between ${f.from} and ${f.to} and ${ownFine}
        and (${f.rg === undefined ? sql`true` : sql`${F(runFines, 'runId')} in (select id from ${table(runs)} where ${rg})`})`),
  ]);
  const payRuns: PayRun[] = runRows.map((r) => ({
    id: num(r.id),
    code: text(r.code),
    date: text(r.day),
    contractorId: num(r.contractor),
    routingGroupId: num(r.rg),
    dropsDone: num(r.done),
  }));
  const rates: PayRate[] = rateRows.map((r) => {
    const d = r.data as Record<string, unknown>;
    return {
      id: num(r.id),
      routingGroupId: num(d.routingGroupId),
      effectiveFrom: text(d.effectiveFrom),
      effectiveTo: d.effectiveTo ? text(d.effectiveTo) : null,
      perRunCents: num(d.perRunCents),
      perDropCents: num(d.perDropCents),
    };
  });
  const fines: Fine[] = fineRows.map((r) => ({
    id: num(r.id),
    runId: num(r.run),
    contractorId: num(r.contractor),
    date: text(r.day),
    reason: text(r.reason),
    amountCents: num(r.amount),
  }));
  return payLines(payRuns, rates, fines);
}

/** Overheads of the weeks the period touches (a week from its Monday), of one routing group when filtered. */
async function overheadsOf(
  db: Executor,
  f: PeriodFilters,
): Promise<{ rg: number; week: string; amountCents: number }[]> {
  const rg = f.rg === undefined ? sql`true` : sql`${F(overheads, 'routingGroupId')} = ${f.rg}`;
  const rows = await db.query<Record<string, unknown>>(sql`
    select ${F(overheads, 'routingGroupId')} as rg, ${F(overheads, 'weekStart')} as week, data->>'amountCents' as amount
    from ${table(overheads)}
    where not historical and ${F(overheads, 'weekStart')} between ${weekStartOf(f.from)} and ${f.to} and ${rg}`);
  return rows.map((r) => ({ rg: num(r.rg), week: text(r.week), amountCents: num(r.amount) }));
}

// ---- invoicing ---------------------------------------------------------------------------------

export const clientInvoicing = defineReport({
  id: 'client-invoicing',
  screenId: 'b.invoicing',
  filters: periodFilters,
  async run(db, f, scope) {
    const [{ lines }, clientNames] = await Promise.all([invoiceOf(db, scope, f), names(db, clients)]);
    const byClient = groupBy(lines, (l) => l.clientId);
    const rows = [...byClient.entries()]
      .map(([clientId, ls]) => ({ client: nameOf(clientNames, clientId, 'Client'), ...invoiceTotals(ls) }))
      .sort((a, b) => b.totalCents - a.totalCents || a.client.localeCompare(b.client));
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'deliveries', label: 'Delivered', type: 'int' },
        { key: 'unpriced', label: 'No rate', type: 'int' },
        { key: 'deliveryCents', label: 'Deliveries', type: 'cents' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'chargeCents', label: 'Charges', type: 'cents' },
        { key: 'totalCents', label: 'Invoice total', type: 'cents' },
      ],
      rows,
      totals: { ...invoiceTotals(lines), clients: rows.length },
    };
  },
});

export const clientInvoicingItemised = defineReport({
  id: 'client-invoicing-itemised',
  screenId: 'b.invoicing-itemised',
  filters: periodFilters,
  async run(db, f, scope) {
    const [{ lines }, clientNames, zoneNames] = await Promise.all([
      invoiceOf(db, scope, f),
      names(db, clients),
      names(db, zones),
    ]);
    const rows = lines.map((l) => ({
      client: nameOf(clientNames, l.clientId, 'Client'),
      day: l.date,
      item: l.item,
      kind: l.kind === 'delivery' ? (l.rateId === null ? 'Delivery (no rate)' : 'Delivery') : 'Charge',
      zone: l.zoneId === null ? '' : nameOf(zoneNames, l.zoneId, 'Zone'),
      service: l.serviceType ?? '',
      weightKg: l.weightKg,
      baseCents: l.baseCents,
      fuelPercent: l.fuelBp / 100,
      fuelCents: l.fuelCents,
      totalCents: l.totalCents,
    }));
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'item', label: 'Item', type: 'text' },
        { key: 'kind', label: 'Line', type: 'text' },
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'service', label: 'Service', type: 'text' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'baseCents', label: 'Amount', type: 'cents' },
        { key: 'fuelPercent', label: 'Fuel surcharge %', type: 'percent' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'totalCents', label: 'Line total', type: 'cents' },
      ],
      rows,
      totals: { ...invoiceTotals(lines), lines: rows.length, baseCents: sumCents(lines.map((l) => l.baseCents)) },
    };
  },
});

// ---- revenue -----------------------------------------------------------------------------------

export const revenue = defineReport({
  id: 'revenue',
  screenId: 'b.revenue',
  filters: periodFilters,
  async run(db, f, scope) {
    const { lines } = await invoiceOf(db, scope, f);
    const byDay = groupBy(lines, (l) => l.date);
    const rows = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, ls]) => {
        const t = invoiceTotals(ls);
        return {
          day,
          deliveries: t.deliveries,
          deliveryCents: t.deliveryCents,
          fuelCents: t.fuelCents,
          chargeCents: t.chargeCents,
          totalCents: t.totalCents,
          dollars: Math.round(t.totalCents / 100),
        };
      });
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'deliveries', label: 'Delivered', type: 'int' },
        { key: 'deliveryCents', label: 'Deliveries', type: 'cents' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'chargeCents', label: 'Charges', type: 'cents' },
        { key: 'totalCents', label: 'Revenue', type: 'cents' },
        { key: 'dollars', label: 'Revenue (whole $)', type: 'int' },
      ],
      rows,
      totals: { ...invoiceTotals(lines) },
    };
  },
});

/** Revenue per drop, per box and per kg, per routing group (a delivered delivery is one drop). */
export const revenueByMetric = defineReport({
  id: 'revenue-by-metric',
  screenId: 'b.revenue-metric',
  filters: periodFilters,
  async run(db, f, scope) {
    const [{ delivered, lines }, groupNames] = await Promise.all([invoiceOf(db, scope, f), names(db, routingGroups)]);
    const groupOf = new Map(delivered.map((d) => [d.id, d]));
    const acc = new Map<number | null, { drops: number; boxes: number; kg: number; cents: number[] }>();
    for (const l of lines) {
      if (l.kind !== 'delivery' || l.deliveryId === null) continue;
      const d = groupOf.get(l.deliveryId);
      const key = d?.routingGroupId ?? null;
      const a = acc.get(key) ?? { drops: 0, boxes: 0, kg: 0, cents: [] };
      a.drops += 1;
      a.boxes += d?.boxes ?? 0;
      a.kg += d?.weightKg ?? 0;
      a.cents.push(l.totalCents);
      acc.set(key, a);
    }
    const per = (cents: number, n: number) => (n > 0 ? Math.round(cents / n) : null);
    const rows = [...acc.entries()].map(([rg, a]) => {
      const cents = sumCents(a.cents);
      return {
        routingGroup: nameOf(groupNames, rg, 'No routing group'),
        drops: a.drops,
        boxes: a.boxes,
        kg: Math.round(a.kg * 10) / 10,
        revenueCents: cents,
        perDrop: per(cents, a.drops),
        perBox: per(cents, a.boxes),
        perKg: per(cents, a.kg),
      };
    });
    rows.sort((a, b) => b.revenueCents - a.revenueCents);
    const t = invoiceTotals(lines.filter((l) => l.kind === 'delivery'));
    const drops = rows.reduce((n, r) => n + r.drops, 0);
    const boxes = rows.reduce((n, r) => n + r.boxes, 0);
    const kg = delivered.reduce((n, d) => n + d.weightKg, 0);
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'drops', label: 'Drops', type: 'int' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
        { key: 'kg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'revenueCents', label: 'Revenue', type: 'cents' },
        { key: 'perDrop', label: 'Per drop', type: 'cents' },
        { key: 'perBox', label: 'Per box', type: 'cents' },
        { key: 'perKg', label: 'Per kg', type: 'cents' },
      ],
      rows,
      totals: {
        revenueCents: t.totalCents,
        drops,
        perDrop: per(t.totalCents, drops),
        perBox: per(t.totalCents, boxes),
        perKg: per(t.totalCents, kg),
      },
    };
  },
});

// ---- cost --------------------------------------------------------------------------------------

/** Per routing group and week: revenue (delivered deliveries' invoice lines) against pay (runs less fines). */
export const rgWeeklyCost = defineReport({
  id: 'rg-weekly-cost',
  screenId: 'b.rg-weekly-cost',
  filters: periodFilters,
  async run(db, f, scope) {
    const [{ delivered, lines }, pay, overheadRows, groupNames] = await Promise.all([
      invoiceOf(db, scope, f),
      payOf(db, { ...scope, contractorId: null }, f),
      overheadsOf(db, f),
      names(db, routingGroups),
    ]);
    const rgOfDelivery = new Map(delivered.map((d) => [d.id, d.routingGroupId]));
    const rgOfRun = new Map(pay.filter((l) => l.kind === 'run').map((l) => [l.runId, l.routingGroupId]));
    const acc = new Map<
      string,
      { rg: number | null; week: string; revenue: number[]; pay: number[]; overhead: number[] }
    >();
    const slot = (rg: number | null, week: string) => {
      const key = `${rg}|${week}`;
      const a = acc.get(key) ?? { rg, week, revenue: [], pay: [], overhead: [] };
      acc.set(key, a);
      return a;
    };
    for (const l of lines)
      if (l.kind === 'delivery' && l.deliveryId !== null)
        slot(rgOfDelivery.get(l.deliveryId) ?? null, weekStartOf(l.date)).revenue.push(l.totalCents);
    for (const l of pay) slot(rgOfRun.get(l.runId) ?? l.routingGroupId, l.weekStart).pay.push(l.amountCents);
    for (const o of overheadRows) slot(o.rg, o.week).overhead.push(o.amountCents);
    const rows = [...acc.values()]
      .map((a) => {
        const revenueCents = sumCents(a.revenue);
        const payCents = sumCents(a.pay);
        const overheadCents = sumCents(a.overhead);
        return {
          routingGroup: nameOf(groupNames, a.rg, 'No routing group'),
          week: a.week,
          revenueCents,
          payCents,
          overheadCents,
          costCents: payCents + overheadCents,
          marginCents: revenueCents - payCents - overheadCents,
        };
      })
      .sort((a, b) => a.week.localeCompare(b.week) || a.routingGroup.localeCompare(b.routingGroup));
    const revenueCents = sumCents(rows.map((r) => r.revenueCents));
    const payCents = sumCents(rows.map((r) => r.payCents));
    const overheadCents = sumCents(rows.map((r) => r.overheadCents));
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'week', label: 'Week from', type: 'date' },
        { key: 'revenueCents', label: 'Revenue', type: 'cents' },
        { key: 'payCents', label: 'Contractor pay', type: 'cents' },
        { key: 'overheadCents', label: 'Overheads', type: 'cents' },
        { key: 'costCents', label: 'Cost', type: 'cents' },
        { key: 'marginCents', label: 'Revenue less cost', type: 'cents' },
      ],
      rows,
      totals: {
        revenueCents,
        payCents,
        overheadCents,
        costCents: payCents + overheadCents,
        marginCents: revenueCents - payCents - overheadCents,
      },
    };
  },
});

// ---- contractor pay and ledger -----------------------------------------------------------------

export const contractorPay = defineReport({
  id: 'contractor-pay',
  screenId: 'b.contractor-pay',
  filters: periodFilters,
  async run(db, f, scope) {
    const [lines, people] = await Promise.all([payOf(db, scope, f), names(db, users)]);
    const rows = paySummaries(lines)
      .map((s) => ({ contractor: nameOf(people, s.contractorId, 'Contractor'), ...s }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.contractor.localeCompare(b.contractor))
      .map(({ contractorId: _id, ...r }) => r);
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'weekStart', label: 'Week from', type: 'date' },
        { key: 'runs', label: 'Runs', type: 'int' },
        { key: 'drops', label: 'Drops completed', type: 'int' },
        { key: 'runCents', label: 'Run pay', type: 'cents' },
        { key: 'fineCents', label: 'Fines', type: 'cents' },
        { key: 'payCents', label: 'Pay', type: 'cents' },
      ],
      rows,
      totals: {
        lines: lines.length,
        runCents: sumCents(rows.map((r) => r.runCents)),
        fineCents: sumCents(rows.map((r) => r.fineCents)),
        payCents: sumCents(lines.map((l) => l.amountCents)),
      },
    };
  },
});

/** The pay lines themselves: a contractor's own (the only ones they are given), or everyone's for staff. */
export const paySummary = defineReport({
  id: 'pay-summary',
  screenId: 'r.pay-summary',
  filters: periodFilters,
  async run(db, f, scope) {
    const [lines, people, groupNames] = await Promise.all([
      payOf(db, scope, f),
      names(db, users),
      names(db, routingGroups),
    ]);
    const rows = lines.map((l) => ({
      contractor: nameOf(people, l.contractorId, 'Contractor'),
      day: l.date,
      line: l.kind === 'run' ? (l.rateId === null ? 'Run (no pay rate)' : 'Run') : 'Fine',
      item: l.item,
      routingGroup: l.routingGroupId === null ? '' : nameOf(groupNames, l.routingGroupId, 'Routing group'),
      drops: l.kind === 'run' ? l.drops : null,
      amountCents: l.amountCents,
    }));
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'line', label: 'Line', type: 'text' },
        { key: 'item', label: 'Run or reason', type: 'text' },
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'drops', label: 'Drops completed', type: 'int' },
        { key: 'amountCents', label: 'Amount', type: 'cents' },
      ],
      rows,
      totals: {
        runs: lines.filter((l) => l.kind === 'run').length,
        fines: lines.filter((l) => l.kind === 'fine').length,
        payCents: sumCents(lines.map((l) => l.amountCents)),
        amountCents: sumCents(lines.map((l) => l.amountCents)),
      },
    };
  },
});

/**
 * Per contractor: the period's credits and debits, the balance at its end as the sum of every
 * entry up to then, and the balance the server kept on the last of them (equal, unless an entry
 * was written around the ledger's rule: the report shows both so a difference is seen).
 */
export const ledgerSummary = defineReport({
  id: 'ledger-summary',
  screenId: 'r.ledger-summary',
  filters: periodFilters,
  async run(db, f, scope) {
    const own =
      scope.contractorId === null ? sql`true` : sql`${F(ledgerEntries, 'contractorId')} = ${scope.contractorId}`;
    const signed = sql`case when data->>'kind' = 'debit' then -(data->>'amountCents')::bigint else (data->>'amountCents')::bigint end`;
    const inPeriod = sql`${F(ledgerEntries, 'date')} between ${f.from} and ${f.to}`;
    const [rows, people] = await Promise.all([
      db.query<Record<string, unknown>>(sql`
        select ${F(ledgerEntries, 'contractorId')} as contractor,
               count(*) filter (where ${inPeriod}) as entries,
               coalesce(sum((data->>'amountCents')::bigint) filter (where ${inPeriod} and data->>'kind' = 'credit'), 0) as credits,
               coalesce(sum((data->>'amountCents')::bigint) filter (where ${inPeriod} and data->>'kind' = 'debit'), 0) as debits,
               sum(${signed}) as balance,
               (array_agg((data->>'balanceCents')::bigint order by id desc))[1] as kept
        from ${table(ledgerEntries)}
        where not historical and ${own} and ${F(ledgerEntries, 'date')} <= ${f.to}
        group by 1`),
      names(db, users),
    ]);
    const out = rows
      .map((r) => ({
        contractor: nameOf(people, num(r.contractor), 'Contractor'),
        entries: num(r.entries),
        credits: num(r.credits),
        debits: num(r.debits),
        balance: num(r.balance),
        kept: num(r.kept),
      }))
      .sort((a, b) => a.contractor.localeCompare(b.contractor));
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'entries', label: 'Entries in the period', type: 'int' },
        { key: 'credits', label: 'Credits', type: 'cents' },
        { key: 'debits', label: 'Debits', type: 'cents' },
        { key: 'balance', label: 'Balance at the end (sum of entries)', type: 'cents' },
        { key: 'kept', label: 'Balance on the last entry', type: 'cents' },
      ],
      rows: out,
      totals: {
        contractors: out.length,
        credits: sumCents(out.map((r) => r.credits)),
        debits: sumCents(out.map((r) => r.debits)),
        balance: sumCents(out.map((r) => r.balance)),
      },
    };
  },
});

// ---- rate cards ---------------------------------------------------------------------------------

/** Client Rates by Zone: each client's cards in force at some point of the period, by zone, service and weight band. */
export const ratesByZone = defineReport({
  id: 'client-rates-by-zone',
  screenId: 'b.rates-zone',
  filters: periodFilters,
  async run(db, f, scope) {
    const [cards, clientNames, zoneNames, categories] = await Promise.all([
      rateCards(db, scope),
      names(db, clients),
      names(db, zones),
      names(db, fuelCategories),
    ]);
    const rows = cards
      .filter(
        (c) =>
          (f.client === undefined || c.clientId === f.client) &&
          c.effectiveFrom <= f.to &&
          (c.effectiveTo === null || c.effectiveTo >= f.from),
      )
      .map((c) => ({
        client: nameOf(clientNames, c.clientId, 'Client'),
        zone: c.zoneId === null ? 'Any zone' : nameOf(zoneNames, c.zoneId, 'Zone'),
        service: c.serviceType,
        weightFromKg: c.weightFromKg,
        weightToKg: c.weightToKg,
        effectiveFrom: c.effectiveFrom,
        effectiveTo: c.effectiveTo,
        fuelCategory: c.fuelCategoryId === null ? '' : nameOf(categories, c.fuelCategoryId, 'Fuel category'),
        baseCents: c.baseCents,
        perKgCents: c.perKgCents,
      }))
      .sort(
        (a, b) =>
          a.client.localeCompare(b.client) ||
          (a.zone === 'Any zone' ? -1 : b.zone === 'Any zone' ? 1 : a.zone.localeCompare(b.zone)) ||
          a.service.localeCompare(b.service) ||
          a.weightFromKg - b.weightFromKg ||
          a.effectiveFrom.localeCompare(b.effectiveFrom),
      );
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'service', label: 'Service', type: 'text' },
        { key: 'weightFromKg', label: 'From (kg)', type: 'decimal' },
        { key: 'weightToKg', label: 'Up to (kg)', type: 'decimal' },
        { key: 'effectiveFrom', label: 'Effective from', type: 'date' },
        { key: 'effectiveTo', label: 'Effective to', type: 'date' },
        { key: 'fuelCategory', label: 'Fuel category', type: 'text' },
        { key: 'baseCents', label: 'Per delivery', type: 'cents' },
        { key: 'perKgCents', label: 'Per kg', type: 'cents' },
      ],
      rows,
      totals: { cards: rows.length, clients: new Set(rows.map((r) => r.client)).size },
    };
  },
});
