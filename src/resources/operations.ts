/** Business records of the daily operation: deliveries, boxes, runs, drops, file uploads. */
import {
  ADMIN_ONLY,
  OPERATIONS_READ,
  admin,
  adminType,
  all,
  any,
  because,
  clientConfig,
  dashboard,
  feature,
  inState,
  own,
  perm,
  role,
  staffOr,
} from './access';
import { WINDOW_ENDS_AFTER_START, endsAfter } from './cross-field';
import { bool, date, dateTime, int, json, longText, num, oneOf, ref, text, time } from './fields';
import { defineResource } from './types';

export const DELIVERY_STATUSES = [
  'pending',
  'routed',
  'loaded',
  'in-transit',
  'delivered',
  'failed',
  'returned',
  'cancelled',
] as const;
export const SERVICE_TYPES = ['home', 'wholesale'] as const;

const DELIVERY_WRITE = perm('upload-manifest');
const DELIVERY_PATCH = any(perm('upload-manifest'), perm('pre-delivery'));
/** statuses of a delivery before it leaves the depot: its client's office may still cancel it */
const BEFORE_TRANSIT = ['pending', 'routed', 'loaded'];
/** CSV upload also needs the client's CSV-manifest setting, unless admin (spec 6) */
const CSV_UPLOAD = any(admin, all(perm('upload-manifest'), clientConfig('allowCsvManifestUpload')));

/**
 * Returning parcels to the depot: admins and holders of 'return-to-depot', whose Return to Depot
 * scanner (server/operations/scan-effects.ts) makes a delivery returned and its boxes redelivery.
 */
export const RETURN_TO_DEPOT = any(admin, perm('return-to-depot'));
/** Manual routing (moving deliveries and drops between runs) is admin-only, as its page is. */
const ROUTING = because('Only admins move deliveries and drops between runs (Manual Routing).', admin);
/**
 * Where and when a delivery goes: client staff change it until the van is loaded; after that
 * the depot has planned and loaded it, and operations staff change it.
 */
const BEFORE_LOADING = any(adminType, inState('status', 'pending', 'routed'));
const UNTIL_LOADED = because(
  'Once a delivery is loaded, only operations staff change its date, address, recipient or window.',
  BEFORE_LOADING,
);
/**
 * Files on a delivery (POST /api/deliveries/:id/file): its client's office adds them until the
 * delivery is loaded; after that the files are proof of delivery, which operations staff record
 * (as PROOF says of the fields).
 */
const DELIVERY_FILES = because(
  'Once a delivery is loaded, only operations staff add files to it.',
  all(DELIVERY_PATCH, BEFORE_LOADING),
);
/**
 * Proof of delivery, delivery time, failure reason and status history are recorded by the driver
 * app, the depot and the server's lifecycle, never by the client. (The status lifecycle, kept by
 * the server, decides them in the end: these stay admin-only until it sets them itself.)
 */
const PROOF = because('Only operations staff record delivery times, failures, proof of delivery and history.', admin);

export const deliveries = defineResource({
  name: 'deliveries',
  path: '/deliveries',
  label: 'Delivery',
  labelPlural: 'Deliveries',
  fields: {
    reference: text('Reference', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 64,
    }),
    orderNumber: text('Order number', { column: true, sortable: true, filter: 'text', editable: true, maxLength: 64 }),
    date: date('Date', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
      write: UNTIL_LOADED,
    }),
    status: oneOf('Status', DELIVERY_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    serviceType: oneOf('Service', SERVICE_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    recipientName: text('Recipient', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      write: UNTIL_LOADED,
    }),
    recipientPhone: text('Phone', { editable: true, maxLength: 40 }),
    address: text('Address', { column: true, filter: 'text', editable: true, required: true, write: UNTIL_LOADED }),
    suburb: text('Suburb', { column: true, sortable: true, filter: 'text', editable: true, write: UNTIL_LOADED }),
    postcode: text('Postcode', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      maxLength: 12,
      write: UNTIL_LOADED,
    }),
    stateId: ref('State', 'states', { filter: 'exact', editable: true, nullable: true, write: UNTIL_LOADED }),
    countryId: ref('Country', 'countries', { filter: 'exact', editable: true, required: true, write: UNTIL_LOADED }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    geoIssue: bool('Geocode issue', { filter: 'exact', editable: true }),
    routingGroupId: ref('Routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
    }),
    zoneId: ref('Zone', 'zones', { column: true, filter: 'exact', editable: true, nullable: true }),
    depotId: ref('Depot', 'depots', { filter: 'exact', editable: true, nullable: true }),
    runId: ref('Run', 'runs', { column: true, filter: 'exact', editable: true, nullable: true, write: ROUTING }),
    dropId: ref('Drop', 'drops', { filter: 'exact', nullable: true, write: 'server' }),
    windowStart: time('Window from', { column: true, sortable: true, editable: true, write: UNTIL_LOADED }),
    windowEnd: time('Window to', { column: true, editable: true, filter: 'range', write: UNTIL_LOADED }),
    boxCount: int('Boxes', { column: true, sortable: true, editable: true, min: 0, max: 999 }),
    weightKg: num('Weight (kg)', { sortable: true, editable: true, min: 0, max: 10000 }),
    instructions: longText('Instructions', { editable: true }),
    failureReason: text('Failure reason', { filter: 'text', editable: true, nullable: true, write: PROOF }),
    deliveredAt: dateTime('Delivered at', { sortable: true, nullable: true, write: PROOF }),
    photos: json('Proof of delivery', 'photos', { write: PROOF }),
    statusHistory: json('Status history', 'statusHistory', { write: PROOF }),
    // least-cost routing (docs/courier-routing.md): for a client with it on, the server keeps the
    // cheapest carrier for the locality, weight and day, and its quote, whenever those change
    carrierId: ref('Carrier', 'carriers', { filter: 'exact', nullable: true, write: 'server' }),
    carrierZone: text('Carrier zone', { nullable: true, maxLength: 16, write: 'server' }),
    carrierQuoteCents: int('Carrier quote (cents)', { nullable: true, min: 0, max: 10_000_000, write: 'server' }),
  },
  /**
   * The road (routed, loaded, in transit, the outcome) is the operator's: admins; the return is
   * also theirs who return parcels to the depot (RETURN_TO_DEPOT). The client's office may cancel a delivery until it is in transit; after that only an admin may.
   * Delivered stamps 'Delivered at' (an admin may give the time) and drops the failure reason;
   * failed needs a reason and drops the delivered time. The drop follows (docs/deliveries.md).
   */
  lifecycle: {
    field: 'status',
    start: ['pending'],
    anyStartBy: admin,
    timesGivenBy: admin,
    trail: 'statusHistory',
    transitions: [
      { from: ['pending', 'returned'], to: 'routed', who: admin },
      { from: ['routed', 'returned', 'cancelled'], to: 'pending', who: admin },
      { from: ['routed'], to: 'loaded', who: admin },
      { from: ['loaded'], to: 'in-transit', who: admin },
      {
        from: ['loaded', 'in-transit', 'failed', 'returned'],
        to: 'delivered',
        who: admin,
        stamps: ['deliveredAt'],
        clears: ['failureReason'],
      },
      {
        from: ['loaded', 'in-transit', 'delivered'],
        to: 'failed',
        who: admin,
        requires: ['failureReason'],
        clears: ['deliveredAt'],
      },
      { from: ['loaded', 'in-transit', 'failed'], to: 'returned', who: RETURN_TO_DEPOT },
      { from: BEFORE_TRANSIT, to: 'cancelled', who: DELIVERY_PATCH },
      { from: ['in-transit', 'failed', 'returned'], to: 'cancelled', who: admin },
    ],
  },
  audited: ['date', 'runId', 'deliveredAt', 'failureReason', 'address', 'windowStart', 'windowEnd'],
  crossFieldRules: [endsAfter('windowStart', 'windowEnd', WINDOW_ENDS_AFTER_START)],
  clientScoped: true,
  access: {
    list: OPERATIONS_READ,
    get: OPERATIONS_READ,
    create: DELIVERY_WRITE,
    update: DELIVERY_WRITE,
    patch: DELIVERY_PATCH,
    delete: ADMIN_ONLY,
    upload: DELIVERY_FILES,
  },
  defaultSort: 'date,reference',
  searchFields: ['reference', 'orderNumber', 'recipientName', 'address', 'suburb'],
  indexes: ['date', 'status', 'routingGroupId', 'zoneId', 'depotId', 'runId', 'reference'],
  offline: 'records',
  retryWithHistorical: true,
  unique: [['clientId', 'reference']],
  mergeKey: 'id',
  titleField: 'reference',
  screens: {
    list: {
      path: '/d/deliveries/all',
      access: any(dashboard, perm('drops')),
      menu: { heading: 'deliveries', icon: 'MdLocalShipping', submenu: 'routing-groups' },
      quickSearch: { name: 'Deliveries', order: 1 },
    },
    detail: { path: '/run/r/delivery/{id}', title: 'Delivery Detail', access: any(dashboard, perm('drops')) },
    gridEdit: {
      path: '/d/deliveries/all/grid-edit',
      title: 'Deliveries Grid Edit',
      access: admin,
      menu: { heading: 'deliveries', icon: 'MdGridOn' },
    },
    create: {
      path: '/d/deliveries/all/create',
      title: 'Create Delivery',
      menu: { heading: 'deliveries', icon: 'MdAdd' },
    },
    import: {
      path: '/d/delivery-upload',
      title: 'Upload CSV',
      access: CSV_UPLOAD,
      menu: [
        { heading: 'deliveries', icon: 'MdUploadFile' },
        { heading: 'tools', label: 'Upload Manifest', icon: 'MdUploadFile' },
      ],
      quickSearch: { name: 'Upload CSV', order: 4 },
    },
    export: {
      path: '/d/deliveries-export-csv',
      title: 'Deliveries Export CSV',
      access: staffOr('client-tools-export-items'),
      menu: { heading: 'deliveries', icon: 'MdFileDownload' },
    },
  },
});

export const BOX_STATUSES = ['created', 'sorted', 'loaded', 'delivered', 'redelivery', 'missing', 'damaged'] as const;

export const boxes = defineResource({
  name: 'boxes',
  path: '/boxes',
  label: 'Box',
  labelPlural: 'Boxes',
  fields: {
    barcode: text('Barcode', { column: true, sortable: true, filter: 'text', required: true, maxLength: 64 }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    status: oneOf('Status', BOX_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    sizeCode: text('Size', { column: true, filter: 'exact', editable: true, maxLength: 16 }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, editable: true, min: 0, max: 10000 }),
    // where a box is, by the scans (server/operations/scan-effects.ts)
    routingGroupId: ref('Routing group', 'routingGroups', { filter: 'exact', nullable: true, write: 'server' }),
    runId: ref('Run', 'runs', { column: true, filter: 'exact', nullable: true, write: 'server' }),
    loadChecked: bool('Load checked', { column: true, filter: 'exact', editable: true }),
    scannedAt: dateTime('Last scan', { column: true, sortable: true, nullable: true, write: 'server' }),
  },
  /**
   * The depot side (sorting, loading, missing, damaged) is whoever may patch boxes; the road is
   * admins'; a box comes back for redelivery with those who return parcels to the depot.
   */
  lifecycle: {
    field: 'status',
    start: ['created'],
    anyStartBy: admin,
    transitions: [
      { from: ['created', 'missing', 'redelivery'], to: 'sorted', who: DELIVERY_PATCH },
      { from: ['created', 'sorted', 'redelivery'], to: 'loaded', who: DELIVERY_PATCH },
      { from: ['loaded'], to: 'delivered', who: admin },
      { from: ['loaded', 'delivered', 'damaged'], to: 'redelivery', who: RETURN_TO_DEPOT },
      { from: ['created', 'sorted', 'loaded', 'redelivery'], to: 'missing', who: DELIVERY_PATCH },
      { from: ['created', 'sorted', 'loaded', 'redelivery', 'missing'], to: 'damaged', who: DELIVERY_PATCH },
    ],
  },
  clientScoped: true,
  access: {
    list: OPERATIONS_READ,
    get: OPERATIONS_READ,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: DELIVERY_PATCH,
    delete: ADMIN_ONLY,
  },
  defaultSort: '-date,barcode',
  searchFields: ['barcode'],
  indexes: ['date', 'deliveryId', 'status', 'runId', 'barcode'],
  unique: [['clientId', 'barcode']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'barcode',
  screens: {
    list: { path: '/d/boxes/all', access: dashboard, menu: { heading: 'deliveries', icon: 'MdInventory2' } },
  },
});

export const RUN_STATUSES = ['planned', 'assigned', 'loaded', 'in-progress', 'finished', 'cancelled'] as const;

/**
 * Runs are read by whoever watches operations: admin-type roles, dashboard viewers (the overview
 * and run summary count runs), holders of 'runs', and contractors (their own runs only).
 */
const RUNS_READ = any(adminType, perm('runs'), perm('dashboard'), role('contractor'));
/** Admins change any run; a contractor only their own (their driver, vehicle, start). */
const RUNS_PATCH = because(
  'Only admins and the run’s own contractor change a run.',
  any(admin, all(role('contractor'), own('contractorId'))),
);
const adminOnly = (what: string) => because(`Only admins change a run’s ${what}.`, admin);

/** Runs are operator-wide (one van carries many clients' parcels): clientId is null. */
export const runs = defineResource({
  name: 'runs',
  path: '/runs',
  label: 'Run',
  labelPlural: 'Runs',
  fields: {
    code: text('Run', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
      write: adminOnly('code'),
    }),
    date: date('Date', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
      write: adminOnly('date'),
    }),
    countryId: ref('Country', 'countries', { filter: 'exact', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', required: true }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', nullable: true }),
    zoneId: ref('Zone', 'zones', { filter: 'exact', nullable: true }),
    status: oneOf('Status', RUN_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true }),
    contractorId: ref('Contractor', 'users', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
      write: adminOnly('contractor'),
    }),
    driverId: ref('Driver', 'users', { column: true, filter: 'exact', editable: true, nullable: true }),
    vehicle: text('Vehicle', { editable: true, maxLength: 32 }),
    // counted from the run's drops, and stamped by its status changes, by the server
    dropsTotal: int('Drops', { column: true, sortable: true, min: 0, write: 'server' }),
    dropsDone: int('Done', { column: true, sortable: true, min: 0, write: 'server' }),
    dropsFailed: int('Failed', { column: true, sortable: true, min: 0, write: 'server' }),
    plannedStart: time('Planned start', { column: true, sortable: true, editable: true }),
    startedAt: dateTime('Started', { column: true, sortable: true, nullable: true, write: 'server' }),
    finishedAt: dateTime('Finished', { column: true, sortable: true, nullable: true, write: 'server' }),
  },
  /** A contractor assigns its own runs to a driver (and takes them back); the rest of the day is admins'. */
  lifecycle: {
    field: 'status',
    start: ['planned'],
    anyStartBy: admin,
    timesGivenBy: admin,
    transitions: [
      { from: ['planned'], to: 'assigned', who: role('admin', 'contractor'), requires: ['driverId'] },
      { from: ['assigned', 'cancelled'], to: 'planned', who: role('admin', 'contractor') },
      { from: ['assigned'], to: 'loaded', who: admin },
      { from: ['loaded', 'finished'], to: 'in-progress', who: admin, stamps: ['startedAt'], clears: ['finishedAt'] },
      { from: ['in-progress'], to: 'finished', who: admin, stamps: ['finishedAt'] },
      { from: ['planned', 'assigned', 'loaded'], to: 'cancelled', who: admin },
    ],
  },
  audited: ['date', 'driverId', 'contractorId'],
  clientScoped: false,
  ownerScope: { contractor: 'contractorId', driver: 'driverId' },
  access: {
    list: RUNS_READ,
    get: RUNS_READ,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: RUNS_PATCH,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'date,code',
  searchFields: ['code', 'vehicle'],
  indexes: ['date', 'routingGroupId', 'status', 'contractorId', 'driverId'],
  unique: [['date', 'code']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'code',
  screens: {
    list: {
      path: '/run/runs/all',
      access: any(staffOr('runs'), perm('dashboard'), feature('ContractorManageRuns')),
      contractor: true,
      menu: { heading: 'deliveries', icon: 'MdDirectionsRun' },
    },
    detail: { path: '/run/runs/{id}', title: 'Run', contractor: true },
  },
});

export const DROP_STATUSES = ['pending', 'arrived', 'completed', 'failed', 'skipped'] as const;

export const drops = defineResource({
  name: 'drops',
  path: '/drops',
  label: 'Drop',
  labelPlural: 'Drops',
  fields: {
    runId: ref('Run', 'runs', { column: true, filter: 'exact', editable: true, required: true, write: ROUTING }),
    sequence: int('Stop', { column: true, sortable: true, editable: true, required: true, min: 1, write: ROUTING }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    status: oneOf('Status', DROP_STATUSES, { column: true, sortable: true, filter: 'exact', editable: true }),
    address: text('Address', { column: true, filter: 'text' }),
    eta: time('ETA', { column: true, sortable: true }),
    // stamped by the driver app and the drop's status changes
    arrivedAt: dateTime('Arrived', { column: true, sortable: true, nullable: true, write: 'server' }),
    completedAt: dateTime('Completed', { column: true, sortable: true, nullable: true, write: 'server' }),
    instructionsFollowed: bool('Instructions followed', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
    }),
    temperatureC: num('Temperature (°C)', { column: true, editable: true, min: -60, max: 80, nullable: true }),
    tempCheckConfirmed: bool('Temp check confirmed', { filter: 'exact', editable: true }),
    failureReason: text('Failure reason', { filter: 'text', editable: true, nullable: true }),
    photos: json('Photos', 'photos', { write: 'server' }),
  },
  /**
   * Completed and failed follow the drop's delivery (docs/deliveries.md, 'A drop follows its
   * delivery'); by hand, a drop is only marked arrived, or skipped.
   */
  lifecycle: {
    field: 'status',
    start: ['pending'],
    anyStartBy: admin,
    timesGivenBy: admin,
    note: "A drop's completed or failed status follows its delivery: change the delivery's status instead.",
    transitions: [
      { from: ['pending'], to: 'arrived', who: role('admin', 'admin-dashboard-only'), stamps: ['arrivedAt'] },
      {
        from: ['arrived', 'skipped'],
        to: 'pending',
        who: role('admin', 'admin-dashboard-only'),
        clears: ['arrivedAt'],
      },
      { from: ['pending', 'arrived'], to: 'skipped', who: admin },
    ],
  },
  audited: ['runId', 'sequence'],
  clientScoped: true,
  access: {
    list: any(OPERATIONS_READ, perm('drops')),
    get: any(OPERATIONS_READ, perm('drops')),
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: role('admin', 'admin-dashboard-only'),
    delete: ADMIN_ONLY,
    upload: ADMIN_ONLY,
  },
  defaultSort: 'runId,sequence',
  searchFields: ['address'],
  indexes: ['date', 'runId', 'deliveryId', 'status'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'address',
  screens: {
    list: {
      path: '/run/drops/all',
      access: any(staffOr('drops'), perm('runs')),
      menu: { heading: 'deliveries', icon: 'MdPlace' },
    },
    detail: { path: '/run/r/dropN/{id}', title: 'Drop Detail', access: any(staffOr('drops'), perm('runs')) },
  },
});

export const FILE_UPLOAD_KINDS = ['delivery-csv'] as const;
export const FILE_UPLOAD_RESULTS = ['imported', 'rejected'] as const;

export const fileUploads = defineResource({
  name: 'fileUploads',
  path: '/file-uploads',
  label: 'File upload',
  labelPlural: 'File uploads',
  fields: {
    fileName: text('File', { column: true, sortable: true, filter: 'text' }),
    kind: oneOf('Kind', FILE_UPLOAD_KINDS, { column: true, filter: 'exact' }),
    status: oneOf('Result', FILE_UPLOAD_RESULTS, { column: true, filter: 'exact' }),
    rowCount: int('Rows', { column: true, min: 0 }),
    importedCount: int('Imported', { column: true, min: 0 }),
    errorCount: int('Errors', { column: true, min: 0 }),
    errors: json('Errors by line', 'uploadErrors'),
    uploadedBy: text('Uploaded by', { column: true, filter: 'text' }),
  },
  clientScoped: true,
  access: { list: staffOr('upload-manifest'), get: staffOr('upload-manifest') },
  defaultSort: '-id',
  indexes: [],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'fileName',
  screens: {
    list: {
      path: '/d/file-uploads/all',
      menu: { heading: 'deliveries', icon: 'MdHistory' },
      quickSearch: { name: 'File Uploads', order: 5 },
    },
  },
});

/**
 * A drop follows its delivery (docs/deliveries.md, 'A drop follows its delivery'): the drop status
 * a delivery's status gives, from the drop's current one. Applied by the server in the transaction
 * of the delivery's change (server/operations/drop-follows-delivery.ts).
 */
export function dropStatusFor(deliveryStatus: string, dropStatus: string): (typeof DROP_STATUSES)[number] {
  switch (deliveryStatus) {
    case 'delivered':
      return 'completed';
    case 'failed':
    case 'returned':
      return 'failed';
    case 'cancelled':
      return 'skipped';
    case 'in-transit':
      // the driver is on the way: a drop already marked arrived stays so
      return dropStatus === 'arrived' ? 'arrived' : 'pending';
    default:
      return 'pending';
  }
}
