import { describe, expect, it } from 'vitest';
import { bareContext, boxSizes, clients, users, type AccessUser } from '../../resources';
import {
  changedValues,
  editableFields,
  fromText,
  narrowedFields,
  offeredFields,
  toText,
  validateValues,
} from './field-values';
import { bounds } from './field-input';

const F = boxSizes.fields;

describe('field values: text in the form, typed for the record', () => {
  it('types numbers, yes/no, references and lists of references', () => {
    expect(fromText(F.lengthCm, ' 40 ')).toBe(40);
    expect(fromText(F.maxWeightKg, '2,5')).toBe(2.5);
    expect(fromText(F.lengthCm, 'abc')).toBeNaN();
    expect(fromText(F.active, 'true')).toBe(true);
    expect(fromText(F.active, 'false')).toBe(false);
    expect(fromText(users.fields.clientIds, '8, 14')).toEqual([8, 14]);
    expect(fromText(users.fields.clientIds, '')).toEqual([]);
  });

  it('keeps blank text as text, and a blank number or nullable text as empty', () => {
    expect(fromText(F.name, '')).toBe('');
    expect(fromText(users.fields.phone, '')).toBeNull();
    expect(fromText(F.lengthCm, '')).toBeNull();
  });

  it('shows stored values as text the inputs hold', () => {
    expect(toText(F.lengthCm, 40)).toBe('40');
    expect(toText(users.fields.clientIds, [8, 14])).toBe('8,14');
    expect(toText(users.fields.phone, null)).toBe('');
  });

  it('patches only changed editable fields, typed', () => {
    const record = {
      id: 1,
      version: 2,
      code: 'S',
      name: 'Small',
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      maxWeightKg: 5,
      active: true,
    };
    expect(changedValues(boxSizes, record, { name: 'Small', lengthCm: '35', active: 'false' })).toEqual({
      lengthCm: 35,
      active: false,
    });
    expect(changedValues(boxSizes, record, { lengthCm: '30' })).toEqual({});
  });

  it('names the field in plain words when a value is refused', () => {
    const errors = validateValues(boxSizes, { name: '', lengthCm: 500, widthCm: null, maxWeightKg: Number.NaN }, true);
    expect(errors.name).toBe('Name is required.');
    expect(errors.lengthCm).toBe('Length (cm) must be between 1 and 400.');
    expect(errors.widthCm).toBe('Width (cm) is required.');
    expect(errors.maxWeightKg).toMatch(/^Weight limit \(kg\)/);
    expect(validateValues(boxSizes, { lengthCm: 40 }, true)).toEqual({});
  });

  it('offers neither structured json nor read-only fields for editing', () => {
    expect(editableFields(users).map(([n]) => n)).toEqual([
      'name',
      'email',
      'role',
      'clientIds',
      'phone',
      'contractorId',
      'depotId',
      'status',
    ]);
  });

  it('states the bounds of a number field, not the 32-bit defaults', () => {
    expect(bounds(F.lengthCm)).toBe('1 to 400');
    expect(bounds(users.fields.name)).toBeUndefined();
  });
});

describe('narrowedFields', () => {
  it('keeps the named fields and narrows a choice to the options given', () => {
    const fields = narrowedFields(users, { fields: ['name', 'role'], options: { role: ['client-user'] } });
    expect(fields.map(([name]) => name)).toEqual(['name', 'role']);
    expect(fields[1]?.[1].options).toEqual(['client-user']);
    expect(narrowedFields(users, {})).toEqual(editableFields(users));
  });
});

describe('offeredFields', () => {
  const admin: AccessUser = { id: 1, role: 'admin', clientId: null, clientIds: [], features: {}, permissions: [] };
  const narrowing = { options: { role: ['client-admin', 'client-user'] } };
  const offered = (record?: Record<string, unknown>) =>
    offeredFields(admin, users, narrowing, record, bareContext(admin)).find((f) => f.name === 'role')?.offer;

  it("keeps the narrowing's choices when editing as when creating", () => {
    for (const offer of [offered(undefined), offered({ id: 7, role: 'client-user' })]) {
      expect(offer?.ok && offer.meta.options).toEqual(['client-admin', 'client-user']);
    }
  });
});

describe('structured (json) fields in forms', () => {
  const windows = clients.fields.deliveryWindows;
  const record = { deliveryWindows: [{ id: 6, name: 'Morning', start: '06:00', end: '11:00' }] };

  it('offers them in the form as their JSON text, read back as the value', () => {
    expect(editableFields(clients).map(([n]) => n)).toContain('deliveryWindows');
    const text = toText(windows, record.deliveryWindows);
    expect(fromText(windows, text)).toEqual(record.deliveryWindows);
    expect(changedValues(clients, record, { deliveryWindows: text })).toEqual({});
    const edited = text.replace('Morning', 'Early');
    expect(changedValues(clients, record, { deliveryWindows: edited })).toEqual({
      deliveryWindows: [{ id: 6, name: 'Early', start: '06:00', end: '11:00' }],
    });
  });

  it('names the field when its text does not read, or its shape is wrong', () => {
    const broken = changedValues(clients, record, { deliveryWindows: '[{"id": 6, "name": "Morning"' });
    expect(validateValues(clients, broken, true).deliveryWindows).toMatch(/^Delivery windows is not readable/);
    const wrong = changedValues(clients, record, { deliveryWindows: '[{"id": 6}]' });
    expect(validateValues(clients, wrong, true).deliveryWindows).toBeTruthy();
  });
});
