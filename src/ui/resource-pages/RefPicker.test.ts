import { describe, expect, it } from 'vitest';
import { filterOptions } from './ref-picker';

const depots = [
  { id: 1, title: 'Melbourne North' },
  { id: 2, title: 'Sydney Airport' },
  { id: 3, title: 'Melbourne South East' },
];

describe('reference picker search', () => {
  it('keeps options whose title holds every typed word, in any case and order', () => {
    expect(filterOptions(depots, 'melb').map((o) => o.id)).toEqual([1, 3]);
    expect(filterOptions(depots, 'east MELB').map((o) => o.id)).toEqual([3]);
    expect(filterOptions(depots, '  ').map((o) => o.id)).toEqual([1, 2, 3]);
    expect(filterOptions(depots, 'perth')).toEqual([]);
  });
});
