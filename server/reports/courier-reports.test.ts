/**
 * Courier Routing's reports over HTTP on seeded demo data (docs/courier-routing.md): who may open
 * each, that the lists reconcile with the deliveries list's carrier filter, that the margin is the
 * finance invoice line less the carrier's quote, and that a client sees only its own deliveries.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_PAGE_SIZE } from '../../src/resources/reports';
import { seedOptions } from '../seed/generate';
import { demoApp } from '../testing/helpers';

const TODAY = '2026-11-21';
const FROM = '2026-11-19';
const TO = '2026-11-23';
const period = `from=${FROM}&to=${TO}`;
const listPeriod = `date_from=${FROM}&date_to=${TO}`;
const SUPER = 'superadmin@demo.test';
const EMAILS = [SUPER, 'admin@demo.test', 'ops.lead@demo.test', 'stores@demo.test', 'client-user@demo.test'];
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 5, deliveriesPerDay: 40 }), EMAILS);
const { get, report, list } = demo;

describe('courier reports', () => {
  it('are opened by LCRv2 holders; the client list by a least-cost client with client tools', async () => {
    for (const id of ['courier-delivery-list', 'courier-summary', 'courier-picking']) {
      expect((await get('ops.lead@demo.test', `/api/reports/${id}?${period}`)).status, id).toBe(200);
      expect((await get('admin@demo.test', `/api/reports/${id}?${period}`)).status, id).toBe(403);
      expect((await get('stores@demo.test', `/api/reports/${id}?${period}`)).status, id).toBe(403);
    }
    expect((await get('stores@demo.test', `/api/reports/courier-client-delivery-list?${period}`)).status).toBe(200);
    expect((await get('client-user@demo.test', `/api/reports/courier-client-delivery-list?${period}`)).status).toBe(
      403,
    );
    expect((await get('admin@demo.test', `/api/reports/ambient-billing?${period}`)).status).toBe(403);
    expect((await get(SUPER, `/api/reports/ambient-billing?${period}`)).status).toBe(200);
    const bad = await get(SUPER, '/api/reports/courier-summary?from=2026-13-01&to=x');
    expect(bad.status).toBe(400);
  });

  it("reconciles with the deliveries list's carrier filter, per carrier", async () => {
    const summary = await report(SUPER, 'courier-summary', period);
    expect(summary.totals.parcels).toBeGreaterThan(0);
    const carriers = await list<{ id: number; name: string }>(SUPER, 'carrier-routing/carrier', 'limit=-1');
    let total = 0;
    for (const carrier of carriers.data) {
      const { count } = await list(SUPER, 'deliveries', `limit=0&${listPeriod}&carrierId=${carrier.id}`);
      const row = summary.rows.find((r) => r.carrier === carrier.name);
      expect(row?.parcels ?? 0, carrier.name).toBe(count);
      total += count;
    }
    expect(summary.totals.parcels).toBe(total);
    const picking = await report(SUPER, 'courier-picking', period);
    expect(picking.totals.parcels).toBe(total);
  });

  it('prices the margin as the invoice line less the quote', async () => {
    const deliveryList = await report(SUPER, 'courier-delivery-list', period);
    const itemised = await report(SUPER, 'client-invoicing-itemised', `${period}&limit=${REPORT_MAX_PAGE_SIZE}`);
    expect(itemised.rows.length).toBe(itemised.totals.lines);
    const invoiced = new Map(itemised.rows.map((r) => [`${String(r.client)}|${String(r.item)}`, r.totalCents]));
    const delivered = deliveryList.rows.filter((r) => r.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(0);
    for (const r of delivered) {
      expect(r.invoicedCents).toBe(invoiced.get(`${String(r.client)}|${String(r.reference)}`));
      expect(r.marginCents).toBe(Number(r.invoicedCents) - Number(r.quoteCents));
    }
    for (const r of deliveryList.rows.filter((row) => row.status !== 'delivered')) expect(r.marginCents).toBeNull();
  });

  it("pages the per-delivery lists: the pages one after another are the whole list, the totals the period's", async () => {
    const summary = await report(SUPER, 'courier-summary', period);
    for (const id of ['courier-delivery-list', 'courier-client-delivery-list']) {
      const whole = await report(SUPER, id, `${period}&limit=${REPORT_MAX_PAGE_SIZE}`);
      expect(whole.rows.length, id).toBe(summary.totals.parcels);
      expect(whole.totals.deliveries, id).toBe(summary.totals.parcels);
      const size = Math.ceil(whole.rows.length / 3);
      const paged: Record<string, unknown>[] = [];
      for (let offset = 0; offset < whole.rows.length; offset += size) {
        const page = await report(SUPER, id, `${period}&offset=${offset}&limit=${size}`);
        expect(page.totals, `${id} at ${offset}`).toEqual(whole.totals);
        paged.push(...page.rows);
      }
      expect(paged, id).toEqual(whole.rows);
      const perCarrier = new Map((whole.chart?.rows ?? []).map((r) => [r.carrier, r.deliveries]));
      for (const row of summary.rows)
        expect(perCarrier.get(row.carrier), `${id} ${String(row.carrier)}`).toBe(row.parcels);
    }
    const list = await report(SUPER, 'courier-delivery-list', `${period}&limit=${REPORT_MAX_PAGE_SIZE}`);
    const billed = list.rows.filter((r) => r.invoicedCents !== null);
    expect(list.totals.quoteCents).toBe(list.rows.reduce((n, r) => n + Number(r.quoteCents), 0));
    expect(list.totals.invoicedCents).toBe(billed.reduce((n, r) => n + Number(r.invoicedCents), 0));
    expect(list.totals.marginCents).toBe(billed.reduce((n, r) => n + Number(r.marginCents), 0));
  });

  it('shows a client its own deliveries only, with no money of ours', async () => {
    const mine = await report('stores@demo.test', 'courier-client-delivery-list', period);
    const { count } = await list('stores@demo.test', 'deliveries', `limit=0&${listPeriod}&clientId=888`);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.length).toBeLessThanOrEqual(count);
    expect(mine.columns.map((c) => c.key)).not.toContain('quoteCents');
    const all = await report(SUPER, 'courier-client-delivery-list', `${period}&client=888`);
    expect(all.rows.map((r) => r.reference)).toEqual(mine.rows.map((r) => r.reference));
  });
});
