/**
 * Stored invoices over the generated demo data (docs/finance.md 'Invoices'): a draft previews the
 * computed invoice; issuing writes its lines (the same as Client Invoicing Itemised), numbers it and
 * keeps a total equal to the sum of its lines; lines are append-only, a correction names a line of
 * the same issued invoice and moves the total; overlapping periods and bad moves are refused.
 * Overheads: Weekly Overheads counts them with the pay, per routing group and week.
 */
import { describe, expect, it } from 'vitest';
import { seedOptions } from '../seed/generate';
import { call, demoApp, json } from '../testing/helpers';

const TODAY = '2026-11-25';
const SUPER = 'superadmin@demo.test';
const FINANCE = 'finance@demo.test';
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 5, deliveriesPerDay: 40 }), [SUPER, FINANCE]);

interface Invoice {
  id: number;
  version: number;
  clientId: number;
  number: string | null;
  status: string;
  lineCount: number;
  totalCents: number;
}
interface Line {
  id: number;
  invoiceId: number;
  kind: string;
  item: string;
  totalCents: number;
  correctsId: number | null;
}

const send = (method: 'POST' | 'PATCH', path: string, body: unknown, email = SUPER) =>
  call(demo.server, method, path, { token: demo.tokens[email] ?? '', body });

async function draft(clientId: number, periodFrom: string, periodTo: string) {
  const res = await send('POST', '/api/b/invoice', { clientId, periodFrom, periodTo, status: 'draft' });
  return res;
}

async function move(invoice: Invoice, body: Record<string, unknown>) {
  return send('PATCH', `/api/b/invoice/${invoice.id}`, { version: invoice.version, ...body });
}

const linesOf = async (invoiceId: number) =>
  (await demo.list<Line>(SUPER, 'b/invoice-line', `invoiceId=${invoiceId}&sort=id&limit=5000`)).data;

describe('stored invoices', () => {
  it('issues a draft with the itemised lines, a number and a total that is the sum of its lines', async () => {
    const drafts = (
      await demo.list<Invoice & { periodFrom: string; periodTo: string }>(SUPER, 'b/invoice', 'status=draft&limit=100')
    ).data;
    const d = drafts.find((x) => x.clientId === 14);
    const o = drafts.find((x) => x.clientId !== 14);
    if (!d || !o) throw new Error('the seed has no drafts of two clients');
    expect(d.number).toBeNull();
    expect(await linesOf(d.id)).toEqual([]);
    // the seeded draft's preview is the computed invoice of its period
    const items = await demo.report(
      SUPER,
      'client-invoicing-itemised',
      `from=${d.periodFrom}&to=${d.periodTo}&client=14`,
    );
    expect(d.totalCents).toBe(items.totals.totalCents);
    expect(d.lineCount).toBe(items.totals.lines);
    expect(items.rows.length).toBeGreaterThan(0);

    const issuedRes = await move(d, { status: 'issued' });
    expect(issuedRes.status, await issuedRes.clone().text()).toBe(200);
    const issued = (await json<{ data: Invoice }>(issuedRes)).data;
    expect(issued.number).toMatch(/^INV-\d{4}-\d{5}$/);
    const lines = await linesOf(d.id);
    expect(lines.length).toBe(items.totals.lines);
    expect(lines.length).toBe(issued.lineCount);
    expect(lines.reduce((n, l) => n + l.totalCents, 0)).toBe(issued.totalCents);
    expect(issued.totalCents).toBe(items.totals.totalCents);

    // the next invoice issued takes the next number
    const secondRes = await move(o, { status: 'issued' });
    expect(secondRes.status, await secondRes.clone().text()).toBe(200);
    const second = (await json<{ data: Invoice }>(secondRes)).data;
    const n = (x: string | null) => Number(x?.slice(-5));
    expect(n(second.number)).toBe(n(issued.number) + 1);
    const other = second;

    // lines are never changed; a correction names a line of the invoice and moves the total
    const first = lines[0];
    if (!first) throw new Error('no line');
    const patch = await send('PATCH', `/api/b/invoice-line/${first.id}`, { version: 1, item: 'changed' });
    expect(patch.status).toBe(403);
    const wrongKind = await send('POST', '/api/b/invoice-line', {
      clientId: 14,
      invoiceId: d.id,
      kind: 'delivery',
      item: 'extra',
      totalCents: 100,
      correctsId: first.id,
    });
    expect(wrongKind.status).toBe(422);
    const fix = await send('POST', '/api/b/invoice-line', {
      clientId: 14,
      invoiceId: d.id,
      kind: 'correction',
      item: 'Re-attempt charged twice',
      totalCents: -1500,
      correctsId: first.id,
    });
    expect(fix.status, await fix.clone().text()).toBe(201);
    const after = (await json<{ data: Invoice }>(await demo.get(SUPER, `/api/b/invoice/${d.id}`))).data;
    expect(after.totalCents).toBe(issued.totalCents - 1500);
    const all = await linesOf(d.id);
    expect(all.reduce((s, l) => s + l.totalCents, 0)).toBe(after.totalCents);
    expect(after.lineCount).toBe(all.length);
    const foreign = await send('POST', '/api/b/invoice-line', {
      clientId: 14,
      invoiceId: d.id,
      kind: 'correction',
      item: 'Wrong line',
      totalCents: 100,
      correctsId: (await linesOf(other.id))[0]?.id,
    });
    expect(foreign.status).toBe(422);

    // paid, then closed to corrections; a paid invoice cannot go back
    const paid = (await json<{ data: Invoice }>(await move(after, { status: 'paid' }))).data;
    expect(paid.status).toBe('paid');
    const late = await send('POST', '/api/b/invoice-line', {
      clientId: 14,
      invoiceId: d.id,
      kind: 'correction',
      item: 'Too late',
      totalCents: 100,
      correctsId: first.id,
    });
    expect(late.status).toBe(422);
    expect((await move(paid, { status: 'draft' })).status).toBe(422);
  });

  it('refuses an overlapping period, a period too long, and voiding without a reason', async () => {
    const made = await draft(14, '2026-10-01', '2026-10-31');
    expect(made.status, await made.clone().text()).toBe(201);
    const a = (await json<{ data: Invoice }>(made)).data;
    const overlap = await draft(14, '2026-10-15', '2026-11-15');
    expect(overlap.status).toBe(422);
    expect(await overlap.text()).toContain('periodFrom');
    expect((await draft(14, '2026-06-01', '2026-09-15')).status).toBe(422);
    expect((await draft(14, '2026-09-10', '2026-09-01')).status).toBe(422);
    expect((await move(a, { status: 'void' })).status).toBe(422);
    const voided = await move(a, { status: 'void', voidReason: 'Raised by mistake' });
    expect(voided.status).toBe(200);
    // a void invoice frees its period
    expect((await draft(14, '2026-10-01', '2026-10-31')).status).toBe(201);
  });

  it('is the client-invoice key holder’s only', async () => {
    expect((await demo.get(FINANCE, '/api/b/invoice')).status).toBe(403);
    expect(
      (
        await send(
          'POST',
          '/api/b/invoice',
          { clientId: 14, periodFrom: '2026-08-01', periodTo: '2026-08-31', status: 'draft' },
          FINANCE,
        )
      ).status,
    ).toBe(403);
  });
});

describe('overheads in Weekly Overheads', () => {
  type Row = Record<string, unknown>;
  const WEEK = 'from=2026-11-16&to=2026-11-22';
  const n = (r: Row | undefined, key: string) => Number(r?.[key] ?? 0);

  it('adds each overhead to its group and week, and the cost and margin follow', async () => {
    const before = await demo.report(SUPER, 'rg-weekly-cost', WEEK);
    expect(before.rows.length).toBeGreaterThan(0);
    for (const r of before.rows) {
      expect(n(r, 'costCents')).toBe(n(r, 'payCents') + n(r, 'overheadCents'));
      expect(n(r, 'marginCents')).toBe(n(r, 'revenueCents') - n(r, 'costCents'));
    }
    const seeded = await demo.list<{ amountCents: number }>(
      SUPER,
      'b/overhead',
      'weekStart_from=2026-11-16&weekStart_to=2026-11-16&limit=500',
    );
    expect(seeded.count).toBeGreaterThan(0);
    expect(before.totals.overheadCents).toBe(seeded.data.reduce((t, o) => t + o.amountCents, 0));

    const group = demo.data.records.routingGroups?.[0];
    if (!group) throw new Error('no routing group');
    const overhead = (weekStart: string) =>
      send('POST', '/api/b/overhead', {
        routingGroupId: group.id,
        weekStart,
        category: 'other',
        amountCents: 12_300,
        note: 'Depot cleaning',
      });
    const tuesday = await overhead('2026-11-17');
    expect(tuesday.status).toBe(422);
    expect(await tuesday.text()).toContain('2026-11-16');
    const added = await overhead('2026-11-16');
    expect(added.status, await added.clone().text()).toBe(201);
    const after = await demo.report(SUPER, 'rg-weekly-cost', WEEK);
    const rowOf = (rows: Row[]) => rows.find((x) => x.routingGroup === group.name && x.week === '2026-11-16');
    const was = rowOf(before.rows);
    const now = rowOf(after.rows);
    expect(n(now, 'overheadCents')).toBe(n(was, 'overheadCents') + 12_300);
    expect(n(now, 'marginCents')).toBe(n(was, 'marginCents') - 12_300);
    expect(after.totals.overheadCents).toBe(Number(before.totals.overheadCents) + 12_300);
  });

  it('is the weekly-overhead key holder’s only', async () => {
    expect((await demo.get(FINANCE, '/api/b/overhead')).status).toBe(403);
  });
});
