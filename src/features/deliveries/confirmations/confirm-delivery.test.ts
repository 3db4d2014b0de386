import { describe, expect, it } from 'vitest';
import { CONFIRM_PATCH, customerChange } from './confirm-delivery';

describe('confirmations', () => {
  it("confirming sends the status alone: the time, the cleared reason and the trail are the server's", () => {
    expect(CONFIRM_PATCH).toEqual({ status: 'delivered' });
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
