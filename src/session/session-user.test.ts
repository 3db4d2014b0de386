import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../resources/roles';
import { toSessionUser } from './session-user';

const base = {
  id: '7',
  email: 'a@demo.test',
  name: 'Ann',
  role: 'admin',
  clientId: 3,
  features: { beta: true, level: 2 },
};

describe('toSessionUser', () => {
  it('normalises a user or a { data } envelope: ids coerced, features as text, permissions from the role when absent', () => {
    for (const body of [base, { data: base }]) {
      expect(toSessionUser(body)).toEqual({
        id: 7,
        email: 'a@demo.test',
        name: 'Ann',
        role: 'admin',
        clientId: 3,
        clientIds: [],
        features: { beta: 'true', level: '2' },
        permissions: permissionsOf('admin'),
      });
    }
  });

  it('takes clientIds from userData when the top-level list is empty, and treats a junk list as none', () => {
    expect(toSessionUser({ ...base, clientIds: [], userData: { clientIds: ['4', 5], other: 1 } }).clientIds).toEqual([
      4, 5,
    ]);
    expect(toSessionUser({ ...base, clientIds: ['x'] }).clientIds).toEqual([]);
    expect(toSessionUser({ ...base, name: null, clientId: null, permissions: ['p'] })).toMatchObject({
      name: '',
      clientId: null,
      permissions: ['p'],
    });
  });

  it('refuses what is not a user', () => {
    expect(() => toSessionUser(null)).toThrow();
    expect(() => toSessionUser({ ...base, role: 'pilot' })).toThrow();
    expect(() => toSessionUser({ ...base, id: 'x' })).toThrow();
    expect(() => toSessionUser({ ...base, email: undefined })).toThrow();
    expect(() => toSessionUser({ ...base, features: { a: {} } })).toThrow();
    expect(() => toSessionUser({ ...base, permissions: [1] })).toThrow();
  });
});
