import { describe, expect, it } from 'vitest';
import { buildPatches, diffRow, withoutRows, type GridRow } from './grid-diff';

const row = (id: number, extra: Partial<GridRow> = {}): GridRow => ({
  id,
  version: 3,
  status: 'pending',
  date: '2026-11-23',
  recipientName: 'Jane',
  recipientPhone: '',
  address: '1 Main St',
  suburb: 'Carlton',
  postcode: '3053',
  windowStart: '09:00',
  windowEnd: '17:00',
  boxCount: 2,
  instructions: '',
  ...extra,
});

describe('grid-edit diffing', () => {
  it('patches only the cells that differ from the record, typed, with the base version', () => {
    const patch = diffRow(row(1), { recipientName: 'Jane', boxCount: '4', instructions: 'Side gate' });
    expect(patch).toEqual({ id: 1, baseVersion: 3, changes: { boxCount: 4, instructions: 'Side gate' }, errors: {} });
  });

  it('returns nothing when the typed text equals the record again', () => {
    expect(diffRow(row(1), { boxCount: '2', status: 'pending' })).toBeNull();
    expect(diffRow(row(1), undefined)).toBeNull();
  });

  it('flags values the schema refuses, field by field', () => {
    const patch = diffRow(row(1), { status: 'lost', boxCount: '-1', recipientName: '' });
    expect(Object.keys(patch?.errors ?? {}).sort()).toEqual(['boxCount', 'recipientName', 'status']);
    expect(diffRow(row(1), { boxCount: '' })?.errors.boxCount).toBeDefined();
  });

  it('builds one patch per changed row in row order and forgets sent rows', () => {
    const rows = [row(1), row(2, { version: 7 }), row(3)];
    const drafts = { 3: { suburb: 'Fitzroy' }, 1: { status: 'routed' }, 2: { boxCount: '2' } };
    const patches = buildPatches(rows, drafts);
    expect(patches.map((p) => [p.id, p.baseVersion])).toEqual([
      [1, 3],
      [3, 3],
    ]);
    expect(withoutRows(drafts, [1, 3])).toEqual({ 2: { boxCount: '2' } });
  });
});
