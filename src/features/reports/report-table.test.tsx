import { describe, expect, it } from 'vitest';
import { reportTableColumns } from './report-table';

describe("a report table's columns", () => {
  const columns = [
    { key: 'sku', label: 'SKU', type: 'text' },
    { key: 'product', label: 'Product', type: 'text' },
    { key: 'orders', label: 'Orders', type: 'int' },
  ] as const;
  const rows = [{ sku: 'TF-101', product: 'Tasman Salmon Fillet 500 g', orders: 6 }];

  it("keeps a name column wide enough not to wrap a word a line beside figures that scroll, and leaves codes' and figures' widths to them", () => {
    const shown = reportTableColumns(columns, rows);
    expect(shown.map((c) => [c.key, c.kind, c.minW])).toEqual([
      ['sku', 'reference', undefined],
      ['product', 'text', '10rem'],
      ['orders', 'number', undefined],
    ]);
  });
});
