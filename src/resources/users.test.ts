import { describe, expect, it } from 'vitest';
import type { AccessUser, Role } from './roles';
import { permissionsOf } from './roles';
import type { ManagedAccount } from './users';
import { assignableClients, assignableRoles, mayManageUser, userManagementProblem } from './users';

const actor = (id: number, role: Role, clientIds: number[] = []): AccessUser => ({
  id,
  role,
  clientId: clientIds[0] ?? null,
  clientIds,
  features: {},
  permissions: permissionsOf(role),
});
const account = (
  id: number,
  role: string,
  clientIds: number[],
  extra: Partial<ManagedAccount> = {},
): ManagedAccount => ({
  id,
  role,
  clientId: clientIds[0] ?? null,
  clientIds,
  features: {},
  status: 'active',
  contractorId: null,
  ...extra,
});

const admin = actor(1, 'admin');
const clientAdmin = actor(2, 'client-admin', [8, 14]);
const fieldOf = (...args: Parameters<typeof userManagementProblem>) => userManagementProblem(...args)?.field ?? null;

describe('userManagementProblem', () => {
  it('keeps a client-admin to client accounts all of whose clients are its own', () => {
    expect(fieldOf(clientAdmin, 'password', account(9, 'client-user', [14]))).toBeNull();
    expect(fieldOf(clientAdmin, 'password', account(9, 'client-admin', [8, 14]))).toBeNull();
    // an operator account whose home client is the manager's
    expect(fieldOf(clientAdmin, 'password', account(9, 'admin', [], { clientId: 14 }))).toBe('role');
    expect(fieldOf(clientAdmin, 'password', account(9, 'admin-dashboard-only', [14]))).toBe('role');
    expect(fieldOf(clientAdmin, 'write', account(9, 'user', [8]), account(9, 'user', [8]))).toBe('role');
    expect(fieldOf(clientAdmin, 'password', account(9, 'client-user', [8, 52]))).toBe('clientIds');
    expect(fieldOf(clientAdmin, 'password', account(9, 'client-user', []))).toBe('clientIds');
    expect(fieldOf(clientAdmin, 'delete', account(9, 'driver', []))).toBe('role');
  });

  it('lets a client-admin give only its roles, its clients, no features and no contractor', () => {
    const before = account(9, 'client-user', [8]);
    const write = (after: Partial<ManagedAccount>) => fieldOf(clientAdmin, 'write', before, { ...before, ...after });
    expect(write({ role: 'client-admin', clientIds: [8, 14] })).toBeNull();
    expect(write({ role: 'admin' })).toBe('role');
    expect(write({ clientIds: [8, 52] })).toBe('clientIds');
    expect(write({ clientId: 52 })).toBe('clientIds');
    expect(write({ features: { Developer: '*' } })).toBe('features');
    expect(write({ contractorId: 5 })).toBe('contractorId');
    expect(write({ depotId: 1 })).toBe('depotId');
    expect(write({ status: 'disabled' })).toBeNull();
    // creating
    expect(fieldOf(clientAdmin, 'write', null, account(0, 'client-user', [14]))).toBeNull();
    expect(fieldOf(clientAdmin, 'write', null, account(0, 'admin', [14]))).toBe('role');
    expect(fieldOf(clientAdmin, 'write', null, account(0, 'client-user', [14], { features: { X: '1' } }))).toBe(
      'features',
    );
  });

  it('lets nobody change their own role, clients, features or status, set their password here, or delete themselves', () => {
    for (const me of [admin, clientAdmin]) {
      const own = account(me.id, me.role, me.clientIds);
      expect(fieldOf(me, 'write', own, { ...own })).toBeNull();
      expect(fieldOf(me, 'write', own, { ...own, role: 'user' })).toBe('role');
      expect(fieldOf(me, 'write', own, { ...own, clientIds: [8] })).toBe('clientIds');
      expect(fieldOf(me, 'write', own, { ...own, features: { Developer: '*' } })).toBe('features');
      expect(fieldOf(me, 'write', own, { ...own, status: 'disabled' })).toBe('status');
      expect(fieldOf(me, 'write', own, { ...own, depotId: 1 })).toBe('depotId');
      expect(fieldOf(me, 'password', own)).toBe('password');
      expect(fieldOf(me, 'delete', own)).toBe('id');
      expect(mayManageUser(me, own)).toBe(false);
    }
    // the order of clients or of feature keys is no change
    const withFeatures = { ...account(2, 'client-admin', [8, 14]), features: { A: '1', B: '2' } };
    expect(
      fieldOf(clientAdmin, 'write', withFeatures, {
        ...withFeatures,
        clientIds: [14, 8],
        features: { B: '2', A: '1' },
      }),
    ).toBeNull();
  });

  it('lets admins manage every other account and give anything', () => {
    expect(fieldOf(admin, 'password', account(9, 'admin', []))).toBeNull();
    expect(
      fieldOf(admin, 'write', account(9, 'user', []), account(9, 'admin', [52], { features: { Developer: '*' } })),
    ).toBeNull();
    expect(mayManageUser(admin, account(9, 'admin', []))).toBe(true);
    expect(assignableRoles(admin)).toContain('admin');
    expect(assignableClients(admin)).toBeNull();
    expect(assignableRoles(clientAdmin)).toEqual(['client-admin', 'client-user']);
    expect(assignableClients(clientAdmin)).toEqual([8, 14]);
  });
});
