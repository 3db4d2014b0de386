/**
 * A pick order's lines as the picker walks them: by location code (a line without a location
 * last), then SKU, with the product's name and barcode. Pure, so the order is tested without a page.
 */
export interface SheetLine {
  id: number;
  location: string;
  sku: string;
  name: string;
  barcode: string;
  quantity: number;
}

export function pickSheetLines(
  lines: readonly {
    id: number;
    productId: number;
    sku?: string | null;
    quantity: number;
    locationId?: number | null;
  }[],
  products: ReadonlyMap<number, { sku: string; name: string; barcode?: string | null }>,
  locations: ReadonlyMap<number, string>,
): SheetLine[] {
  return lines
    .map((l) => {
      const p = products.get(l.productId);
      return {
        id: l.id,
        location: l.locationId ? (locations.get(l.locationId) ?? '') : '',
        sku: p?.sku ?? l.sku ?? '',
        name: p?.name ?? '',
        barcode: p?.barcode ?? '',
        quantity: l.quantity,
      };
    })
    .sort(
      (a, b) =>
        Number(a.location === '') - Number(b.location === '') ||
        a.location.localeCompare(b.location, 'en', { numeric: true }) ||
        a.sku.localeCompare(b.sku),
    );
}
