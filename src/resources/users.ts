import { ADMIN_ONLY, admin, adminType, all, not, perm, role } from './access';
import { bool, email, json, oneOf, ref, refs, text } from './fields';
import { ROLES } from './roles';
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
    status: oneOf('Status', USER_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    features: json('Features', 'userFeatures'),
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
