/** Reference lists loaded whole at start (limit=-1) and kept offline: countries, states, depots, zones, routing groups. */
import { ADMIN_ONLY, ANY_USER, admin } from './access';
import { bool, int, json, num, ref, text } from './fields';
import { defineResource } from './types';

/**
 * Everyone signed in reads reference lists: every page shows names (depot, zone, routing group)
 * where records hold ids. Only admins change them, and their Settings screens are admin-only.
 */
const referenceAccess = { list: ANY_USER, get: ANY_USER, create: ADMIN_ONLY, update: ADMIN_ONLY, patch: ADMIN_ONLY, delete: ADMIN_ONLY };

export const countries = defineResource({
  name: 'countries',
  path: '/nv/country',
  label: 'Country',
  labelPlural: 'Countries',
  fields: {
    countryId: int('Country id', { column: true, sortable: true, filter: 'exact', editable: true, required: true, min: 1 }),
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', { column: true, sortable: true, filter: 'exact', editable: true, required: true, maxLength: 3 }),
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'countryId,name',
  indexes: ['countryId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});

export const states = defineResource({
  name: 'states',
  path: '/nv/state',
  label: 'State',
  labelPlural: 'States',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', { column: true, sortable: true, filter: 'exact', editable: true, required: true, maxLength: 8 }),
    countryId: ref('Country', 'countries', { column: true, filter: 'exact', editable: true, required: true }),
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['countryId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});

export const routingGroups = defineResource({
  name: 'routingGroups',
  path: '/z/routing-group',
  label: 'Routing group',
  labelPlural: 'Routing groups',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', { column: true, sortable: true, filter: 'exact', editable: true, required: true, maxLength: 16 }),
    countryId: ref('Country', 'countries', { column: true, filter: 'exact', editable: true, required: true }),
    stateId: ref('State', 'states', { column: true, filter: 'exact', editable: true, nullable: true }),
    timezone: text('Time zone', { editable: true, maxLength: 64 }),
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['countryId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});

export const depots = defineResource({
  name: 'depots',
  path: '/nv/depot',
  label: 'Depot',
  labelPlural: 'Depots',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', { column: true, sortable: true, filter: 'exact', editable: true, required: true, maxLength: 16 }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', editable: true, required: true }),
    countryId: ref('Country', 'countries', { filter: 'exact', editable: true, required: true }),
    stateId: ref('State', 'states', { column: true, filter: 'exact', editable: true, nullable: true }),
    address: text('Address', { column: true, filter: 'text', editable: true }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['routingGroupId'],
  unique: [['code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/z/depots/all', access: admin, menu: { heading: 'settings', order: 40, icon: 'MdLocationCity' }, quickSearch: { name: 'Depots', order: 6 } },
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
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    code: text('Code', { column: true, sortable: true, filter: 'exact', editable: true, required: true, maxLength: 16 }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', editable: true, required: true }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    postcodes: json('Postcodes', 'postcodes', { editable: true }),
    suburbs: json('Suburbs', 'suburbs', { editable: true }),
    geometry: json('Outline', 'polygon'),
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['routingGroupId', 'depotId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});
