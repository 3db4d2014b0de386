/** Reference lists loaded whole at start (limit=-1) and kept offline: countries, states, depots, zones, routing groups. */
import { ADMIN_ONLY, ANY_USER, admin } from './access';
import { bool, int, json, num, ref, text } from './fields';
import { defineResource } from './types';

/**
 * Everyone signed in reads reference lists: every page shows names (depot, zone, routing group)
 * where records hold ids. Only admins change them, and their Settings screens are admin-only.
 */
const referenceAccess = {
  list: ANY_USER,
  get: ANY_USER,
  create: ADMIN_ONLY,
  update: ADMIN_ONLY,
  patch: ADMIN_ONLY,
  delete: ADMIN_ONLY,
};
/** What makes a declaration a reference list: shared by all, kept offline whole, named by its name. */
const REFERENCE_LIST = {
  clientScoped: false,
  access: referenceAccess,
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
} as const;

/** Every reference list has a name and a short code (countries 3 letters, states 8, the rest 16). */
function nameAndCode(codeLength: number) {
  return {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: codeLength,
    }),
  };
}
const countryId = ref('Country', 'countries', { column: true, filter: 'exact', editable: true, required: true });
const stateId = ref('State', 'states', { column: true, filter: 'exact', editable: true, nullable: true });
const routingGroupId = ref('Routing group', 'routingGroups', {
  column: true,
  filter: 'exact',
  editable: true,
  required: true,
});

export const countries = defineResource({
  name: 'countries',
  path: '/nv/country',
  label: 'Country',
  labelPlural: 'Countries',
  fields: {
    countryId: int('Country id', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      min: 1,
    }),
    ...nameAndCode(3),
  },
  ...REFERENCE_LIST,
  defaultSort: 'countryId,name',
  indexes: ['countryId'],
});

export const states = defineResource({
  name: 'states',
  path: '/nv/state',
  label: 'State',
  labelPlural: 'States',
  fields: {
    ...nameAndCode(8),
    countryId,
  },
  ...REFERENCE_LIST,
  defaultSort: 'name',
  indexes: ['countryId'],
});

export const routingGroups = defineResource({
  name: 'routingGroups',
  path: '/z/routing-group',
  label: 'Routing group',
  labelPlural: 'Routing groups',
  fields: {
    ...nameAndCode(16),
    countryId,
    stateId,
    timezone: text('Time zone', { editable: true, maxLength: 64 }),
  },
  ...REFERENCE_LIST,
  defaultSort: 'name',
  indexes: ['countryId'],
});

export const depots = defineResource({
  name: 'depots',
  path: '/nv/depot',
  label: 'Depot',
  labelPlural: 'Depots',
  fields: {
    ...nameAndCode(16),
    routingGroupId,
    countryId: ref('Country', 'countries', { filter: 'exact', editable: true, required: true }),
    stateId,
    address: text('Address', { column: true, filter: 'text', editable: true }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
  },
  ...REFERENCE_LIST,
  defaultSort: 'name',
  indexes: ['routingGroupId'],
  unique: [['code']],
  screens: {
    list: {
      path: '/z/depots/all',
      access: admin,
      menu: { heading: 'settings', icon: 'MdLocationCity' },
      quickSearch: { name: 'Depots', order: 6 },
    },
    detail: { path: '/z/depots/{id}', title: 'Depot', access: admin },
    create: { path: '/z/depots/all/create', title: 'Create Depot', access: admin },
  },
});

export const zones = defineResource({
  name: 'zones',
  path: '/z/zone',
  label: 'Zone',
  labelPlural: 'Zones',
  fields: {
    ...nameAndCode(16),
    routingGroupId,
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    postcodes: json('Postcodes', 'postcodes', { editable: true }),
    suburbs: json('Suburbs', 'suburbs', { editable: true }),
    geometry: json('Outline', 'polygon'),
  },
  ...REFERENCE_LIST,
  defaultSort: 'name',
  indexes: ['routingGroupId', 'depotId'],
});
