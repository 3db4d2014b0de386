import { describe, expect, it } from 'vitest';
import { productIndex } from './product-index';
import {
  countError,
  countOf,
  overBy,
  receiptsOf,
  receivingLines,
  scanCode,
  waitingByLine,
  type ReceivingProduct,
} from './receiving';

const products: ReceivingProduct[] = [
  { id: 1, sku: 'CANDLE-01', name: 'Soy candle', barcode: '9300000000011' },
  { id: 2, sku: 'CARD-07', name: 'Greeting card', barcode: '9300000000028' },
  { id: 3, sku: 'MUG-02', name: 'Stoneware mug', barcode: '9300000000035' },
];
const byId = new Map(products.map((p) => [p.id, p]));
const index = productIndex(products);
const orderLines = [
  { id: 10, sku: 'CANDLE-01', productId: 1, quantityOrdered: 20, quantityReceived: 10 },
  { id: 11, sku: 'CARD-07', productId: 2, quantityOrdered: 5, quantityReceived: null },
];

describe('receiving a purchase order', () => {
  it('names each line by its product, with what the server has and what waits on the tablet', () => {
    const waiting = waitingByLine([
      { status: 'pending', payload: { purchaseOrderLineId: 11, quantity: 2 } },
      { status: 'failed', payload: { purchaseOrderLineId: 11, quantity: 1 } },
      // refused: it will not be sent, so nothing waits
      { status: 'rejected', payload: { purchaseOrderLineId: 10, quantity: 9 } },
    ]);
    const lines = receivingLines(
      [...orderLines, { id: 12, sku: 'GONE-1', productId: 99, quantityOrdered: 1 }],
      byId,
      waiting,
    );
    expect(lines.map((l) => [l.sku, l.name, l.ordered, l.received, l.waiting])).toEqual([
      ['CANDLE-01', 'Soy candle', 20, 10, 0],
      ['CARD-07', 'Greeting card', 5, 0, 3],
      ['GONE-1', '', 1, 0, 0],
    ]);
  });

  it('adds one to the line of a scanned barcode or SKU, as the scanner sends it', () => {
    const lines = receivingLines(orderLines, byId, new Map());
    const first = scanCode(' 9300000000028\n', index, lines, {});
    expect(first.kind).toBe('added');
    if (first.kind !== 'added') return;
    expect(first.counts).toEqual({ 11: '1' });
    const second = scanCode('card-07', index, lines, first.counts);
    expect(second.kind === 'added' && second.counts).toEqual({ 11: '2' });
    // a typed count goes on from what was typed
    const typed = scanCode('9300000000011', index, lines, { 10: '7', 11: '2' });
    expect(typed.kind === 'added' && typed.counts).toEqual({ 10: '8', 11: '2' });
  });

  it('says a product that is not on the order, and a code no product has, and counts neither', () => {
    const lines = receivingLines(orderLines, byId, new Map());
    const other = scanCode('9300000000035', index, lines, { 10: '1' });
    expect(other).toEqual({ kind: 'not-on-order', code: '9300000000035', product: products[2] });
    expect(scanCode(' NOPE ', index, lines, {})).toEqual({ kind: 'unknown', code: 'NOPE' });
  });

  it('flags an over-receipt by the server rule, counting what was received and what waits', () => {
    const [candle, card] = receivingLines(orderLines, byId, new Map([[11, 3]]));
    if (!candle || !card) throw new Error('two lines expected');
    expect(overBy(candle, 10)).toBe(0); // 10 + 10 = 20, exactly ordered
    expect(overBy(candle, 11)).toBe(1);
    expect(overBy(card, 2)).toBe(0); // 3 waiting + 2 = 5
    expect(overBy(card, 4)).toBe(2);
  });

  it('reads typed counts as whole units and posts one receipt per counted line', () => {
    expect([countOf(''), countOf(' 4 '), countOf('-1'), countOf('2.5'), countOf('x'), countOf('1000001')]).toEqual([
      0,
      4,
      null,
      null,
      null,
      null,
    ]);
    expect(countError('abc')).toBe('Enter a whole number of units from 0 to 1,000,000.');
    expect(countError('12')).toBeNull();
    const lines = receivingLines(orderLines, byId, new Map());
    expect(receiptsOf(lines, { 10: '3', 11: '0' })).toEqual([
      { purchaseOrderLineId: 10, quantity: 3, sku: 'CANDLE-01' },
    ]);
    expect(receiptsOf(lines, { 10: '3', 11: 'two' })).toBeNull();
    expect(receiptsOf(lines, {})).toEqual([]);
  });
});
