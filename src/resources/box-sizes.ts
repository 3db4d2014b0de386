import { ADMIN_ONLY, ANY_USER, admin } from './access';
import { bool, int, num, text } from './fields';
import { defineResource } from './types';

/**
 * The carton sizes the depots pack and load (a box's `sizeCode` names one). Dimensions and the
 * weight limit let loadout and packing screens check what fits a van. Operator-wide.
 */
export const boxSizes = defineResource({
  name: 'boxSizes',
  path: '/nv/box-size',
  label: 'Box size',
  labelPlural: 'Box sizes',
  fields: {
    code: text('Code', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 16,
    }),
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    lengthCm: int('Length (cm)', { column: true, sortable: true, editable: true, min: 1, max: 400 }),
    widthCm: int('Width (cm)', { column: true, sortable: true, editable: true, min: 1, max: 400 }),
    heightCm: int('Height (cm)', { column: true, sortable: true, editable: true, min: 1, max: 400 }),
    maxWeightKg: num('Weight limit (kg)', { column: true, sortable: true, editable: true, min: 0.1, max: 1000 }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
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
  defaultSort: 'lengthCm,code',
  indexes: ['code'],
  unique: [['code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/d/box-sizes/all', access: admin, menu: { heading: 'settings', icon: 'MdInventory2' } },
    detail: { path: '/d/box-sizes/{id}', title: 'Box Size', access: admin },
    create: { path: '/d/box-sizes/all/create', title: 'Add Box Size', access: admin },
  },
});
