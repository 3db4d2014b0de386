import { ADMIN_ONLY, ANY_USER, admin, any, because, perm } from './access';
import { json, oneOf, text } from './fields';
import { defineResource } from './types';

export const CLIENT_STATUSES = ['active', 'disabled', 'deleted'] as const;
export const CLIENT_STATUS_LABELS: Record<(typeof CLIENT_STATUSES)[number], string> = {
  active: 'Active',
  disabled: 'Disabled',
  deleted: 'Deleted',
};

export type { ClientConfiguration } from './json-schemas';

/** Integration services named in the spec's gating rules. */
export const INTEGRATION_SERVICES = [
  'postal-integration',
  'warehouse-management',
  'shopify',
  'dotwms',
  'startrack',
] as const;

/**
 * Clients. A client record's own clientId equals its id, so the same client scope that hides
 * another client's deliveries hides the client record itself. Every signed-in user reads the
 * clients they may act for (selector, branding, configuration rules); only admins manage them.
 * A client-admin (`client-settings`) keeps its own client's names and delivery windows; its code,
 * status, logo, integration services and configuration (which switch features on) are the
 * operator's, so admin-only.
 */
const operatorKept = (what: string) => because(`Only admins change a client’s ${what}.`, admin);

export const clients = defineResource({
  name: 'clients',
  path: '/clients',
  label: 'Client',
  labelPlural: 'Clients',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    displayName: text('Display name', { column: true, editable: true }),
    code: text('Code', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 16,
      write: operatorKept('code'),
    }),
    logoURI: text('Logo address', {
      editable: true,
      nullable: true,
      maxLength: 2000,
      hint: 'An absolute address, a path on this site, or a name in the image store.',
      write: operatorKept('logo'),
    }),
    status: oneOf('Status', CLIENT_STATUSES, {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
      write: operatorKept('status'),
    }),
    integrationList: json('Integration services', 'integrationList', {
      editable: true,
      write: operatorKept('integration services'),
    }),
    configuration: json('Configuration', 'clientConfiguration', {
      editable: true,
      write: operatorKept('configuration'),
    }),
    deliveryWindows: json('Delivery windows', 'deliveryWindows', { editable: true }),
  },
  clientScoped: true,
  access: {
    list: ANY_USER,
    get: ANY_USER,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: perm('client-settings'),
    delete: ADMIN_ONLY,
    upload: ADMIN_ONLY,
  },
  defaultSort: 'name',
  searchFields: ['name', 'code', 'displayName'],
  indexes: ['code', 'status'],
  unique: [['code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/c/clients/all',
      access: admin,
      menu: { heading: 'settings', icon: 'MdBusiness' },
      quickSearch: { name: 'Clients', order: 3 },
    },
    gridEdit: {
      path: '/c/clients/all/grid-edit',
      title: 'Clients Grid Edit',
      access: admin,
      menu: { heading: 'settings', icon: 'MdGridOn' },
    },
    create: {
      path: '/c/clients/all/create',
      title: 'Create Client',
      access: admin,
      menu: { heading: 'settings', icon: 'MdAdd' },
    },
    // a client-admin opens its own client here (from the client selector) to keep its names and
    // delivery windows; the Settings heading's lists stay the operator's
    detail: { path: '/c/clients/{id}', title: 'Client', access: any(admin, perm('client-settings')) },
  },
});
