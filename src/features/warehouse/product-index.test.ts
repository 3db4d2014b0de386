import { describe, expect, it } from 'vitest';
import { findProduct, productIndex } from './product-index';

describe('finding a product by a scanned code', () => {
  const products = Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1,
    sku: `SKU-${i}`,
    barcode: i % 10 === 0 ? null : `93000${String(i).padStart(8, '0')}`,
  }));
  const index = productIndex(products);

  it('finds it by barcode among a warehouse of 10,000 products, as the scanner sends it', () => {
    expect(findProduct(index, ' 9300000001234\n')?.id).toBe(1235);
  });

  it('falls back to the SKU (typed, any case), and answers null for an unknown or empty code', () => {
    expect(findProduct(index, 'sku-20')?.id).toBe(21);
    expect(findProduct(index, 'NOPE')).toBeNull();
    expect(findProduct(index, '   ')).toBeNull();
  });

  it('prefers a barcode over another product whose SKU reads the same', () => {
    const clash = productIndex([
      { id: 1, sku: 'ABC123', barcode: null },
      { id: 2, sku: 'X', barcode: 'abc123' },
    ]);
    expect(findProduct(clash, 'ABC123')?.id).toBe(2);
  });
});
