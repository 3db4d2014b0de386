import { ADMIN_ONLY, ANY_USER, admin } from './access';
import { bool, longText, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

export const ADDRESS_KINDS = ['customer', 'pickup', 'return', 'store', 'depot'] as const;

/**
 * The address book: places the operation visits again and again (client pickup points, return
 * addresses, retail stores, customers with hard-to-find doors), each with a checked geocode and
 * standing instructions. Geocode fixes made here outlive a single delivery. Operator-wide; admins
 * keep it, every page may show it.
 */
export const addresses = defineResource({
  name: 'addresses',
  path: '/nv/address',
  label: 'Address',
  labelPlural: 'Addresses',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    kind: oneOf('Kind', ADDRESS_KINDS, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    line1: text('Street address', { column: true, filter: 'text', editable: true, required: true }),
    suburb: text('Suburb', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    postcode: text('Postcode', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 12,
    }),
    stateId: ref('State', 'states', { column: true, filter: 'exact', editable: true, nullable: true }),
    countryId: ref('Country', 'countries', { filter: 'exact', editable: true, required: true }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    verified: bool('Geocode checked', { column: true, filter: 'exact', editable: true }),
    instructions: longText('Standing instructions', { editable: true }),
  },
  clientScoped: false,
  access: {
    list: ANY_USER,
    get: ANY_USER,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: ADMIN_ONLY,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'name',
  searchFields: ['name', 'line1', 'suburb', 'postcode'],
  indexes: ['kind', 'postcode'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/z/address/all', access: admin, menu: { heading: 'settings', icon: 'MdPlace' } },
    detail: { path: '/z/address/{id}', title: 'Address', access: admin },
    create: { path: '/z/address/all/create', title: 'Add Address', access: admin },
  },
});
