import { describe, expect, it } from 'vitest';
import { loadCounts } from './box-counts';

describe('loadCounts', () => {
  it('counts boxes, loaded and checked per run', () => {
    const counts = loadCounts([
      { runId: 1, status: 'loaded', loadChecked: true },
      { runId: 1, status: 'sorted', loadChecked: false },
      { runId: 1, status: 'delivered', loadChecked: false },
      { runId: null, status: 'created', loadChecked: false },
    ]);
    expect(counts.get(1)).toEqual({ runId: 1, total: 3, loaded: 2, checked: 1 });
    expect(counts.get(null)).toEqual({ runId: null, total: 1, loaded: 0, checked: 0 });
  });
});
