/**
 * Finance over the generated demo data (docs/finance.md): the ledger's server-kept balance, the
 * write rules (append-only ledger, contractors never write pay, fines or ledger), the sub-key
 * gating on the server, the rate upload's all-or-nothing, and the reconciliations: an invoice's
 * itemised lines sum to its header and the pay lines sum to the pay, and a contractor is given
 * only their own lines.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_PAGE_SIZE } from '../../src/resources/reports';
import { seedOptions } from '../seed/generate';
import { call, demoApp, json } from '../testing/helpers';

const TODAY = '2026-11-25';
const SUPER = 'superadmin@demo.test';
const FINANCE = 'finance@demo.test';
const ADMIN = 'admin@demo.test';
const CONTRACTOR = 'contractor@demo.test';
const CLIENT_ADMIN = 'client-admin@demo.test';
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 5, deliveriesPerDay: 40 }), [
  SUPER,
  FINANCE,
  ADMIN,
  CONTRACTOR,
  CLIENT_ADMIN,
]);
const PERIOD = 'from=2026-11-01&to=2026-11-30';

interface Entry {
  id: number;
  contractorId: number;
  kind: 'credit' | 'debit';
  amountCents: number;
  balanceCents: number;
}

const idOf = (email: string): number => {
  const u = demo.data.users.find((x) => x.email === email);
  if (!u) throw new Error(`no ${email}`);
  return u.id;
};
const post = (email: string, path: string, body: unknown) =>
  call(demo.server, 'POST', path, { token: demo.tokens[email] ?? '', body });
const signed = (e: Entry) => (e.kind === 'debit' ? -e.amountCents : e.amountCents);

async function ledgerOf(email: string, contractorId: number): Promise<Entry[]> {
  const page = await demo.list<Entry>(email, 'b/ledger-entry', `contractorId=${contractorId}&sort=id&limit=500`);
  return page.data;
}

describe('the contractor ledger', () => {
  it('keeps each balance on the server, equal to the sum of the entries so far', async () => {
    const contractorId = idOf(CONTRACTOR);
    const before = await ledgerOf(SUPER, contractorId);
    expect(before.length).toBeGreaterThan(2);
    const res = await post(SUPER, '/api/b/ledger-entry', {
      contractorId,
      date: TODAY,
      kind: 'debit',
      amountCents: 12_345,
      description: 'Uniform',
      correctsId: null,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await json<{ data: Entry }>(res)).data;
    const all = await ledgerOf(SUPER, contractorId);
    let running = 0;
    for (const e of all) {
      running += signed(e);
      expect(e.balanceCents).toBe(running);
    }
    expect(made.balanceCents).toBe(running);
    expect(made.balanceCents).toBe((before.at(-1)?.balanceCents ?? 0) - 12_345);
  });

  it('holds for every contractor of the seed', async () => {
    const page = await demo.list<Entry>(SUPER, 'b/ledger-entry', 'sort=id&limit=2000');
    const sums = new Map<number, number>();
    for (const e of page.data) {
      const sum = (sums.get(e.contractorId) ?? 0) + signed(e);
      sums.set(e.contractorId, sum);
      expect(e.balanceCents).toBe(sum);
    }
    expect(sums.size).toBeGreaterThan(5);
  });

  it('is append-only: no change, no delete, no balance from the caller; a correction names an entry', async () => {
    const [first] = await ledgerOf(SUPER, idOf(CONTRACTOR));
    const token = demo.tokens[SUPER] ?? '';
    const patch = await call(demo.server, 'PATCH', `/api/b/ledger-entry/${first?.id}`, {
      token,
      body: { amountCents: 1 },
    });
    expect(patch.status).toBe(403);
    const del = await call(demo.server, 'DELETE', `/api/b/ledger-entry/${first?.id}`, { token });
    expect(del.status).toBe(403);
    const typed = await post(SUPER, '/api/b/ledger-entry', {
      contractorId: idOf(CONTRACTOR),
      date: TODAY,
      kind: 'credit',
      amountCents: 100,
      description: 'Typed balance',
      correctsId: null,
      balanceCents: 99_999_999,
    });
    expect(typed.status).toBe(422);
    const otherContractor = demo.data.users.find((u) => u.role === 'contractor' && u.email !== CONTRACTOR);
    const wrong = await post(SUPER, '/api/b/ledger-entry', {
      contractorId: otherContractor?.id,
      date: TODAY,
      kind: 'credit',
      amountCents: 100,
      description: 'Correction',
      correctsId: first?.id,
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('correctsId');
  });

  it('is read by a contractor for their own lines only, and never written by one', async () => {
    const own = await demo.list<Entry>(CONTRACTOR, 'b/ledger-entry', 'limit=500');
    expect(own.data.length).toBeGreaterThan(0);
    expect(new Set(own.data.map((e) => e.contractorId))).toEqual(new Set([idOf(CONTRACTOR)]));
    const write = await post(CONTRACTOR, '/api/b/ledger-entry', {
      contractorId: idOf(CONTRACTOR),
      date: TODAY,
      kind: 'credit',
      amountCents: 100_000,
      description: 'Bonus to myself',
      correctsId: null,
    });
    expect(write.status).toBe(403);
  });
});

describe('run fines', () => {
  it('take their contractor and day from the run; a contractor may not write one', async () => {
    const run = (demo.data.records.runs ?? []).find((r) => r.contractorId != null && !r.historical);
    const res = await post(SUPER, '/api/b/run-fine', {
      runId: run?.id,
      reason: 'Late back to depot',
      amountCents: 2500,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const fine = (await json<{ data: Record<string, unknown> }>(res)).data;
    expect(fine).toMatchObject({ contractorId: run?.contractorId, date: run?.date });
    const mine = await post(CONTRACTOR, '/api/b/run-fine', { runId: run?.id, reason: 'x', amountCents: 1 });
    expect(mine.status).toBe(403);
  });
});

describe('gating by sub-key, on the server', () => {
  it('grants a key its data and no other', async () => {
    // finance@demo.test holds revenue-report and pay-rates only
    expect((await demo.get(FINANCE, '/api/b/pay-rate')).status).toBe(200);
    expect((await demo.get(FINANCE, '/api/b/client-rate')).status).toBe(403);
    expect((await demo.get(FINANCE, '/api/b/run-fine')).status).toBe(403);
    expect((await demo.get(FINANCE, `/api/reports/revenue?${PERIOD}`)).status).toBe(200);
    expect((await demo.get(FINANCE, `/api/reports/client-invoicing?${PERIOD}`)).status).toBe(403);
    // an admin without the feature: Charges (admin only) but no finance key's data
    expect((await demo.get(ADMIN, '/api/b/charge')).status).toBe(200);
    expect((await demo.get(ADMIN, '/api/b/pay-rate')).status).toBe(403);
    expect((await demo.get(CLIENT_ADMIN, '/api/b/charge')).status).toBe(403);
  });
});

describe('reconciliation over the seed', () => {
  it('an invoice itemised sums to its header, client by client', async () => {
    const header = await demo.report(SUPER, 'client-invoicing', PERIOD);
    // every line on one page (the report is paged: server/reports/report-paging.test.ts steps through pages)
    const items = await demo.report(SUPER, 'client-invoicing-itemised', `${PERIOD}&limit=${REPORT_MAX_PAGE_SIZE}`);
    expect(items.rows.length).toBe(items.totals.lines);
    expect(header.rows.length).toBeGreaterThan(1);
    const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
    expect(sum(items.rows, 'totalCents')).toBe(items.totals.totalCents);
    expect(items.totals.totalCents).toBe(header.totals.totalCents);
    expect(header.totals.totalCents).toBeGreaterThan(0);
    for (const row of header.rows) {
      const lines = items.rows.filter((r) => r.client === row.client);
      expect(sum(lines, 'totalCents'), String(row.client)).toBe(row.totalCents);
      expect(sum(lines, 'fuelCents')).toBe(row.fuelCents);
    }
    // the invoice counts exactly the delivered deliveries of the period
    const delivered = await demo.list(
      'superadmin@demo.test',
      'deliveries',
      'status=delivered&date_from=2026-11-01&date_to=2026-11-30&limit=0',
    );
    expect(header.totals.deliveries).toBe(delivered.count);
  });

  it('the pay lines sum to the pay, and a contractor is given only their own', async () => {
    const pay = await demo.report(SUPER, 'contractor-pay', PERIOD);
    const lines = await demo.report(SUPER, 'pay-summary', PERIOD);
    const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
    expect(sum(lines.rows, 'amountCents')).toBe(lines.totals.payCents);
    expect(sum(pay.rows, 'payCents')).toBe(pay.totals.payCents);
    expect(pay.totals.payCents).toBe(lines.totals.payCents);
    expect(pay.totals.payCents).toBeGreaterThan(0);

    const own = await demo.report(CONTRACTOR, 'pay-summary', PERIOD);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((r) => r.contractor))).toEqual(new Set(['Demo Contractor']));
    expect(own.rows).toEqual(lines.rows.filter((r) => r.contractor === 'Demo Contractor'));
    // Driver Pay (every contractor) is the finance team's, not the contractor's
    expect((await demo.get(CONTRACTOR, `/api/reports/contractor-pay?${PERIOD}`)).status).toBe(403);

    // the answers are kept until a table they read changes: a new fine on one of the contractor's
    // runs of the period is in the next answer of each, the contractor's own included
    const run = (demo.data.records.runs ?? []).find(
      (r) =>
        r.contractorId === idOf(CONTRACTOR) &&
        !r.historical &&
        r.status !== 'cancelled' &&
        String(r.date) >= '2026-11-01',
    );
    const fine = await post(SUPER, '/api/b/run-fine', {
      runId: run?.id,
      reason: 'Kept answer check',
      amountCents: 1234,
    });
    expect(fine.status, await fine.clone().text()).toBe(201);
    expect((await demo.report(SUPER, 'contractor-pay', PERIOD)).totals.payCents).toBe(
      Number(pay.totals.payCents) - 1234,
    );
    expect((await demo.report(SUPER, 'pay-summary', PERIOD)).totals.payCents).toBe(
      Number(lines.totals.payCents) - 1234,
    );
    const ownAfter = await demo.report(CONTRACTOR, 'pay-summary', PERIOD);
    expect(ownAfter.rows).toHaveLength(own.rows.length + 1);
    expect(ownAfter.totals.payCents).toBe(Number(own.totals.payCents) - 1234);
  });

  it("a contractor's Ledger Summary is their own balance, the sum of their entries", async () => {
    const own = await demo.report(CONTRACTOR, 'ledger-summary', 'from=2026-11-01&to=2026-12-31');
    expect(own.rows).toHaveLength(1);
    const entries = await ledgerOf(CONTRACTOR, idOf(CONTRACTOR));
    const balance = entries.reduce((n, e) => n + signed(e), 0);
    expect(own.rows[0]).toMatchObject({ contractor: 'Demo Contractor', balance, kept: balance });
  });
});

describe('the rate upload', () => {
  const header =
    'zoneId,serviceType,weightFromKg,weightToKg,effectiveFrom,effectiveTo,fuelCategoryId,baseCents,perKgCents';
  it('imports nothing when a line is bad, naming the line; all lines when none is', async () => {
    const count = async () => (await demo.list(SUPER, 'b/client-rate', 'limit=0')).count;
    const before = await count();
    const bad = [header, ',home,0,5,2027-01-01,,1,1100,10', ',parcel,0,5,2027-01-01,,1,1100,10'].join('\n');
    const refused = await post(SUPER, '/api/import/clientRates', { csv: bad, clientId: 8 });
    expect(refused.status).toBe(422);
    const body = await json<{ lineErrors: { line: number; message: string }[] }>(refused);
    expect(body.lineErrors.map((e) => e.line)).toEqual([3]);
    expect(await count()).toBe(before);
    const good = [header, ',home,0,5,2027-01-01,,1,1100,10', ',home,5,,2027-01-01,,1,1500,10'].join('\n');
    const done = await post(SUPER, '/api/import/clientRates', { csv: good, clientId: 8 });
    expect(done.status, await done.clone().text()).toBe(201);
    expect(await count()).toBe(before + 2);
    // Import Rates alone does not let finance@demo.test (no import-rates) upload
    expect((await post(FINANCE, '/api/import/clientRates', { csv: good, clientId: 8 })).status).toBe(403);
  });
});

describe('the rate master bulk update', () => {
  const bulk = (email: string, body: Record<string, unknown>, key?: string) =>
    call(demo.server, 'POST', '/api/finance/rate-bulk-update', {
      token: demo.tokens[email] ?? '',
      body: { clientId: 14, serviceType: 'home', changeBp: 350, from: '2027-02-01', apply: false, ...body },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  interface Row {
    id: number;
    oldBaseCents: number;
    newBaseCents: number;
    split: boolean;
  }
  const cards = async () =>
    (
      await demo.list<{ id: number; baseCents: number; effectiveFrom: string; effectiveTo: string | null }>(
        SUPER,
        'b/client-rate',
        'clientId=14&limit=500',
      )
    ).data;

  it('previews old and new without writing, then applies once however often it is sent', async () => {
    const before = await cards();
    const invoiceBefore = await demo.report(SUPER, 'client-invoicing', `${PERIOD}&client=14`);
    const preview = await bulk(SUPER, {});
    expect(preview.status, await preview.clone().text()).toBe(200);
    const rows = (await json<{ data: { rows: Row[] } }>(preview)).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.newBaseCents).toBe(r.oldBaseCents + Math.round((r.oldBaseCents * 350) / 10_000));
    expect(await cards()).toEqual(before);

    const first = await bulk(SUPER, { apply: true }, 'bulk-test-1');
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await bulk(SUPER, { apply: true }, 'bulk-test-1');
    expect(await again.json()).toEqual(await first.json());
    const after = await cards();
    // each card in force started before 1 Feb 2027: it ends on 31 Jan and a new card carries the price
    expect(after.length).toBe(before.length + rows.filter((r) => r.split).length);
    for (const r of rows) {
      expect(after.find((c) => c.id === r.id)?.effectiveTo).toBe('2027-01-31');
      expect(after.some((c) => c.effectiveFrom === '2027-02-01' && c.baseCents === r.newBaseCents)).toBe(true);
    }
    // past invoices keep their prices
    const invoiceAfter = await demo.report(SUPER, 'client-invoicing', `${PERIOD}&client=14`);
    expect(invoiceAfter.totals.totalCents).toBe(invoiceBefore.totals.totalCents);
  });

  it('is refused without rate-master, for a start before tomorrow, and for a bad change', async () => {
    // finance@demo.test holds RateMasterBulkUpdate but not the rate-master key
    expect((await bulk(FINANCE, {})).status).toBe(403);
    expect((await bulk(CONTRACTOR, {})).status).toBe(403);
    const past = await bulk(SUPER, { from: '2026-11-01' });
    expect(past.status).toBe(422);
    expect(await past.text()).toContain('"field":"from"');
    const zero = await bulk(SUPER, { changeBp: 0 });
    expect(zero.status).toBe(422);
    expect(await zero.text()).toContain('"field":"changeBp"');
  });
});

describe('client rates by zone', () => {
  it('lists every card in force in the period, names not ids, for rates-by-client holders', async () => {
    const report = await demo.report(SUPER, 'client-rates-by-zone', 'from=2026-11-20&to=2026-11-25');
    const all = await demo.list<{ effectiveFrom: string; effectiveTo: string | null }>(
      SUPER,
      'b/client-rate',
      'limit=-1',
    );
    const inForce = all.data.filter(
      (c) => c.effectiveFrom <= '2026-11-25' && (c.effectiveTo ?? '9999') >= '2026-11-20',
    );
    expect(report.rows).toHaveLength(inForce.length);
    expect(report.rows.some((r) => r.zone !== 'Any zone')).toBe(true);
    for (const r of report.rows) expect(typeof r.client === 'string' && !/^\d+$/.test(r.client)).toBe(true);
    expect((await demo.get(FINANCE, '/api/reports/client-rates-by-zone?from=2026-11-20&to=2026-11-25')).status).toBe(
      403,
    );
  });
});
