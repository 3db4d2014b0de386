/**
 * Finding a product by what a warehouse tablet scans or types: its barcode, else its SKU, read
 * from the products the tablet holds (Dexie, so with no signal too). Why an index and not a search:
 * a scan must answer at once (under 100 ms for a warehouse's products, docs/warehouse.md), so the
 * codes are keyed once per product list and each scan is one map lookup. Codes are compared as
 * the scanner normalises them (trimmed, upper case).
 */
import { normaliseCode } from '../../ui/scanning';

export interface IndexedProduct {
  id: number;
  sku: string;
  barcode?: string | null;
  clientId?: number | null;
}

export interface ProductIndex<P extends IndexedProduct> {
  byBarcode: ReadonlyMap<string, P>;
  bySku: ReadonlyMap<string, P>;
}

export function productIndex<P extends IndexedProduct>(products: readonly P[]): ProductIndex<P> {
  const byBarcode = new Map<string, P>();
  const bySku = new Map<string, P>();
  for (const p of products) {
    if (p.barcode) byBarcode.set(normaliseCode(p.barcode), p);
    bySku.set(normaliseCode(p.sku), p);
  }
  return { byBarcode, bySku };
}

/** The product a scanned or typed code names (barcode first, then SKU), or null. */
export function findProduct<P extends IndexedProduct>(index: ProductIndex<P>, raw: string): P | null {
  const code = normaliseCode(raw);
  if (!code) return null;
  return index.byBarcode.get(code) ?? index.bySku.get(code) ?? null;
}
