import { describe, expect, it } from 'vitest';
import { PRINT_ORDERS_PATH } from './print-orders-path';

const TODAY = '2026-11-27';

describe('Print Orders path', () => {
  it('opens on today with no client chosen', () => {
    expect(PRINT_ORDERS_PATH.parse('/client-tools/print-orders', TODAY)).toEqual({
      date: TODAY,
      clientId: null,
      routingGroupId: null,
    });
  });

  it('reads and writes a day, a client and a routing group', () => {
    const f = { date: '2026-11-30', clientId: 14, routingGroupId: 2 };
    const path = PRINT_ORDERS_PATH.format(f, TODAY);
    expect(path).toBe('/client-tools/print-orders/2026-11-30/c/14/rg/2');
    expect(PRINT_ORDERS_PATH.parse(path, TODAY)).toEqual(f);
    expect(PRINT_ORDERS_PATH.format({ date: TODAY, clientId: 8, routingGroupId: null }, TODAY)).toBe(
      '/client-tools/print-orders/today/c/8',
    );
  });

  it('reads a bad day as today, so an old link still opens', () => {
    expect(PRINT_ORDERS_PATH.parse('/client-tools/print-orders/2026-02-31/c/8', TODAY)).toMatchObject({
      date: TODAY,
      clientId: 8,
    });
  });
});
