import { describe, expect, it } from 'vitest';
import { sheetOrder } from './print-orders-sheet';

describe('the Print Orders sheet', () => {
  it('orders by routing group name, then suburb, then reference', () => {
    const groups = new Map([
      [1, 'Sydney Metro'],
      [2, 'Adelaide'],
    ]);
    const rows = sheetOrder(
      [
        { id: 1, reference: 'B-2', routingGroupId: 1, suburb: 'Coogee' },
        { id: 2, reference: 'B-1', routingGroupId: 1, suburb: 'Coogee' },
        { id: 3, reference: 'A-9', routingGroupId: 1, suburb: 'Bondi' },
        { id: 4, reference: 'Z-1', routingGroupId: 2, suburb: 'Unley' },
        { id: 5, reference: 'C-1', routingGroupId: null, suburb: null },
      ],
      groups,
    );
    expect(rows.map((r) => r.reference)).toEqual(['C-1', 'Z-1', 'A-9', 'B-1', 'B-2']);
  });
});
