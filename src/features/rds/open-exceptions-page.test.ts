import { describe, expect, it } from 'vitest';
import type { StoredOf } from '../../offline';
import { daysOpen, waitingExceptions } from './open-exceptions-page';

const exception = (id: number, status: string, raisedOn: string): StoredOf<'retailExceptions'> =>
  ({ id, status, raisedOn, reference: `RX-${id}`, storeId: id % 2 ? 1 : 2 }) as StoredOf<'retailExceptions'>;

describe('the exceptions still to deal with', () => {
  it('are the open and in-progress ones, oldest first, with their store and days open', () => {
    const rows = waitingExceptions(
      [
        exception(1, 'open', '2026-11-20'),
        exception(2, 'resolved', '2026-11-10'),
        exception(3, 'in-progress', '2026-11-12'),
        exception(4, 'cancelled', '2026-11-11'),
        exception(5, 'open', '2026-11-21'),
      ],
      new Map([[1, 'NH101 Northside Glebe']]),
      '2026-11-21',
    );
    expect(rows.map((r) => [r.x.reference, r.days, r.store])).toEqual([
      ['RX-3', 9, 'NH101 Northside Glebe'],
      ['RX-1', 1, 'NH101 Northside Glebe'],
      ['RX-5', 0, 'NH101 Northside Glebe'],
    ]);
    expect(waitingExceptions([exception(2, 'open', '2026-11-21')], new Map(), '2026-11-21')[0]?.store).toBe('Store 2');
  });

  it('counts whole days across a change of month', () => {
    expect(daysOpen('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysOpen('2026-11-03', '2026-11-02')).toBe(0);
  });
});
