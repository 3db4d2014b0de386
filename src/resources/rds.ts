/**
 * Retail delivery (RDS, docs/rds.md): the stores of retail clients with their opening hours and
 * the skills their work needs, the service providers who do the in-store work, RDS events
 * (bookings of work at a store) and retail exceptions (problems raised at a store, managed to
 * resolution through their lifecycle). Stores and exceptions also come from a CSV upload: the
 * generic import, checked line by line and written all or nothing.
 *
 * Who: admin-type users read everything; admins change it. Retail clients see their own stores
 * (RDSStores, client 888) and exceptions, and their office (a client-admin) keeps its store list and
 * raises and follows up its exceptions. Holders of RetailDeliveryBooking read their own clients'
 * RDS events (the bookings page, src/features/rds/bookings-page.tsx) and the names they show; the
 * RDS lists in the menu stay admin-type's (spec 2.4).
 *
 * A visit plan (RDS Routing Tool) is the one change that orders a service provider's visits of a
 * day: created once through the outbox, applied by the server to every visit in one transaction
 * (server/rds/visit-plans.ts), checked against the day's version (`dayVersion`) so a visit changed
 * underneath is a conflict.
 */
import { admin, adminType, all, any, because, clientIdIn, feature, retailStores, role } from './access';
import { WINDOW_ENDS_AFTER_START, endsAfter } from './cross-field';
import { bool, date, dateTime, email, int, json, longText, num, oneOf, ref, refs, text, time } from './fields';
import { defineResource } from './types';

/** A retail client's office: a client-admin of a client that keeps stores. */
const retailOffice = all(role('client-admin'), any(feature('RDSStores'), clientIdIn(888)));
/** Retail exceptions: admin-type staff and the retail client 888 (spec 6). */
const exceptionsRead = any(adminType, clientIdIn(888));
const exceptionsWrite = any(admin, all(role('client-admin'), clientIdIn(888)));

const ADMIN_TABLE = {
  list: adminType,
  get: adminType,
  create: admin,
  update: admin,
  patch: admin,
  delete: admin,
};
/**
 * Retail Delivery Bookings' readers (feature RetailDeliveryBooking, spec 6) read the RDS events of
 * their own clients and the names a booking shows (its provider and work); admins change them.
 */
const bookingsRead = any(adminType, feature('RetailDeliveryBooking'));
const BOOKINGS_TABLE = { ...ADMIN_TABLE, list: bookingsRead, get: bookingsRead };

const rdsMenu = { heading: 'rds' } as const;
const nameField = (max = 80) =>
  text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: max });

export const retailSkills = defineResource({
  name: 'retailSkills',
  path: '/d/retail-skill',
  label: 'Retail Skill',
  labelPlural: 'Retail Skills',
  fields: {
    name: nameField(),
    code: text('Code', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 16 }),
    description: longText('Description', { editable: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: false,
  access: BOOKINGS_TABLE,
  offline: 'reference',
  mergeKey: 'id',
  defaultSort: 'name',
  searchFields: ['name', 'code'],
  indexes: [],
  unique: [['code']],
  titleField: 'name',
  screens: {
    list: {
      path: '/d/retail-skills/all',
      access: adminType,
      menu: { ...rdsMenu, id: 'd.retail-skills', icon: 'MdPeople' },
    },
    detail: { path: '/d/retail-skills/{id}' },
    create: { path: '/d/retail-skills/all/create', title: 'Add Retail Skill' },
  },
});

export const rdsStores = defineResource({
  name: 'rdsStores',
  path: '/rds/store',
  label: 'Store',
  labelPlural: 'Stores',
  fields: {
    storeNumber: text('Store number', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 16,
    }),
    name: nameField(),
    address: text('Address', { column: true, filter: 'text', editable: true, required: true, maxLength: 200 }),
    suburb: text('Suburb', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 80,
    }),
    postcode: text('Postcode', { column: true, filter: 'exact', editable: true, required: true, maxLength: 8 }),
    stateId: ref('State', 'states', { filter: 'exact', editable: true, nullable: true }),
    phone: text('Phone', { editable: true, maxLength: 32 }),
    opensAt: time('Opens', { column: true, editable: true, required: true }),
    closesAt: time('Closes', { column: true, editable: true, required: true }),
    openDays: text('Open days', { column: true, editable: true, maxLength: 40, hint: 'For example Mon-Sat.' }),
    skillIds: refs('Skills needed', 'retailSkills', { editable: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
    // where the store is: the RDS Routing Tool suggests a provider's visits nearest-next from them
    lat: num('Latitude', { editable: true, nullable: true, min: -90, max: 90 }),
    lng: num('Longitude', { editable: true, nullable: true, min: -180, max: 180 }),
  },
  crossFieldRules: [endsAfter('opensAt', 'closesAt', 'The store must close after it opens.')],
  clientScoped: true,
  access: {
    list: retailStores,
    get: retailStores,
    create: any(admin, retailOffice),
    update: any(admin, retailOffice),
    patch: any(admin, retailOffice),
    delete: admin,
  },
  offline: 'records',
  mergeKey: 'id',
  defaultSort: 'storeNumber',
  searchFields: ['storeNumber', 'name', 'suburb'],
  indexes: ['postcode'],
  unique: [['clientId', 'storeNumber']],
  titleField: 'name',
  screens: {
    list: { path: '/rds/store/all', menu: { ...rdsMenu, id: 'rds.stores', icon: 'MdStore' } },
    detail: { path: '/rds/store/{id}' },
    create: { path: '/rds/store/all/create', title: 'Add Store' },
    import: {
      path: '/rds/store/upload',
      title: 'Store Upload',
      menu: { ...rdsMenu, id: 'rds.store-upload', icon: 'MdUploadFile' },
    },
  },
});

export const serviceProviders = defineResource({
  name: 'serviceProviders',
  path: '/rds/service-provider',
  label: 'Service Provider',
  labelPlural: 'Service Providers',
  fields: {
    name: nameField(),
    contactName: text('Contact', { column: true, editable: true, maxLength: 80 }),
    email: email('E-mail', { column: true, editable: true }),
    phone: text('Phone', { column: true, editable: true, maxLength: 32 }),
    skillIds: refs('Skills', 'retailSkills', { editable: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: false,
  access: BOOKINGS_TABLE,
  offline: 'reference',
  mergeKey: 'id',
  defaultSort: 'name',
  searchFields: ['name', 'contactName'],
  indexes: [],
  unique: [['name']],
  titleField: 'name',
  screens: {
    list: {
      path: '/rds/service-provider/all',
      access: adminType,
      menu: { ...rdsMenu, id: 'rds.providers', icon: 'MdBusiness' },
    },
    detail: { path: '/rds/service-provider/{id}' },
    create: { path: '/rds/service-provider/all/create', title: 'Add Service Provider' },
  },
});

export const RDS_EVENT_STATUSES = ['booked', 'confirmed', 'completed', 'cancelled'] as const;

/** Who plans a service provider's visits (the visit order and the plans that write it). */
const planVisits = because("Only admins plan a service provider's visits (RDS Routing Tool).", admin);

/** An RDS event is one of its provider's visits of the day unless it is cancelled. */
export function isVisit(event: { status: string }): boolean {
  return event.status !== 'cancelled';
}

/** A visit as its place in the saved order needs it. */
export interface OrderedVisit {
  id: number;
  reference: string;
  startTime: string;
  visitOrder: number | null;
}

/** The saved order of a day's visits: planned ones by their number, then unplanned ones by booked start, then reference. */
export function visitsInOrder<V extends OrderedVisit>(visits: readonly V[]): V[] {
  const place = (v: OrderedVisit) => v.visitOrder ?? Number.POSITIVE_INFINITY;
  return [...visits].sort(
    (a, b) => place(a) - place(b) || a.startTime.localeCompare(b.startTime) || a.reference.localeCompare(b.reference),
  );
}

/**
 * The version of a provider's day as a plan sees it: the sum of its visits' versions. A record's
 * version only rises, so over the same visits any change to one of them raises the sum; a visit
 * added or cancelled changes the set, which the server checks by name as well.
 */
export function dayVersion(visits: readonly { version: number }[]): number {
  return visits.reduce((sum, v) => sum + v.version, 0);
}

export const rdsEvents = defineResource({
  name: 'rdsEvents',
  path: '/rds/c',
  label: 'RDS Event',
  labelPlural: 'RDS Events',
  fields: {
    reference: text('Reference', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
    }),
    storeId: ref('Store', 'rdsStores', { column: true, filter: 'exact', editable: true, required: true }),
    serviceProviderId: ref('Service provider', 'serviceProviders', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    skillId: ref('Work', 'retailSkills', { column: true, filter: 'exact', editable: true, required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    startTime: time('Starts', { column: true, editable: true, required: true }),
    endTime: time('Ends', { column: true, editable: true, required: true }),
    status: oneOf('Status', RDS_EVENT_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    completedAt: dateTime('Completed at', { nullable: true, write: 'server' }),
    // the provider's order of the day's visits, planned in the RDS Routing Tool (null: not planned)
    visitOrder: int('Visit order', {
      column: true,
      sortable: true,
      editable: true,
      nullable: true,
      min: 1,
      write: planVisits,
    }),
    notes: longText('Notes', { editable: true }),
  },
  crossFieldRules: [endsAfter('startTime', 'endTime', WINDOW_ENDS_AFTER_START)],
  // a visit's place in its provider's day is in its history, as a drop's stop is
  audited: ['visitOrder'],
  lifecycle: {
    field: 'status',
    start: ['booked'],
    anyStartBy: admin,
    transitions: [
      { from: ['booked'], to: 'confirmed', who: admin },
      { from: ['booked', 'confirmed'], to: 'completed', who: admin, stamps: ['completedAt'] },
      { from: ['booked', 'confirmed'], to: 'cancelled', who: admin },
      { from: ['cancelled'], to: 'booked', who: admin },
    ],
  },
  clientScoped: true,
  access: BOOKINGS_TABLE,
  offline: 'records',
  mergeKey: 'id',
  defaultSort: '-date,startTime',
  searchFields: ['reference'],
  indexes: ['date', 'storeId', 'status'],
  unique: [['clientId', 'reference']],
  titleField: 'reference',
  screens: {
    list: { path: '/rds/c/all', access: adminType, menu: { ...rdsMenu, id: 'rds.events', icon: 'MdEvent' } },
    detail: { path: '/rds/c/{id}' },
    create: { path: '/rds/c/all/create', title: 'Book RDS Event' },
  },
});

export const RETAIL_EXCEPTION_STATUSES = ['open', 'in-progress', 'resolved', 'cancelled'] as const;
export const RETAIL_EXCEPTION_CATEGORIES = [
  'damaged-stock',
  'missing-stock',
  'store-access',
  'display',
  'paperwork',
  'other',
] as const;

export const retailExceptions = defineResource({
  name: 'retailExceptions',
  path: '/d/retail-exception',
  label: 'Retail exception',
  labelPlural: 'Retail Exceptions',
  fields: {
    reference: text('Reference', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
    }),
    storeId: ref('Store', 'rdsStores', { column: true, filter: 'exact', editable: true, required: true }),
    raisedOn: date('Raised on', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
    }),
    category: oneOf('Category', RETAIL_EXCEPTION_CATEGORIES, {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    description: longText('Description', { editable: true, required: true }),
    status: oneOf('Status', RETAIL_EXCEPTION_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    resolution: longText('Resolution', { editable: true }),
    resolvedAt: dateTime('Resolved at', { column: true, sortable: true, nullable: true, write: 'server' }),
  },
  lifecycle: {
    field: 'status',
    start: ['open'],
    anyStartBy: admin,
    transitions: [
      { from: ['open'], to: 'in-progress', who: exceptionsWrite },
      {
        from: ['open', 'in-progress'],
        to: 'resolved',
        who: exceptionsWrite,
        requires: ['resolution'],
        stamps: ['resolvedAt'],
      },
      { from: ['resolved', 'cancelled'], to: 'open', who: admin, clears: ['resolvedAt'] },
      { from: ['open', 'in-progress'], to: 'cancelled', who: exceptionsWrite },
    ],
  },
  audited: ['category', 'resolution'],
  clientScoped: true,
  access: {
    list: exceptionsRead,
    get: exceptionsRead,
    create: exceptionsWrite,
    update: exceptionsWrite,
    patch: exceptionsWrite,
    delete: admin,
  },
  offline: 'records',
  mergeKey: 'id',
  retryWithHistorical: true,
  defaultSort: '-raisedOn,reference',
  searchFields: ['reference', 'description'],
  indexes: ['raisedOn', 'status', 'storeId'],
  unique: [['clientId', 'reference']],
  titleField: 'reference',
  screens: {
    list: {
      path: '/d/retail-exceptions/manage/all',
      access: adminType,
      menu: { ...rdsMenu, id: 'd.retail-exceptions-manage', icon: 'MdWarning' },
    },
    detail: { path: '/d/retail-exceptions/manage/{id}' },
    create: { path: '/d/retail-exceptions/manage/all/create', title: 'Raise Retail Exception' },
    import: {
      path: '/d/retail-exceptions/manage/upload',
      title: 'Retail Exceptions Upload',
      access: adminType,
      menu: { ...rdsMenu, id: 'd.retail-exceptions-upload', icon: 'MdUploadFile' },
    },
  },
});

/**
 * A visit plan: a service provider's visits of a day in the planned order, as one change (the RDS
 * Routing Tool's save). Created, never changed; the create carries the day's version (`dayVersion`
 * of the visits the planner saw) as its `version`. The server numbers every visit of the day
 * 1..n in this order in the create's transaction, or nothing (server/rds/visit-plans.ts); the
 * record keeps the order applied and who planned it.
 */
export const rdsVisitPlans = defineResource({
  name: 'rdsVisitPlans',
  path: '/rds/visit-plans',
  label: 'Visit plan',
  labelPlural: 'Visit plans',
  fields: {
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    serviceProviderId: ref('Service provider', 'serviceProviders', { column: true, filter: 'exact', required: true }),
    visitIds: json('Visits in order', 'idList', { required: true }),
    plannedBy: ref('Planned by', 'users', { column: true, nullable: true, write: 'server' }),
  },
  clientScoped: false,
  access: { list: adminType, get: adminType, create: planVisits },
  defaultSort: '-id',
  indexes: ['date'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'date',
});
