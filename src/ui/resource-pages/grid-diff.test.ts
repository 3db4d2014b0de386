import { describe, expect, it } from 'vitest';
import { boxSizes, users } from '../../resources';
import { deliveries } from '../../resources/operations';
import { buildPatches, diffRow, gridFields, withoutRows, type GridRow } from './grid-diff';

const box = (id: number, extra: Partial<GridRow> = {}): GridRow => ({
  id,
  version: 4,
  code: 'S',
  name: 'Small',
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  maxWeightKg: 5,
  active: true,
  ...extra,
});
const fields = gridFields(boxSizes);

describe('generic grid diff', () => {
  it('takes the editable list columns of a declaration, never json or multi-references', () => {
    expect(fields).toEqual(['code', 'name', 'lengthCm', 'widthCm', 'heightCm', 'maxWeightKg', 'active']);
    expect(gridFields(users)).toEqual(['name', 'email', 'role', 'status']);
  });

  it('patches only changed cells, typed, with the version the row had', () => {
    expect(diffRow(boxSizes, fields, box(1), { name: 'Small', heightCm: '12', active: 'false' })).toEqual({
      id: 1,
      baseVersion: 4,
      changes: { heightCm: 12, active: false },
      errors: {},
    });
    expect(diffRow(boxSizes, fields, box(1), { heightCm: '10' })).toBeNull();
  });

  it('checks each row with the declaration, naming the field', () => {
    const patch = diffRow(boxSizes, fields, box(1), { lengthCm: '0', name: '', widthCm: '' });
    expect(patch?.errors).toEqual({
      lengthCm: 'Length (cm) must be between 1 and 400.',
      name: 'Name is required.',
      widthCm: 'Width (cm) must be a number.',
    });
    const user = { id: 9, version: 1, name: 'Ann', email: 'ann@example.com', role: 'driver', status: 'active' };
    expect(diffRow(users, gridFields(users), user, { email: 'not-mail', role: 'pilot' })?.errors).toMatchObject({
      email: expect.stringMatching(/^Email must be an e-mail/),
      role: expect.stringMatching(/^Role must be one of/),
    });
  });

  it('builds one patch per changed row in row order and forgets the rows handed over', () => {
    const drafts = { 3: { name: 'Large' }, 1: { code: 'XS' }, 2: { lengthCm: '30' } };
    expect(
      buildPatches(boxSizes, fields, [box(1), box(2, { version: 9 }), box(3)], drafts).map((p) => [
        p.id,
        p.baseVersion,
      ]),
    ).toEqual([
      [1, 4],
      [3, 4],
    ]);
    expect(withoutRows(drafts, [1, 3])).toEqual({ 2: { lengthCm: '30' } });
  });

  it('works on a column set a page names (deliveries: phone and instructions, not list columns)', () => {
    const cols = ['status', 'recipientName', 'recipientPhone', 'boxCount', 'instructions'];
    const delivery = {
      id: 1,
      version: 3,
      status: 'pending',
      recipientName: 'Jane',
      recipientPhone: '',
      boxCount: 2,
      instructions: '',
    };
    expect(
      diffRow(deliveries, cols, delivery, { recipientName: 'Jane', boxCount: '4', instructions: 'Side gate' }),
    ).toEqual({ id: 1, baseVersion: 3, changes: { boxCount: 4, instructions: 'Side gate' }, errors: {} });
    expect(
      Object.keys(
        diffRow(deliveries, cols, delivery, { status: 'lost', boxCount: '-1', recipientName: '' })?.errors ?? {},
      ).sort(),
    ).toEqual(['boxCount', 'recipientName', 'status']);
    expect(diffRow(deliveries, cols, delivery, { orderNumber: 'X-1' })).toBeNull();
  });
});
