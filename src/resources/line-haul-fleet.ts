/**
 * Line haul fleet and carriers (docs/line-haul.md): trucks, trailers, dollies and the
 * subcontracted carriers. Admin-only (spec 6). Kept in the device's record cache so the
 * allocator opens on a depot yard tablet with no network.
 */
import { ADMIN_ONLY } from './access';
import { bool, date, email, int, longText, num, oneOf, ref, text } from './fields';
import { defineResource, type ResourceDef } from './types';

export const UNIT_STATUSES = ['available', 'maintenance', 'retired'] as const;
export const TRUCK_TYPES = ['prime-mover', 'rigid'] as const;
export const TRAILER_TYPES = ['curtain-sider', 'pantech', 'refrigerated-van', 'flat-top'] as const;
export const SUBCONTRACTOR_STATUSES = ['active', 'suspended'] as const;

export const LINE_HAUL_ACCESS = {
  list: ADMIN_ONLY,
  get: ADMIN_ONLY,
  create: ADMIN_ONLY,
  update: ADMIN_ONLY,
  patch: ADMIN_ONLY,
  delete: ADMIN_ONLY,
};
const menu = { heading: 'line-haul', icon: 'MdFireTruck' } as const;

/**
 * The parts of every line haul declaration (fleet, network, movements): an admin-only record kept
 * on the device, with its list (in the Line Haul menu, placed by src/screens/catalogue/line-haul.ts),
 * detail and create screens under /line-haul-<slug>/, and the grid edit and export screens where
 * `more` titles them.
 */
export function lineHaulRecord(
  slug: string,
  createTitle: string,
  more: { gridEdit?: string; export?: string } = {},
): Pick<ResourceDef, 'clientScoped' | 'access' | 'offline' | 'mergeKey' | 'screens'> {
  const base = `/line-haul-${slug}`;
  return {
    clientScoped: false,
    access: LINE_HAUL_ACCESS,
    offline: 'records',
    mergeKey: 'id',
    screens: {
      list: { path: `${base}/all`, menu },
      detail: { path: `${base}/{id}` },
      create: { path: `${base}/all/create`, title: createTitle },
      ...(more.gridEdit ? { gridEdit: { path: `${base}/all/grid-edit`, title: more.gridEdit } } : {}),
      ...(more.export ? { export: { path: `${base}/all/export`, title: more.export } } : {}),
    },
  };
}

/** A registered vehicle (truck, trailer): named by its registration, found by it or its fleet number. */
const REGISTRATION = {
  registration: text('Registration', {
    column: true,
    sortable: true,
    filter: 'text',
    editable: true,
    required: true,
    maxLength: 16,
  }),
  fleetNumber: text('Fleet number', { column: true, sortable: true, filter: 'text', editable: true, maxLength: 16 }),
};
const REGISTERED = {
  defaultSort: 'registration',
  searchFields: ['registration', 'fleetNumber'],
  unique: [['registration']],
  titleField: 'registration',
} as const;

/** Where a unit (truck, trailer, dolly) is based and whether it may be planned. */
const unitHomeDepotId = ref('Home depot', 'depots', { column: true, filter: 'exact', editable: true, required: true });
const UNIT_STATE = {
  status: oneOf('Status', UNIT_STATUSES, {
    column: true,
    sortable: true,
    filter: 'exact',
    editable: true,
    required: true,
  }),
  maintenanceUntil: date('In maintenance until', { column: true, editable: true, nullable: true }),
};
const UNIT_INDEXES = ['status', 'homeDepotId'] as const;
const notes = longText('Notes', { editable: true });

export const lineHaulTrucks = defineResource({
  name: 'lineHaulTrucks',
  path: '/line-haul/trucks',
  label: 'Truck',
  labelPlural: 'Trucks',
  fields: {
    ...REGISTRATION,
    type: oneOf('Type', TRUCK_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    palletCapacity: int('Own pallet capacity', {
      column: true,
      sortable: true,
      editable: true,
      min: 0,
      max: 40,
      hint: 'Pallets a rigid carries itself; 0 for a prime mover.',
    }),
    homeDepotId: unitHomeDepotId,
    ...UNIT_STATE,
    nextServiceDue: date('Next service due', { sortable: true, editable: true, nullable: true }),
    notes,
  },
  ...lineHaulRecord('truck', 'Add Truck'),
  ...REGISTERED,
  indexes: UNIT_INDEXES,
});

export const lineHaulTrailers = defineResource({
  name: 'lineHaulTrailers',
  path: '/line-haul/trailers',
  label: 'Trailer',
  labelPlural: 'Trailers',
  fields: {
    ...REGISTRATION,
    type: oneOf('Type', TRAILER_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    palletCapacity: int('Pallet capacity', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 1,
      max: 40,
    }),
    refrigerated: bool('Refrigerated', { column: true, filter: 'exact', editable: true }),
    homeDepotId: unitHomeDepotId,
    ...UNIT_STATE,
    notes,
  },
  ...lineHaulRecord('trailer', 'Add Trailer'),
  ...REGISTERED,
  indexes: UNIT_INDEXES,
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
    accreditationExpiry: date('Accreditation expires', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      hint: 'Heavy vehicle accreditation (NHVAS or equivalent).',
    }),
    status: oneOf('Status', SUBCONTRACTOR_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    notes,
  },
  ...lineHaulRecord('subcontractor', 'Add Subcontractor'),
  defaultSort: 'name',
  searchFields: ['name', 'contactName', 'abn'],
  indexes: ['status'],
  unique: [['name']],
  titleField: 'name',
});

export const lineHaulDollies = defineResource({
  name: 'lineHaulDollies',
  path: '/line-haul/dollies',
  label: 'Dolly',
  labelPlural: 'Dollies',
  fields: {
    code: text('Dolly', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 16,
    }),
    homeDepotId: unitHomeDepotId,
    maxLoadT: num('Rated load (t)', { column: true, sortable: true, editable: true, min: 1, max: 60 }),
    ...UNIT_STATE,
    notes,
  },
  ...lineHaulRecord('dolly', 'Add Dolly'),
  defaultSort: 'code',
  searchFields: ['code'],
  indexes: UNIT_INDEXES,
  unique: [['code']],
  titleField: 'code',
});
