import { describe, expect, it } from 'vitest';
import { confirmPatch, customerChange } from './confirm-delivery';

describe('confirmations', () => {
  it('confirming sets delivered, the time, and appends to the status history', () => {
    const now = new Date('2026-11-22T05:00:00Z');
    const history = [{ status: 'in-transit', at: '2026-11-22T01:00:00Z', by: 'Sam Driver' }];
    expect(confirmPatch({ statusHistory: history }, 'Olive Office', now)).toEqual({
      status: 'delivered',
      deliveredAt: '2026-11-22T05:00:00.000Z',
      statusHistory: [
        ...history,
        { status: 'delivered', at: '2026-11-22T05:00:00.000Z', by: 'confirmed by Olive Office' },
      ],
    });
    expect(confirmPatch({}, 'x', now).statusHistory).toHaveLength(1);
  });

  it('finds the latest change made by the client or customer, nothing else', () => {
    const row = {
      statusHistory: [
        { status: 'pending', at: '1', by: 'manifest' },
        { status: 'cancelled', at: '2', by: 'client' },
        { status: 'pending', at: '3', by: 'Customer' },
        { status: 'routed', at: '4', by: 'routing' },
      ],
    };
    expect(customerChange(row)).toEqual({ status: 'pending', at: '3', by: 'Customer' });
    expect(customerChange({ statusHistory: [{ status: 'routed', at: '1', by: 'routing' }] })).toBeNull();
    expect(customerChange({})).toBeNull();
  });
});
