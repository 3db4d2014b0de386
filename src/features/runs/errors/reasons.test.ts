import { describe, expect, it } from 'vitest';
import { countByReason } from './reasons';

describe('countByReason', () => {
  it('counts reasons, most frequent first, blanks as no reason', () => {
    const drops = [
      { failureReason: 'No access' },
      { failureReason: 'Closed' },
      { failureReason: 'No access' },
      { failureReason: null },
      { failureReason: ' ' },
    ];
    expect(countByReason(drops)).toEqual([
      { reason: 'No access', count: 2 },
      { reason: 'No reason given', count: 2 },
      { reason: 'Closed', count: 1 },
    ]);
  });
});
