/**
 * The users resource and the one rule of managing a user account (issue 30 item 6): who may
 * create, change, disable, delete or set the password of which account, and what they may give
 * it. The server's users hooks, the set-password route and the Users pages all ask
 * `userManagementProblem`, so the pages offer only what the server accepts.
 */
import { ADMIN_ONLY, ANY_USER, admin, adminType, all, not, perm, role } from './access';
import { bool, email, json, oneOf, ref, refs, text } from './fields';
import type { AccessUser, Features, Role } from './roles';
import { ROLES, clientCandidates, isAdmin } from './roles';
import { defineResource } from './types';

export const USER_STATUSES = ['active', 'disabled'] as const;

const USER_MANAGEMENT = perm('user-management');
/**
 * The Users screens are for operator admins and client admins. Contractors hold
 * 'user-management' too, for the drivers their Driver Assign page lists, but the spec keeps them
 * to their subset of pages, so the screens narrow the resource's rule.
 */
const USER_SCREENS = all(USER_MANAGEMENT, role('admin', 'client-admin'));
/** Contractors read their drivers (names on Driver Assign); operator and client admins change users. */
const USER_WRITES = all(USER_MANAGEMENT, not(role('contractor')));

/**
 * Users. Credentials (password hash, two-factor secret) live in a separate server table and are
 * never part of this record. Non-admin managers see and manage users of their own clients only.
 */
export const users = defineResource({
  name: 'users',
  path: '/users',
  label: 'User',
  labelPlural: 'Users',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    email: email('Email', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    role: oneOf('Role', ROLES, { column: true, sortable: true, filter: 'exact', editable: true, required: true }),
    clientIds: refs('Clients', 'clients', { column: true, editable: true }),
    phone: text('Phone', { editable: true, nullable: true, maxLength: 40 }),
    contractorId: ref('Contractor', 'users', {
      editable: true,
      nullable: true,
      filter: 'exact',
      hint: 'For a driver: the contractor they drive for.',
    }),
    depotId: ref('Depot', 'depots', {
      editable: true,
      nullable: true,
      filter: 'exact',
      hint: 'For a driver or contractor: the depot they work from (pickers list them under its routing group).',
    }),
    status: oneOf('Status', USER_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    // who changes an account's features is the account rule's to say (userManagementProblem), not a field rule
    features: json('Features', 'userFeatures', { write: ANY_USER }),
    twofaEnabled: bool('Two-factor', { column: true, filter: 'exact' }),
  },
  clientScoped: true,
  // Contractors hold no clients: they see the drivers who drive for them (names on Driver Assign).
  ownerScope: { contractor: 'contractorId' },
  access: {
    list: USER_MANAGEMENT,
    get: USER_MANAGEMENT,
    create: USER_WRITES,
    update: USER_WRITES,
    patch: USER_WRITES,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'name',
  searchFields: ['name', 'email'],
  indexes: ['role', 'email'],
  unique: [['email']],
  // kept on the device like other records, so user edits go through the one outbox; wiped at logout
  offline: 'records',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/u/users/all',
      access: USER_SCREENS,
      menu: [
        { heading: 'settings', icon: 'MdPeople' },
        { heading: 'tools', label: 'User Management', icon: 'MdPeople' },
        {
          heading: 'settings',
          label: 'Drivers',
          icon: 'MdPerson',
          link: '/u/users/all?role=driver',
          only: adminType,
        },
      ],
      quickSearch: { name: 'User Management', order: 2 },
    },
    gridEdit: {
      path: '/u/users/all/grid-edit',
      title: 'Users Grid Edit',
      access: admin,
      menu: { heading: 'settings', icon: 'MdGridOn' },
    },
    create: {
      path: '/u/users/all/create',
      title: 'Create User',
      access: USER_SCREENS,
      menu: { heading: 'settings', icon: 'MdAdd' },
    },
    detail: { path: '/u/users/{id}', title: 'User', access: USER_SCREENS },
  },
});

/** Roles a client-admin may manage and hand out. Admins manage and give every role. */
export const CLIENT_MANAGED_ROLES: readonly Role[] = ['client-admin', 'client-user'];

/** What anyone may change on their own record (My Account); everything else is a manager's. */
export const SELF_SERVICE_FIELDS = ['name', 'phone', 'email'] as const;

/** The fields the rule governs: who holds the account, what it may do, whether it works. */
const MANAGED_FIELDS = ['role', 'clientIds', 'clientId', 'features', 'status', 'contractorId', 'depotId'] as const;
type ManagedField = (typeof MANAGED_FIELDS)[number];

/** The part of a users record the rule reads (the record before or after a write). */
export interface ManagedAccount {
  id?: number;
  role: string;
  /** the record's client (its scope column) */
  clientId: number | null;
  clientIds: readonly number[];
  features: Readonly<Features>;
  status?: string;
  contractorId?: number | null;
  depotId?: number | null;
}

/** What a manager does to an account: a write of its record, a new password, or deleting it. */
export type UserManagementAction = 'write' | 'password' | 'delete';

/** A refusal, naming the field (the server answers it with 403). */
export interface UserManagementProblem {
  field: string;
  message: string;
}

/** A users record (stored, or about to be) as the rule reads it. */
export function accountOf(
  id: number | undefined,
  clientId: number | null,
  data: Record<string, unknown>,
): ManagedAccount {
  const features = data.features !== null && typeof data.features === 'object' ? (data.features as Features) : {};
  return {
    id,
    role: String(data.role ?? ''),
    clientId,
    clientIds: Array.isArray(data.clientIds) ? data.clientIds.filter((n): n is number => typeof n === 'number') : [],
    features,
    status: typeof data.status === 'string' ? data.status : undefined,
    contractorId: typeof data.contractorId === 'number' ? data.contractorId : null,
    depotId: typeof data.depotId === 'number' ? data.depotId : null,
  };
}

/** Every client an account belongs to: its clients and its home client. */
export function accountClients(account: Pick<ManagedAccount, 'clientId' | 'clientIds'>): number[] {
  const all = new Set(account.clientIds);
  if (account.clientId !== null) all.add(account.clientId);
  return [...all];
}

/** The roles this manager may give (and manage); admins every role. */
export function assignableRoles(actor: Pick<AccessUser, 'role'>): readonly Role[] {
  return isAdmin(actor) ? ROLES : CLIENT_MANAGED_ROLES;
}

/** The clients this manager may give; null for every client (admins). */
export function assignableClients(actor: AccessUser): readonly number[] | null {
  return isAdmin(actor) ? null : clientCandidates(actor);
}

function sameFeatures(a: Readonly<Features>, b: Readonly<Features>): boolean {
  const keys = (f: Readonly<Features>) => Object.keys(f).sort();
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

function sameValue(field: ManagedField, before: ManagedAccount, after: ManagedAccount): boolean {
  if (field === 'features') return sameFeatures(before.features, after.features);
  if (field === 'clientIds') {
    const a = [...before.clientIds].sort((x, y) => x - y);
    const b = [...after.clientIds].sort((x, y) => x - y);
    return a.length === b.length && a.every((id, i) => id === b[i]);
  }
  return (before[field] ?? null) === (after[field] ?? null);
}

const LABELS: Record<ManagedField, string> = {
  role: 'role',
  clientIds: 'clients',
  clientId: 'client',
  features: 'features',
  status: 'status',
  contractorId: 'contractor',
  depotId: 'depot',
};

/**
 * May a client-admin manage this existing account at all? Only client-admin and client-user
 * accounts all of whose clients lie within the manager's own (and that have a client).
 */
function outsideClientAdmin(actor: AccessUser, account: ManagedAccount): UserManagementProblem | null {
  if (!CLIENT_MANAGED_ROLES.includes(account.role as Role))
    return { field: 'role', message: 'You may manage only client admin and client user accounts.' };
  const own = clientCandidates(actor);
  const clients = accountClients(account);
  if (clients.length === 0 || clients.some((id) => !own.includes(id)))
    return { field: 'clientIds', message: 'You may manage only accounts of your own clients.' };
  return null;
}

/**
 * The one rule of managing a user (issue 30 item 6), for every path that changes an account:
 * create (`before` null), PATCH / PUT / grid edit / import (`write` with the record before and
 * after), setting a password and deleting. Null when allowed.
 * - Nobody changes their own role, clients, features, status, contractor or depot, sets their own
 *   password here (My Account does, with the current one) or deletes their own account.
 * - Admins manage every other account.
 * - Anyone else (client-admins) manages only client-admin and client-user accounts whose
 *   clients all lie within their own, and gives only those roles, those clients and no features.
 * Holding the users rule itself (`user-management`) is the route's check, not this one's.
 */
export function userManagementProblem(
  actor: AccessUser,
  action: UserManagementAction,
  before: ManagedAccount | null,
  after: ManagedAccount | null = null,
): UserManagementProblem | null {
  const own = before !== null && before.id === actor.id;
  if (own) {
    if (action === 'password')
      return {
        field: 'password',
        message: 'Change your own password on My Account, with your current one.',
      };
    if (action === 'delete') return { field: 'id', message: 'You cannot delete your own account.' };
    const changed = after ? MANAGED_FIELDS.find((f) => !sameValue(f, before, after)) : undefined;
    if (changed) return { field: changed, message: `You cannot change your own ${LABELS[changed]}.` };
    return null;
  }
  if (isAdmin(actor)) return null;
  if (before) {
    const outside = outsideClientAdmin(actor, before);
    if (outside) return outside;
  }
  if (!after) return null;
  if (!CLIENT_MANAGED_ROLES.includes(after.role as Role))
    return { field: 'role', message: 'You may give only the client admin or client user role.' };
  const clients = accountClients(after);
  const mine = clientCandidates(actor);
  if (clients.length === 0 || clients.some((id) => !mine.includes(id)))
    return { field: 'clientIds', message: 'Choose only clients of your own.' };
  if (!sameFeatures(before?.features ?? {}, after.features))
    return { field: 'features', message: 'Only admins change a user’s features.' };
  if ((after.contractorId ?? null) !== (before?.contractorId ?? null))
    return { field: 'contractorId', message: 'Only admins change a user’s contractor.' };
  // a depot places a driver or contractor in the operator's network: the operator's to set
  if ((after.depotId ?? null) !== (before?.depotId ?? null))
    return { field: 'depotId', message: 'Only admins change a user’s depot.' };
  return null;
}

/** The fields of another user's record a client-admin may edit (features and contractor are admins'). */
export const CLIENT_ADMIN_USER_FIELDS = ['name', 'email', 'phone', 'role', 'clientIds', 'status'] as const;

/** May this manager manage this account at all (edit it, set its password)? Pages hide what they may not. */
export function mayManageUser(actor: AccessUser, account: ManagedAccount): boolean {
  if (account.id === actor.id) return false;
  return userManagementProblem(actor, 'password', account) === null;
}
