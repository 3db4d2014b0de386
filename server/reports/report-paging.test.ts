/**
 * The report kit's paging (kit.ts, pageShape) through its first user, Client Invoicing Itemised:
 * the pages, read one after another, are the model's invoice lines in order (invoiceOf, what an
 * issued invoice stores); every page carries the whole period's totals, equal to the Client
 * Invoicing header; a bad page is refused 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/resources/index';
import type { AuthUser } from '../http/context';
import { seedOptions } from '../seed/generate';
import { demoApp, json } from '../testing/helpers';
import { invoiceOf } from './finance-reports';
import { REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZE, type ReportPage } from '../../src/resources/reports';

const SUPER = 'superadmin@demo.test';
const demo = demoApp(seedOptions({ today: '2026-11-25', seed: 5, days: 5, deliveriesPerDay: 40 }), [SUPER]);
const PERIOD = 'from=2026-11-01&to=2026-11-30';
const LIMIT = 37;

const superadmin: AuthUser = {
  id: 1,
  email: SUPER,
  name: 'Demo admin',
  role: 'admin',
  clientId: null,
  clientIds: [],
  features: {},
  permissions: permissionsOf('admin'),
};

const itemised = async (query: string) => {
  const res = await demo.get(SUPER, `/api/reports/client-invoicing-itemised?${PERIOD}&${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = await json<{
    data: { rows: Record<string, unknown>[]; totals: Record<string, number>; page: ReportPage };
  }>(res);
  return data;
};

describe('a paged report: Client Invoicing Itemised', () => {
  it("gives the model's lines page by page, each page with the whole period's totals", async () => {
    const { lines } = await invoiceOf(
      demo.server.db,
      { clientIds: null, contractorId: null, user: superadmin },
      { from: '2026-11-01', to: '2026-11-30' },
    );
    expect(lines.length).toBeGreaterThan(3 * LIMIT);
    expect(lines.some((l) => l.kind === 'charge')).toBe(true);

    const first = await itemised(`limit=${LIMIT}`);
    expect(first.page).toEqual({ offset: 0, limit: LIMIT, total: lines.length });
    expect(first.rows).toHaveLength(LIMIT);
    const header = await demo.report(SUPER, 'client-invoicing', PERIOD);
    expect(first.totals.totalCents).toBe(header.totals.totalCents);
    expect(first.totals.lines).toBe(lines.length);

    const rows: Record<string, unknown>[] = [];
    for (let offset = 0; offset < lines.length; offset += LIMIT) {
      const page = await itemised(`offset=${offset}&limit=${LIMIT}`);
      expect(page.page).toEqual({ offset, limit: LIMIT, total: lines.length });
      expect(page.rows).toHaveLength(Math.min(LIMIT, lines.length - offset));
      expect(page.totals).toEqual(first.totals);
      rows.push(...page.rows);
    }
    // the page that holds the last deliveries and the first charges is cut in the right place
    expect(rows.map((r) => [r.day, r.item, r.kind, r.baseCents, r.fuelCents, r.totalCents])).toEqual(
      lines.map((l) => [
        l.date,
        l.item,
        l.kind === 'charge' ? 'Charge' : l.rateId === null ? 'Delivery (no rate)' : 'Delivery',
        l.baseCents,
        l.fuelCents,
        l.totalCents,
      ]),
    );
    expect(rows.reduce((n, r) => n + Number(r.totalCents), 0)).toBe(first.totals.totalCents);

    // without a page asked for: the first REPORT_PAGE_SIZE lines; past the end: no lines, the same totals
    const plain = await demo.report(SUPER, 'client-invoicing-itemised', PERIOD);
    expect(plain.rows).toHaveLength(Math.min(REPORT_PAGE_SIZE, lines.length));
    const past = await itemised(`offset=${lines.length}`);
    expect(past.rows).toEqual([]);
    expect(past.totals).toEqual(first.totals);
  });

  it.each([
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['offset=1.5', 'offset'],
    ['limit=0', 'limit'],
    [`limit=${REPORT_MAX_PAGE_SIZE + 1}`, 'limit'],
    ['limit=ten', 'limit'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await demo.get(SUPER, `/api/reports/client-invoicing-itemised?${PERIOD}&${query}`);
    expect(res.status).toBe(400);
    const body = await json<{ errors: { code: string; field: string; displayMessage: string }[] }>(res);
    expect(body.errors.map((e) => [e.code, e.field])).toEqual([['BAD_QUERY', field]]);
    expect(body.errors[0]?.displayMessage).toMatch(/whole number/);
  });
});
