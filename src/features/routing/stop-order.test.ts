import { describe, expect, it } from 'vitest';
import { orderStops, shiftTarget } from './stop-order';

describe('stop order', () => {
  it('orders by stop number, a stop with an unsent move first on a tie', () => {
    const stops = [
      { id: 1, sequence: 2 },
      { id: 2, sequence: 1 },
      { id: 3, sequence: 2, pendingStatus: 'pending' },
    ];
    expect(orderStops(stops).map((s) => s.id)).toEqual([2, 3, 1]);
  });

  it('moves up and down inside the run and not past its ends', () => {
    const ordered = [
      { id: 1, sequence: 1 },
      { id: 2, sequence: 2 },
      { id: 3, sequence: 3 },
    ];
    expect(shiftTarget(ordered, 1, -1)).toBe(1);
    expect(shiftTarget(ordered, 1, 1)).toBe(3);
    expect(shiftTarget(ordered, 0, -1)).toBeNull();
    expect(shiftTarget(ordered, 2, 1)).toBeNull();
  });
});
