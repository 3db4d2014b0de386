import { describe, expect, it } from 'vitest';
import { boxSizes, clients, users, type AccessUser } from '../../resources';
import { createClientId, createDefaults, createPayload } from './create-values';

const superadmin: AccessUser = { id: 1, role: 'admin', clientId: null, clientIds: [], features: {}, permissions: [] };
const clientAdmin: AccessUser = {
  id: 2,
  role: 'client-admin',
  clientId: 8,
  clientIds: [8, 14],
  features: {},
  permissions: ['user-management'],
};

describe('create: starting values', () => {
  it('starts status fields at active, yes/no at No, and everything else blank', () => {
    expect(createDefaults(boxSizes, superadmin)).toEqual({
      code: '',
      name: '',
      lengthCm: '',
      widthCm: '',
      heightCm: '',
      maxWeightKg: '',
      active: 'false',
    });
    expect(createDefaults(users, superadmin)).toMatchObject({ role: '', status: 'active', clientIds: '' });
  });

  it("gives a client admin's new user that admin's clients, and takes values from the link", () => {
    expect(createDefaults(users, clientAdmin, new URLSearchParams('role=driver'))).toMatchObject({
      role: 'driver',
      clientIds: '8,14',
    });
    expect(createDefaults(users, clientAdmin, new URLSearchParams('role=pilot')).role).toBe('');
  });
});

describe('create: payload', () => {
  it('types the form and fills the fields a form never shows', () => {
    const draft = {
      ...createDefaults(users, clientAdmin, new URLSearchParams('role=driver')),
      name: 'Dee',
      email: 'dee@example.com',
    };
    expect(createPayload(users, draft)).toEqual({
      record: {
        name: 'Dee',
        email: 'dee@example.com',
        role: 'driver',
        clientIds: [8, 14],
        phone: null,
        contractorId: null,
        depotId: null,
        status: 'active',
        features: {},
        twofaEnabled: false,
      },
      errors: {},
    });
    const client = createPayload(clients, {
      name: 'Acme',
      displayName: 'Acme',
      code: 'ACME',
      logoURI: '',
      status: 'active',
    });
    expect(client.errors).toEqual({});
    expect(client.record).toMatchObject({ integrationList: [], configuration: {}, deliveryWindows: [], logoURI: null });
  });

  it('refuses a record missing required values, naming each field', () => {
    const { errors } = createPayload(boxSizes, createDefaults(boxSizes, superadmin));
    expect(errors).toMatchObject({
      code: 'Code is required.',
      name: 'Name is required.',
      lengthCm: 'Length (cm) is required.',
    });
  });

  it('places a new user under a client it lists, preferring the selected one', () => {
    expect(createClientId(users, { clientIds: [8, 14] }, clientAdmin, 14)).toBe(14);
    expect(createClientId(users, { clientIds: [8, 14] }, clientAdmin, null)).toBe(8);
    expect(createClientId(users, { clientIds: [] }, superadmin, 8)).toBeNull();
    expect(createClientId(clients, {}, superadmin, 8)).toBeNull();
    expect(createClientId(boxSizes, {}, superadmin, 8)).toBeNull();
  });
});
