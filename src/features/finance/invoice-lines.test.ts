import { describe, expect, it } from 'vitest';
import { invoiceLineRows } from './invoice-lines';

describe("an invoice's lines as shown", () => {
  it('names zones and says what a correction corrects, keeping every amount', () => {
    const rows = invoiceLineRows(
      [
        {
          id: 1,
          kind: 'delivery',
          date: '2026-11-02',
          item: 'GL-1001',
          zoneId: 5,
          serviceType: 'home',
          weightKg: 3,
          baseCents: 900,
          fuelCents: 113,
          totalCents: 1013,
        },
        { id: 2, kind: 'charge', date: '2026-11-03', item: 'Storage', totalCents: 2500 },
        { id: 3, kind: 'correction', date: '2026-11-30', item: 'Charged twice', totalCents: -1013, correctsId: 1 },
      ],
      [{ id: 5, name: 'Inner West' }],
    );
    expect(rows.map((r) => r.item)).toEqual(['GL-1001', 'Storage', 'Correction of GL-1001: Charged twice']);
    expect(rows[0]?.zone).toBe('Inner West');
    expect(rows[1]).toMatchObject({ baseCents: 2500, fuelCents: 0 });
    expect(rows.reduce((n, r) => n + r.totalCents, 0)).toBe(2500);
  });
});
