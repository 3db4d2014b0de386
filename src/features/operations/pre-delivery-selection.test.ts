import { describe, expect, it } from 'vitest';
import { keepShown, queuedPromotions, toggleAll, toggleSelection } from './pre-delivery-selection';

const entry = (
  status: string,
  payload: Record<string, unknown> | null,
  lastError: string | null = null,
  method = 'POST',
) => ({ method, status, payload, lastError });

describe('queued promotions', () => {
  it('collects the orders of unsent promotions with their date, and the reasons of refused ones', () => {
    const q = queuedPromotions([
      entry('pending', { date: '2026-11-25', preDeliveryIds: [3, 4] }),
      entry('failed', { date: '2026-11-26', preDeliveryIds: [7, 'x'] }),
      entry(
        'rejected',
        { date: '2026-11-27', preDeliveryIds: [9] },
        'preDeliveryIds: FRSH-PRE-0009 was already promoted',
      ),
      entry('pending', { date: '2026-11-28', preDeliveryIds: [11] }, null, 'PATCH'),
    ]);
    expect([...q.ids]).toEqual([3, 4, 7]);
    expect(q.dateOf.get(7)).toBe('2026-11-26');
    expect(q.refused).toEqual(['preDeliveryIds: FRSH-PRE-0009 was already promoted']);
  });
});

describe('selection', () => {
  const order = [10, 11, 12, 13, 14];
  it('toggles one, and a shift range from the last toggled row in either direction', () => {
    let s = toggleSelection(new Set(), order, 11, null, false);
    expect([...s]).toEqual([11]);
    s = toggleSelection(s, order, 13, 11, true);
    expect([...s].sort()).toEqual([11, 12, 13]);
    s = toggleSelection(s, order, 10, 13, true);
    expect([...s].sort()).toEqual([10, 11, 12, 13]);
    s = toggleSelection(s, order, 12, 10, true); // 12 is selected: the range is cleared
    expect([...s].sort()).toEqual([13]);
    expect([...toggleSelection(s, order, 13, null, true)]).toEqual([]);
  });
  it('selects all shown, or clears them when all are selected, keeping rows not shown', () => {
    const some = new Set([1, 11]);
    const all = toggleAll(some, order);
    expect([...all].sort((a, b) => a - b)).toEqual([1, 10, 11, 12, 13, 14]);
    expect([...toggleAll(all, order)]).toEqual([1]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });
  it('drops what is no longer shown', () => {
    expect([...keepShown(new Set([1, 11, 12]), order)]).toEqual([11, 12]);
  });
});
