/**
 * Receiving a purchase order at the dock (./receive-page.tsx), as pure rules: the order's lines as
 * the page counts them (ordered, received so far, receipts waiting on this tablet), what a scanned
 * code does (one more of its line, or why not), the typed count of each line, over-receipt by the
 * server's own rule (`isOverReceipt`, src/resources/purchasing.ts) and the receipts one press of
 * Receive posts. Kept apart from the page so each rule is tested without a browser.
 */
import { goodsReceipts, isOverReceipt } from '../../resources/purchasing';
import { findProduct, type IndexedProduct, type ProductIndex } from './product-index';

export interface ReceivingProduct extends IndexedProduct {
  name: string;
}

/** A purchase order line as the stored copy gives it. */
export interface OrderLine {
  id: number;
  sku: string;
  productId?: number | null;
  quantityOrdered: number;
  quantityReceived?: number | null;
}

export interface ReceivingLine {
  lineId: number;
  productId: number | null;
  sku: string;
  /** the product's name, '' when the tablet does not hold the product */
  name: string;
  barcode: string | null;
  ordered: number;
  /** received so far, as the server counts it */
  received: number;
  /** receipts made on this tablet and not sent yet (the outbox) */
  waiting: number;
}

/** The order's lines with their products' names and barcodes and what waits on the tablet for each. */
export function receivingLines(
  lines: readonly OrderLine[],
  products: ReadonlyMap<number, ReceivingProduct>,
  waiting: ReadonlyMap<number, number>,
): ReceivingLine[] {
  return lines.map((l) => {
    const product = l.productId ? products.get(l.productId) : undefined;
    return {
      lineId: l.id,
      productId: l.productId ?? null,
      sku: l.sku,
      name: product?.name ?? '',
      barcode: product?.barcode ?? null,
      ordered: l.quantityOrdered,
      received: l.quantityReceived ?? 0,
      waiting: waiting.get(l.id) ?? 0,
    };
  });
}

/** A receipt waiting in the outbox, as its entry carries it. */
interface WaitingEntry {
  status: string;
  payload: Record<string, unknown> | null;
}

/** Units per line in receipts not sent yet; a refused receipt waits for no one and is not counted. */
export function waitingByLine(entries: readonly WaitingEntry[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of entries) {
    if (e.status === 'rejected' || e.status === 'conflict') continue;
    const line = Number(e.payload?.purchaseOrderLineId);
    const quantity = Number(e.payload?.quantity);
    if (Number.isInteger(line) && Number.isFinite(quantity)) out.set(line, (out.get(line) ?? 0) + quantity);
  }
  return out;
}

/** This receipt's count of each line, as typed (by line id); a line not typed counts 0. */
export type Counts = Readonly<Record<number, string>>;

const MAX = goodsReceipts.fields.quantity.max ?? 1_000_000;

/** A typed count: 0 when blank, else a whole number from 0 to the receipt's maximum; null when it is not one. */
export function countOf(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX ? n : null;
}

/** What is wrong with a line's typed count, in plain words, or null. */
export function countError(text: string | undefined): string | null {
  return countOf(text) === null ? `Enter a whole number of units from 0 to ${MAX.toLocaleString('en-AU')}.` : null;
}

/** Units over the order this line would reach with this receipt (0 when it stays within it). */
export function overBy(line: ReceivingLine, count: number): number {
  const total = line.received + line.waiting + count;
  return isOverReceipt(total, line.ordered) ? total - line.ordered : 0;
}

export type ScanOutcome =
  | { kind: 'added'; line: ReceivingLine; counts: Counts }
  | { kind: 'not-on-order'; code: string; product: ReceivingProduct }
  | { kind: 'unknown'; code: string };

/**
 * A scanned or typed code: the product it names (barcode, then SKU, ./product-index.ts) adds one to
 * its line's count; a product the order does not list, or a code no product has, is said, and no
 * count changes.
 */
export function scanCode<P extends ReceivingProduct>(
  code: string,
  index: ProductIndex<P>,
  lines: readonly ReceivingLine[],
  counts: Counts,
): ScanOutcome {
  const product = findProduct(index, code);
  if (!product) return { kind: 'unknown', code: code.trim() };
  const line = lines.find((l) => l.productId === product.id);
  if (!line) return { kind: 'not-on-order', code: code.trim(), product };
  const now = countOf(counts[line.lineId]) ?? 0;
  return { kind: 'added', line, counts: { ...counts, [line.lineId]: String(Math.min(now + 1, MAX)) } };
}

export interface ReceiptDraft {
  purchaseOrderLineId: number;
  quantity: number;
  /** the line, named as the page shows it */
  sku: string;
}

/** The receipts Receive posts: one per line counted above 0, in the lines' order; none while a count is not a number. */
export function receiptsOf(lines: readonly ReceivingLine[], counts: Counts): ReceiptDraft[] | null {
  const out: ReceiptDraft[] = [];
  for (const line of lines) {
    const n = countOf(counts[line.lineId]);
    if (n === null) return null;
    if (n > 0) out.push({ purchaseOrderLineId: line.lineId, quantity: n, sku: line.sku });
  }
  return out;
}
