/** Reference lists loaded whole at start (limit=-1) and kept offline: countries, states, depots, zones, routing groups. */
import { z } from 'zod';
import { ADMIN_ONLY, ANY_USER } from './access';
import { defineResource } from './types';

const referenceAccess = { list: ANY_USER, get: ANY_USER, create: ADMIN_ONLY, update: ADMIN_ONLY, patch: ADMIN_ONLY, delete: ADMIN_ONLY };

export const countries = defineResource({
  name: 'countries',
  path: '/nv/country',
  label: 'Country',
  labelPlural: 'Countries',
  schema: z.object({ countryId: z.number().int(), name: z.string().min(1), code: z.string().min(2).max(3) }),
  fields: {
    countryId: { label: 'Country id', type: 'integer', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
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
  schema: z.object({ name: z.string().min(1), code: z.string().min(1), countryId: z.number().int() }),
  fields: {
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    countryId: { label: 'Country', type: 'ref', ref: 'countries', column: true, filter: 'exact', editable: true, required: true },
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
  schema: z.object({
    name: z.string().min(1),
    code: z.string().min(1),
    countryId: z.number().int(),
    stateId: z.number().int().nullable(),
    timezone: z.string(),
  }),
  fields: {
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    countryId: { label: 'Country', type: 'ref', ref: 'countries', column: true, filter: 'exact', editable: true, required: true },
    stateId: { label: 'State', type: 'ref', ref: 'states', column: true, filter: 'exact', editable: true },
    timezone: { label: 'Time zone', type: 'string', editable: true },
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
  schema: z.object({
    name: z.string().min(1),
    code: z.string().min(1),
    routingGroupId: z.number().int(),
    countryId: z.number().int(),
    stateId: z.number().int().nullable(),
    address: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    active: z.boolean(),
  }),
  fields: {
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    routingGroupId: { label: 'Routing group', type: 'ref', ref: 'routingGroups', column: true, filter: 'exact', editable: true, required: true },
    countryId: { label: 'Country', type: 'ref', ref: 'countries', filter: 'exact', editable: true, required: true },
    stateId: { label: 'State', type: 'ref', ref: 'states', column: true, filter: 'exact', editable: true },
    address: { label: 'Address', type: 'string', column: true, filter: 'text', editable: true },
    lat: { label: 'Latitude', type: 'number', editable: true, min: -90, max: 90 },
    lng: { label: 'Longitude', type: 'number', editable: true, min: -180, max: 180 },
    active: { label: 'Active', type: 'boolean', column: true, filter: 'exact', editable: true },
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['routingGroupId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});

export const zones = defineResource({
  name: 'zones',
  path: '/z/zone',
  label: 'Zone',
  labelPlural: 'Zones',
  schema: z.object({
    name: z.string().min(1),
    code: z.string().min(1),
    routingGroupId: z.number().int(),
    depotId: z.number().int(),
    postcodes: z.array(z.string()),
  }),
  fields: {
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    routingGroupId: { label: 'Routing group', type: 'ref', ref: 'routingGroups', column: true, filter: 'exact', editable: true, required: true },
    depotId: { label: 'Depot', type: 'ref', ref: 'depots', column: true, filter: 'exact', editable: true, required: true },
    postcodes: { label: 'Postcodes', type: 'json', editable: true },
  },
  clientScoped: false,
  access: referenceAccess,
  defaultSort: 'name',
  indexes: ['routingGroupId', 'depotId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});
