import { z } from 'zod';
import { ADMIN_ONLY } from './access';
import { ROLES } from './roles';
import { defineResource } from './types';

/**
 * Users. Credentials (password hash, two-factor secret) live in a separate server table and are
 * never part of this record. Non-admin managers see and manage users of their own clients only.
 */
export const users = defineResource({
  name: 'users',
  path: '/users',
  label: 'User',
  labelPlural: 'Users',
  schema: z.object({
    email: z.string().email(),
    name: z.string().min(1),
    role: z.enum(ROLES),
    clientIds: z.array(z.number().int()),
    features: z.record(z.string(), z.string()),
    phone: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    twofaEnabled: z.boolean(),
  }),
  fields: {
    email: { label: 'Email', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    role: { label: 'Role', type: 'enum', options: ROLES, column: true, sortable: true, filter: 'exact', editable: true, required: true },
    clientIds: { label: 'Clients', type: 'json', editable: true },
    features: { label: 'Features', type: 'json', editable: true },
    phone: { label: 'Phone', type: 'string', editable: true },
    status: { label: 'Status', type: 'enum', options: ['active', 'disabled'], column: true, filter: 'exact', editable: true, required: true },
    twofaEnabled: { label: 'Two-factor', type: 'boolean', column: true, filter: 'exact' },
  },
  clientScoped: true,
  access: {
    list: { permissions: ['user-management'] },
    get: { permissions: ['user-management'] },
    create: { permissions: ['user-management'] },
    update: { permissions: ['user-management'] },
    patch: { permissions: ['user-management'] },
    delete: ADMIN_ONLY,
  },
  defaultSort: 'name',
  searchFields: ['name', 'email'],
  indexes: ['role', 'email'],
  unique: [['email']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
});
