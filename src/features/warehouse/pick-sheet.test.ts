import { describe, expect, it } from 'vitest';
import { pickSheetLines } from './pick-sheet';

describe('the pick sheet', () => {
  it('walks the lines by location (bay 2 before bay 10, none last), then SKU, with names and barcodes', () => {
    const products = new Map([
      [1, { sku: 'B-1', name: 'Bread', barcode: '930001' }],
      [2, { sku: 'A-1', name: 'Apples', barcode: null }],
      [3, { sku: 'C-1', name: 'Cheese', barcode: '930003' }],
    ]);
    const locations = new Map([
      [10, 'A-10'],
      [2, 'A-2'],
    ]);
    const lines = pickSheetLines(
      [
        { id: 1, productId: 1, quantity: 2, locationId: 10 },
        { id: 2, productId: 2, quantity: 5, locationId: null },
        { id: 3, productId: 3, quantity: 1, locationId: 2 },
        { id: 4, productId: 9, sku: 'GONE', quantity: 1, locationId: 2 },
      ],
      products,
      locations,
    );
    expect(lines.map((l) => [l.location, l.sku])).toEqual([
      ['A-2', 'C-1'],
      ['A-2', 'GONE'],
      ['A-10', 'B-1'],
      ['', 'A-1'],
    ]);
    expect(lines[0]).toMatchObject({ name: 'Cheese', barcode: '930003', quantity: 1 });
    expect(lines[3]?.barcode).toBe('');
  });
});
