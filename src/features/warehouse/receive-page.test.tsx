import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { productIndex } from './product-index';
import { ReceivingView, type ReceiptResult, type ReceivingOrder, type ReceivingViewProps } from './receive-page';
import { receivingLines, type ReceiptDraft, type ReceivingProduct } from './receiving';

const products: ReceivingProduct[] = [
  { id: 1, sku: 'CANDLE-01', name: 'Soy candle', barcode: '9300000000011' },
  { id: 2, sku: 'CARD-07', name: 'Greeting card', barcode: '9300000000028' },
  { id: 3, sku: 'MUG-02', name: 'Stoneware mug', barcode: '9300000000035' },
];
const lines = receivingLines(
  [
    { id: 10, sku: 'CANDLE-01', productId: 1, quantityOrdered: 20, quantityReceived: 10 },
    { id: 11, sku: 'CARD-07', productId: 2, quantityOrdered: 5, quantityReceived: 0 },
  ],
  new Map(products.map((p) => [p.id, p])),
  new Map(),
);
const ORDER: ReceivingOrder = {
  number: 'PO-008003',
  supplier: 'Metro Wholesale',
  status: 'ordered',
  warehouse: 'SYD1 · Sydney DC',
};
const loaded: ReceivingViewProps['state'] = {
  isLoading: false,
  error: null,
  refetch: () => undefined,
  source: 'network',
  asOf: null,
};

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function renderView(props: Partial<ReceivingViewProps> = {}, answer: ReceiptResult['outcome'] = 'sent') {
  const posted: { receipts: readonly ReceiptDraft[]; asnId: number | null }[] = [];
  const host = renderWithChakra(
    <MemoryRouter>
      <ReceivingView
        order={ORDER}
        lines={lines}
        index={productIndex(products)}
        state={loaded}
        asns={[{ id: 4, reference: 'ASN-008003' }]}
        online
        productsReady
        onReceive={(receipts, asnId) => {
          posted.push({ receipts, asnId });
          return Promise.resolve(
            receipts.map((r) => ({
              lineId: r.purchaseOrderLineId,
              sku: r.sku,
              quantity: r.quantity,
              outcome: answer,
              message: answer === 'refused' ? 'Purchase order PO-008003 is received.' : '',
            })),
          );
        }}
        {...props}
      />
    </MemoryRouter>,
  );
  const scanInput = () => host.querySelector<HTMLInputElement>('input[name="scan-code"]');
  const scan = (code: string) => {
    const input = scanInput();
    if (!input) throw new Error('no scan field');
    typeInto(input, code);
    act(() => input.form?.requestSubmit());
  };
  const count = (sku: string) => host.querySelector<HTMLInputElement>(`input[aria-label="This receipt of ${sku}"]`);
  const button = (name: RegExp) => {
    const b = [...host.querySelectorAll('button')].find((x) => name.test(x.textContent ?? ''));
    if (!b) throw new Error(`no button ${String(name)}`);
    return b;
  };
  const said = () => host.querySelector('[data-testid="receiving-said"]')?.textContent ?? '';
  return { host, scan, scanInput, count, button, said, posted };
}

describe('Receive Goods', () => {
  it('shows the order by its names and its lines with ordered and received so far, the scan field focused', () => {
    const { host, scanInput } = renderView();
    expect(host.querySelector('h1')?.textContent).toBe('Receive PO-008003');
    expect(host.querySelector('[data-testid="receiving-order"]')?.textContent).toContain(
      'Metro Wholesale · into SYD1 · Sydney DC',
    );
    const rows = [...host.querySelectorAll('tbody tr')].map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('CANDLE-01');
    expect(rows[0]).toContain('Soy candle');
    expect(rows[1]).toContain('Greeting card');
    expect(document.activeElement).toBe(scanInput());
  });

  it('counts a scanned product on its line, says a code not on the order, and posts one receipt per line', async () => {
    const { scan, count, said, button, posted, host } = renderView();
    scan('9300000000011');
    scan('9300000000011');
    scan('CARD-07');
    expect(count('CANDLE-01')?.value).toBe('2');
    expect(count('CARD-07')?.value).toBe('1');
    scan('9300000000035');
    expect(said()).toBe('MUG-02 · Stoneware mug is not on this purchase order: not counted.');
    scan('NO-SUCH-CODE');
    expect(said()).toBe('No product on this device has the barcode or SKU NO-SUCH-CODE.');
    // typed over a scan, and over what was ordered: flagged, still received
    const card = count('CARD-07');
    if (!card) throw new Error('no count for CARD-07');
    typeInto(card, '7');
    expect(host.querySelector('[data-testid="over-receipt"]')?.textContent).toBe('Over-receipt: 2 more than ordered');
    await act(async () => button(/^Receive 9 units$/).click());
    expect(posted).toEqual([
      {
        receipts: [
          { purchaseOrderLineId: 10, quantity: 2, sku: 'CANDLE-01' },
          { purchaseOrderLineId: 11, quantity: 7, sku: 'CARD-07' },
        ],
        asnId: 4,
      },
    ]);
    expect(said()).toBe('Received 9 units on 2 lines.');
    expect(count('CANDLE-01')?.value).toBe('');
  });

  it('refuses a count that is not a whole number, naming it on the line, and posts nothing', () => {
    const { count, host, button } = renderView();
    const candle = count('CANDLE-01');
    if (!candle) throw new Error('no count for CANDLE-01');
    typeInto(candle, '2.5');
    expect(host.textContent).toContain('Enter a whole number of units from 0 to 1,000,000.');
    expect(button(/^Receive$/).disabled).toBe(true);
  });

  it('says a receipt kept on the tablet, and keeps a refused line as typed', async () => {
    const queued = renderView({ online: false }, 'queued');
    expect(queued.host.textContent).toContain('Offline: receipts are kept on this tablet');
    queued.scan('CARD-07');
    await act(async () => queued.button(/^Receive 1 unit$/).click());
    expect(queued.said()).toBe('1 unit on 1 line saved on this tablet: sent once the signal returns.');

    const refused = renderView({}, 'refused');
    refused.scan('CARD-07');
    await act(async () => refused.button(/^Receive 1 unit$/).click());
    expect(refused.said()).toBe('CARD-07: not received. Purchase order PO-008003 is received.');
    expect(refused.count('CARD-07')?.value).toBe('1');
  });

  it('takes no goods for an order that is not ordered or receiving, and says an order without lines', () => {
    const draft = renderView({ order: { ...ORDER, status: 'draft' } });
    expect(draft.host.textContent).toContain('PO-008003 is draft: only an ordered or receiving order takes goods.');
    expect(draft.scanInput()?.disabled).toBe(true);
    const empty = renderView({ lines: [] });
    expect(empty.host.querySelector('[data-testid="empty-state"]')?.textContent).toBe(
      'This purchase order has no lines.',
    );
  });
});
