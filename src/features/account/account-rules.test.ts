import { describe, expect, it } from 'vitest';
import { permissionsOf, users, type ResourceDef } from '../../resources';
import type { AccountRecord } from './account-rules';
import {
  apiFieldErrors,
  fieldErrorOf,
  formOf,
  passwordProblems,
  setPasswordProblems,
  profileChanges,
  profileEditState,
  profileProblems,
  twofaSummary,
  userCreateNarrowing,
  userCreateProblems,
  userEditNarrowing,
} from './account-rules';

const clientUser = {
  id: 7,
  role: 'client-user' as const,
  clientId: 8,
  clientIds: [8],
  features: {},
  permissions: permissionsOf('client-user'),
};
const clientAdmin = { ...clientUser, id: 3, role: 'client-admin' as const, permissions: permissionsOf('client-admin') };
const record: AccountRecord = {
  id: 7,
  version: 4,
  name: 'Cara User',
  email: 'cara@demo.test',
  phone: null,
  role: 'client-user',
  clientIds: [8],
  twofaEnabled: false,
};

describe('profileEditState (mirrors the server self-service rule)', () => {
  it('lets a user without user-management edit their own record online', () => {
    expect(profileEditState(clientUser, record, users, true)).toEqual({ allowed: true, reason: null });
  });
  it('refuses someone else’s record to a user without user-management, and allows it to a manager', () => {
    expect(profileEditState(clientUser, { id: 99 }, users, true).allowed).toBe(false);
    expect(profileEditState(clientAdmin, { id: 99 }, users, true).allowed).toBe(true);
  });
  it('allows editing offline now that users are queued in the outbox, and asks for a connection for a resource that is not', () => {
    expect(profileEditState(clientUser, record, users, false).allowed).toBe(true);
    const unqueued = { ...users, offline: 'none' } as ResourceDef;
    const offline = profileEditState(clientUser, record, unqueued, false);
    expect(offline.allowed).toBe(false);
    expect(offline.reason).toMatch(/offline/i);
  });
});

describe('profile form', () => {
  it('sends only what changed, trimmed, e-mail lower-cased, an emptied phone as null', () => {
    expect(profileChanges(record, formOf(record))).toEqual({});
    expect(profileChanges(record, { name: ' Cara New ', email: 'Cara@Demo.Test', phone: ' 0123 ' })).toEqual({
      name: 'Cara New',
      phone: '0123',
    });
    expect(profileChanges({ ...record, phone: '0123' }, { ...formOf(record), phone: '  ' })).toEqual({ phone: null });
    expect(profileChanges(record, { ...formOf(record), email: 'new@demo.test' })).toEqual({ email: 'new@demo.test' });
  });
  it('names the field of a problem', () => {
    expect(profileProblems({ name: '', email: 'nope', phone: 'x'.repeat(41) })).toEqual({
      name: expect.any(String) as unknown,
      email: expect.any(String) as unknown,
      phone: expect.any(String) as unknown,
    });
    expect(profileProblems(formOf(record))).toEqual({});
  });
  it('turns a refused send back into the field it names, and ignores other messages', () => {
    expect(fieldErrorOf('email: Another user already has this e-mail.')).toEqual({
      email: 'Another user already has this e-mail.',
    });
    expect(fieldErrorOf('role: nope')).toEqual({});
    expect(fieldErrorOf('You do not have access to this.')).toEqual({});
    expect(fieldErrorOf(null)).toEqual({});
  });
});

describe('password form', () => {
  const ok = { currentPassword: 'old one', newPassword: 'long enough now', repeat: 'long enough now' };
  it('accepts a good change', () => {
    expect(passwordProblems(ok, 'cara@demo.test')).toEqual({});
  });
  it('refuses a missing current, a short new, the e-mail, the same password and a mismatched repeat', () => {
    expect(Object.keys(passwordProblems({ ...ok, currentPassword: '' }, 'cara@demo.test'))).toEqual([
      'currentPassword',
    ]);
    expect(Object.keys(passwordProblems({ ...ok, newPassword: 'short', repeat: 'short' }, 'cara@demo.test'))).toEqual([
      'newPassword',
    ]);
    expect(
      passwordProblems({ ...ok, newPassword: 'Cara@Demo.test', repeat: 'Cara@Demo.test' }, 'cara@demo.test')
        .newPassword,
    ).toMatch(/e-mail/);
    expect(
      Object.keys(
        passwordProblems(
          { currentPassword: 'same password', newPassword: 'same password', repeat: 'same password' },
          'c@d.e',
        ),
      ),
    ).toEqual(['newPassword']);
    expect(Object.keys(passwordProblems({ ...ok, repeat: 'long enough nov' }, 'cara@demo.test'))).toEqual(['repeat']);
  });
  it('reads the server’s field errors', () => {
    const body = {
      errors: [{ field: 'currentPassword', displayMessage: 'currentPassword: Your current password is not correct.' }],
    };
    expect(apiFieldErrors(body)).toEqual({ currentPassword: 'Your current password is not correct.' });
    expect(apiFieldErrors(undefined)).toEqual({});
  });
});

describe('two-factor summary', () => {
  it('says on or off and who changes it', () => {
    expect(twofaSummary(true).label).toBe('On');
    expect(twofaSummary(false)).toMatchObject({ label: 'Off' });
    expect(twofaSummary(false).help).toMatch(/administrator/);
  });
});

describe("a manager's 'Set password' form", () => {
  it('holds the shared password rule, in words about the other user, and wants the repeat to match', () => {
    expect(setPasswordProblems({ password: 'long enough pw', repeat: 'long enough pw' }, 'a@demo.test')).toEqual({});
    expect(setPasswordProblems({ password: 'short', repeat: 'short' }, 'a@demo.test').password).toMatch(/at least 10/);
    expect(
      setPasswordProblems({ password: 'someone@demo.test', repeat: 'someone@demo.test' }, 'someone@demo.test').password,
    ).toBe('Do not use their e-mail address as the password.');
    expect(setPasswordProblems({ password: 'long enough pw', repeat: 'long enough' }, 'a@demo.test')).toEqual({
      repeat: 'The two passwords are not the same.',
    });
  });
});

describe('userEditNarrowing (the Users pages offer what the server accepts)', () => {
  const clientAdmin = {
    id: 2,
    role: 'client-admin' as const,
    clientId: 8,
    clientIds: [8, 14],
    features: {},
    permissions: permissionsOf('client-admin'),
  };
  const admin = { ...clientAdmin, id: 1, role: 'admin' as const, clientId: null, clientIds: [], permissions: ['*'] };
  const rec = (id: number, role: string, clientIds: number[]) => ({
    id,
    role,
    clientId: clientIds[0] ?? null,
    clientIds,
    features: {},
    status: 'active',
    contractorId: null,
  });

  it('gives a client-admin its client accounts with its roles, and nothing of an operator account', () => {
    expect(userEditNarrowing(clientAdmin, rec(9, 'client-user', [14]))).toEqual({
      fields: ['name', 'email', 'phone', 'role', 'clientIds', 'status'],
      options: { role: ['client-admin', 'client-user'] },
    });
    expect(userEditNarrowing(clientAdmin, rec(9, 'admin', [14]))).toBeNull();
    expect(userEditNarrowing(clientAdmin, rec(9, 'client-user', [14, 52]))).toBeNull();
  });

  it('gives anyone only the self-service fields of their own record, and admins every other account whole', () => {
    expect(userEditNarrowing(clientAdmin, rec(2, 'client-admin', [8, 14]))).toEqual({
      fields: ['name', 'phone', 'email'],
    });
    expect(userEditNarrowing(admin, rec(1, 'admin', []))).toEqual({ fields: ['name', 'phone', 'email'] });
    expect(userEditNarrowing(admin, rec(9, 'admin', []))).toEqual({});
  });
});

describe('the Users create page asks the same rule (userCreateNarrowing, userCreateProblems)', () => {
  const manager = {
    id: 2,
    role: 'client-admin' as const,
    clientId: 8,
    clientIds: [8, 14],
    features: {},
    permissions: permissionsOf('client-admin'),
  };
  const admin = { ...manager, id: 1, role: 'admin' as const, clientId: null, clientIds: [], permissions: ['*'] };
  const draft = (role: string, clientIds: string, contractorId = '') => ({
    name: 'New Person',
    email: 'new@demo.test',
    role,
    clientIds,
    contractorId,
    status: 'active',
  });

  it('offers a client-admin only its fields and the roles it may give; an admin everything', () => {
    expect(userCreateNarrowing(manager)).toEqual({
      fields: ['name', 'email', 'phone', 'role', 'clientIds', 'status'],
      options: { role: ['client-admin', 'client-user'] },
    });
    expect(userCreateNarrowing(admin)).toEqual({});
  });

  it('refuses, on the field the server would name, a role, a client or a contractor the client-admin may not give', () => {
    expect(userCreateProblems(manager, draft('client-user', '8,14'))).toEqual({});
    expect(Object.keys(userCreateProblems(manager, draft('admin', '8')))).toEqual(['role']);
    expect(Object.keys(userCreateProblems(manager, draft('client-user', '8,52')))).toEqual(['clientIds']);
    expect(Object.keys(userCreateProblems(manager, draft('client-user', '')))).toEqual(['clientIds']);
    expect(Object.keys(userCreateProblems(manager, draft('client-user', '8', '41')))).toEqual(['contractorId']);
    expect(userCreateProblems(admin, draft('admin', '', '41'))).toEqual({});
  });
});
