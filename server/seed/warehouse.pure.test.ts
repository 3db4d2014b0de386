/**
 * The warehouse's demo data agrees with itself (docs/warehouse.md): every picked pick/pack order's
 * lines are the ledger's 'picked' movements, the WMS's on-hand figures are the console's balances
 * except where flagged, and the packer logs and DotWMS records name real orders and deliveries.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_ZONE, wallClock } from '../../src/lib/calendar';
import { generateDemoData, seedOptions } from './generate';
import type { SeedRecord } from './types';

const data = generateDemoData(seedOptions({ today: '2026-11-21', seed: 7, days: 3, deliveriesPerDay: 120 }));
const records = (name: keyof typeof data.records): SeedRecord[] => data.records[name] ?? [];

describe('warehouse demo data', () => {
  it('reads on the depot’s clock: the opening counts at 21:00 six days ago, picks the evening before the delivery day', () => {
    const local = (at: unknown) => wallClock(new Date(String(at)), OPERATOR_ZONE);
    const openings = records('stockMovements').filter((m) => m.source === 'adjustment' && m.kind === 'adjusted');
    expect(openings.length).toBeGreaterThan(0);
    const first = local(openings[0]?.at);
    expect([first.date, first.time.slice(0, 2)]).toEqual(['2026-11-15', '21']);
    const deliveryDay = new Map(records('deliveries').map((d) => [d.id, String(d.date)]));
    for (const o of records('pickOrders').filter((o) => o.pickedAt !== null)) {
      const picked = local(o.pickedAt);
      expect(picked.date < (deliveryDay.get(Number(o.deliveryId)) ?? '')).toBe(true);
      expect(picked.minutes).toBeGreaterThanOrEqual(18 * 60);
    }
    // nothing is moved later than yesterday: the demo day has only begun (picks for it were made last night)
    for (const m of records('stockMovements')) expect(local(m.at).date < '2026-11-21').toBe(true);
  });

  it('each picked order’s lines are its picked movements', () => {
    const moves = records('stockMovements').filter((m) => m.source === 'pick');
    for (const o of records('pickOrders').filter((o) => o.pickedAt !== null)) {
      const lines = records('pickOrderLines').filter((l) => l.pickOrderId === o.id);
      const mine = moves.filter((m) => m.sourceId === o.id);
      expect(mine.map((m) => -Number(m.quantity)).sort()).toEqual(lines.map((l) => Number(l.quantity)).sort());
      expect(o.lines).toBe(lines.length);
    }
    expect(records('pickOrders').map((o) => o.status)).toEqual(
      expect.arrayContaining(['received', 'picked', 'packed', 'dispatched']),
    );
  });

  it('the WMS reports the console’s balance unless flagged a mismatch; one unmatched item per client', () => {
    const onHand = new Map<number, number>();
    for (const l of records('stockLevels'))
      onHand.set(Number(l.productId), (onHand.get(Number(l.productId)) ?? 0) + Number(l.quantity));
    for (const w of records('wmsProducts')) {
      if (w.status === 'unmatched') expect(w.productId).toBeNull();
      else expect(w.consoleQuantity).toBe(onHand.get(Number(w.productId)) ?? 0);
      if (w.status === 'synced') expect(w.wmsQuantity).toBe(w.consoleQuantity);
      if (w.status === 'mismatch') expect(w.wmsQuantity).not.toBe(w.consoleQuantity);
    }
    expect(records('wmsProducts').some((w) => w.status === 'mismatch')).toBe(true);
  });

  it('packer logs and DotWMS records name real orders and deliveries of their client', () => {
    const orders = new Map(records('pickOrders').map((o) => [o.id, o]));
    for (const l of records('packerLogs')) expect(orders.get(Number(l.pickOrderId))?.clientId).toBe(l.clientId);
    const deliveries = new Map(records('deliveries').map((d) => [d.id, d]));
    for (const s of records('dotwmsSyncedDeliveries'))
      expect(deliveries.get(Number(s.deliveryId))?.clientId).toBe(s.clientId);
    expect(records('dotwmsOrderItems').length).toBeGreaterThan(0);
  });
});
