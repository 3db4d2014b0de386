/**
 * Line haul fleet and carriers (docs/line-haul.md): trucks, trailers, dollies and the
 * subcontracted carriers. Admin-only (spec 6). Kept in the device's record cache so the
 * allocator opens on a depot yard tablet with no network.
 */
import { ADMIN_ONLY } from './access';
import { bool, date, email, int, longText, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

export const UNIT_STATUSES = ['available', 'maintenance', 'retired'] as const;
export const TRUCK_TYPES = ['prime-mover', 'rigid'] as const;
export const TRAILER_TYPES = ['curtain-sider', 'pantech', 'refrigerated-van', 'flat-top'] as const;
export const SUBCONTRACTOR_STATUSES = ['active', 'suspended'] as const;

export const LINE_HAUL_ACCESS = { list: ADMIN_ONLY, get: ADMIN_ONLY, create: ADMIN_ONLY, update: ADMIN_ONLY, patch: ADMIN_ONLY, delete: ADMIN_ONLY };
const menu = (order: number) => ({ heading: 'line-haul' as const, order, icon: 'MdFireTruck' as const });

export const lineHaulTrucks = defineResource({
  name: 'lineHaulTrucks',
  path: '/line-haul/trucks',
  label: 'Truck',
  labelPlural: 'Trucks',
  fields: {
    registration: text('Registration', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 16 }),
    fleetNumber: text('Fleet number', { column: true, sortable: true, filter: 'text', editable: true, maxLength: 16 }),
    type: oneOf('Type', TRUCK_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    palletCapacity: int('Own pallet capacity', { column: true, sortable: true, editable: true, min: 0, max: 40, hint: 'Pallets a rigid carries itself; 0 for a prime mover.' }),
    homeDepotId: ref('Home depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', UNIT_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true, required: true }),
    maintenanceUntil: date('In maintenance until', { column: true, editable: true, nullable: true }),
    nextServiceDue: date('Next service due', { sortable: true, editable: true, nullable: true }),
    notes: longText('Notes', { editable: true }),
  },
  clientScoped: false,
  access: LINE_HAUL_ACCESS,
  defaultSort: 'registration',
  searchFields: ['registration', 'fleetNumber'],
  indexes: ['status', 'homeDepotId'],
  unique: [['registration']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'registration',
  screens: {
    list: { path: '/line-haul-truck/all', menu: menu(70) },
    detail: { path: '/line-haul-truck/{id}' },
    create: { path: '/line-haul-truck/all/create', title: 'Add Truck' },
  },
});

export const lineHaulTrailers = defineResource({
  name: 'lineHaulTrailers',
  path: '/line-haul/trailers',
  label: 'Trailer',
  labelPlural: 'Trailers',
  fields: {
    registration: text('Registration', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 16 }),
    fleetNumber: text('Fleet number', { column: true, sortable: true, filter: 'text', editable: true, maxLength: 16 }),
    type: oneOf('Type', TRAILER_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    palletCapacity: int('Pallet capacity', { column: true, sortable: true, editable: true, required: true, min: 1, max: 40 }),
    refrigerated: bool('Refrigerated', { column: true, filter: 'exact', editable: true }),
    homeDepotId: ref('Home depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', UNIT_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true, required: true }),
    maintenanceUntil: date('In maintenance until', { column: true, editable: true, nullable: true }),
    notes: longText('Notes', { editable: true }),
  },
  clientScoped: false,
  access: LINE_HAUL_ACCESS,
  defaultSort: 'registration',
  searchFields: ['registration', 'fleetNumber'],
  indexes: ['status', 'homeDepotId'],
  unique: [['registration']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'registration',
  screens: {
    list: { path: '/line-haul-trailer/all', menu: menu(80) },
    detail: { path: '/line-haul-trailer/{id}' },
    create: { path: '/line-haul-trailer/all/create', title: 'Add Trailer' },
  },
});

export const lineHaulSubcontractors = defineResource({
  name: 'lineHaulSubcontractors',
  path: '/line-haul/subcontractors',
  label: 'Subcontractor',
  labelPlural: 'Subcontractors',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    abn: text('ABN / NZBN', { column: true, filter: 'text', editable: true, maxLength: 20 }),
    contactName: text('Contact', { column: true, editable: true }),
    phone: text('Phone', { column: true, editable: true, maxLength: 40 }),
    email: email('E-mail', { editable: true }),
    ratePerKm: num('Rate per km ($)', { column: true, sortable: true, editable: true, min: 0, max: 100 }),
    minimumCharge: num('Minimum charge ($)', { editable: true, min: 0, max: 100000 }),
    insuranceExpiry: date('Insurance expires', { column: true, sortable: true, editable: true, required: true }),
    accreditationExpiry: date('Accreditation expires', { column: true, sortable: true, editable: true, required: true, hint: 'Heavy vehicle accreditation (NHVAS or equivalent).' }),
    status: oneOf('Status', SUBCONTRACTOR_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true, required: true }),
    notes: longText('Notes', { editable: true }),
  },
  clientScoped: false,
  access: LINE_HAUL_ACCESS,
  defaultSort: 'name',
  searchFields: ['name', 'contactName', 'abn'],
  indexes: ['status'],
  unique: [['name']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/line-haul-subcontractor/all', menu: menu(90) },
    detail: { path: '/line-haul-subcontractor/{id}' },
    create: { path: '/line-haul-subcontractor/all/create', title: 'Add Subcontractor' },
  },
});

export const lineHaulDollies = defineResource({
  name: 'lineHaulDollies',
  path: '/line-haul/dollies',
  label: 'Dolly',
  labelPlural: 'Dollies',
  fields: {
    code: text('Dolly', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 16 }),
    homeDepotId: ref('Home depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    maxLoadT: num('Rated load (t)', { column: true, sortable: true, editable: true, min: 1, max: 60 }),
    status: oneOf('Status', UNIT_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true, required: true }),
    maintenanceUntil: date('In maintenance until', { column: true, editable: true, nullable: true }),
    notes: longText('Notes', { editable: true }),
  },
  clientScoped: false,
  access: LINE_HAUL_ACCESS,
  defaultSort: 'code',
  searchFields: ['code'],
  indexes: ['status', 'homeDepotId'],
  unique: [['code']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'code',
  screens: {
    list: { path: '/line-haul-dolly/all', menu: menu(100) },
    detail: { path: '/line-haul-dolly/{id}' },
    create: { path: '/line-haul-dolly/all/create', title: 'Add Dolly' },
  },
});
