/**
 * The invoice lines priced in SQL (./invoice-lines.ts) are the model's lines (server/finance/model.ts,
 * through invoiceOf), to the cent, for every delivered delivery of the generated demo data: the
 * card chosen, the price, the week's fuel surcharge and the line total.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/resources/index';
import type { AuthUser } from '../http/context';
import { seedOptions } from '../seed/generate';
import { demoApp } from '../testing/helpers';
import { invoiceOf } from './finance-reports';
import { pricedDeliveriesSql } from './invoice-lines';
import type { ReportScope } from './kit';
import { num, numOrNull } from './kit';

const SUPER = 'superadmin@demo.test';
const demo = demoApp(seedOptions({ today: '2026-11-25', seed: 11, days: 5, deliveriesPerDay: 60 }), [SUPER]);
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };

describe('invoice lines priced in SQL', () => {
  it('equal the model line by line over the seed', async () => {
    const user: AuthUser = {
      id: 1,
      email: SUPER,
      name: 'Demo admin',
      role: 'admin',
      clientId: null,
      clientIds: [],
      features: {},
      permissions: permissionsOf('admin'),
    };
    const scope: ReportScope = { clientIds: null, contractorId: null, user };
    const { lines } = await invoiceOf(demo.server.db, scope, PERIOD);
    const model = lines.filter((l) => l.kind === 'delivery');
    const rows = await demo.server.db.query(sql`${pricedDeliveriesSql(scope, PERIOD)} order by day, id`);
    expect(rows.length).toBe(model.length);
    expect(rows.length).toBeGreaterThan(100);
    const priced = rows.map((r) => ({
      deliveryId: num(r.id),
      rateId: numOrNull(r.rate_id),
      baseCents: num(r.base_cents),
      fuelBp: num(r.fuel_bp),
      fuelCents: num(r.fuel_cents),
      totalCents: num(r.total_cents),
    }));
    expect(priced).toEqual(
      model.map((l) => ({
        deliveryId: l.deliveryId,
        rateId: l.rateId,
        baseCents: l.baseCents,
        fuelBp: l.fuelBp,
        fuelCents: l.fuelCents,
        totalCents: l.totalCents,
      })),
    );
    // the seed exercises the rule: several cards, a surcharge, a weight that is not whole
    expect(new Set(priced.map((p) => p.rateId)).size).toBeGreaterThan(5);
    expect(priced.some((p) => p.fuelCents > 0)).toBe(true);
    expect(model.some((l) => !Number.isInteger(l.weightKg))).toBe(true);
  });
});
