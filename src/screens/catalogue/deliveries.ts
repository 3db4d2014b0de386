/** Hand-written screens: Order Search and the Deliveries, Delivery Confirmations and Reports headings. */
import {
  AUSPOST_SERVICE,
  STARTRACK_READ,
  admin,
  adminType,
  all,
  any,
  clientIdIn,
  dashboard,
  errorReportClient,
  feature,
  integration,
  mayDo,
  never,
  perm,
  runs,
  staffOr,
} from '../../resources';
import { RESOURCE_SLOT, heading, screen, topLevel } from '../screen';

const postal = AUSPOST_SERVICE;

export const orderSearch = topLevel(
  50,
  screen('order-search', '/d/deliveriesN/all', 'Order Search', 'MdSearch', staffOr('order-search')),
);

export const deliveriesScreens = heading('deliveries', [
  screen('d.overview', '/d/overview', 'Overview', 'MdDashboard', any(dashboard, perm('order-search'), perm('drops'))),
  RESOURCE_SLOT, // d.deliveries: declared by its resource
  screen('d.geo-issues', '/d/deliveries-geo-issues/all', 'Geo Issues', 'MdPlace', adminType),
  RESOURCE_SLOT, // d.grid-edit: declared by its resource
  RESOURCE_SLOT, // d.create: declared by its resource
  RESOURCE_SLOT, // d.upload: declared by its resource
  RESOURCE_SLOT, // d.file-uploads: declared by its resource
  RESOURCE_SLOT, // d.export: declared by its resource
  RESOURCE_SLOT, // d.boxes: declared by its resource
  screen('d.boxes-redelivery', '/d/boxes-redelivery/all', 'Boxes Redelivery', 'MdInventory2', adminType),
  screen(
    'run.drop-errors',
    '/run/drop-errors',
    'Delivery Errors',
    'MdErrorOutline',
    any(staffOr('errors'), feature('ContractorRunDropErrors'), errorReportClient),
  ),
  RESOURCE_SLOT, // run.runs: declared by its resource
  screen('run.run-rules', '/run/run-rules/all', 'Run Rules', 'MdBlock', never),
  screen('run.summary', '/run/r/country/1/{date}', 'Run Summary', 'MdTimeline', mayDo(runs, 'list'), {
    patterns: ['run/r/country/*'],
    contractor: true,
    quickSearch: { name: 'Run Summary', order: 7 },
    titleFromRunSummary: true,
  }),
  screen('run.events', '/run/r/events/all', 'Run Events', 'MdEvent', staffOr('runs')),
  RESOURCE_SLOT, // run.drops: declared by its resource
  screen('run.loadout', '/run/loadout', 'Loadout', 'MdFireTruck', adminType),
  screen('d.box-load-check', '/d/box-load-check', 'Box Load Check', 'MdQrCodeScanner', any(admin, clientIdIn(888))),
  screen(
    'run.cleanup',
    '/run/cleanup',
    'Post-Sortation Cleanup',
    'MdFactCheck',
    any(admin, feature('PostSortationScreen')),
  ),
  screen('pallet.pallets', '/pallet/pallets/all', 'Pallets', 'MdPallet', adminType),
  screen('pallet.summary', '/pallet/summary', 'Pallet Summary', 'MdPallet', adminType),
  screen('app.logs', '/app/logs/all', 'App Logs', 'MdHistory', admin),
  screen('run.view-errors', '/run/view-errors', 'View Errors', 'MdWarning', any(admin, feature('ClientViewErrors'))),
  screen(
    'd.retail-bookings',
    '/d/retail-delivery-bookings/{filter}',
    'Retail Delivery Bookings',
    'MdStorefront',
    feature('RetailDeliveryBooking'),
    {
      patterns: ['d/retail-delivery-bookings/:filter'],
    },
  ),
  screen('d.customer-change', '/d/customer-change/all', 'Customer Change Requests', 'MdMessage', adminType, {
    counter: 'customerChangeRequests',
  }),
  screen('d.auspost-orders', '/d/auspost-orders/all', 'AusPost Orders', 'MdLocalShipping', all(postal, dashboard)),
  screen('d.auspost-data', '/d/auspost-data/all', 'AusPost Data', 'MdAssessment', all(postal, dashboard)),
  screen('d.auspost-return', '/d/auspost-return/all', 'AusPost Returns', 'MdLocalShipping', all(postal, dashboard)),
  screen(
    'd.inventory',
    '/wh/inventory/all',
    ['Warehouse Inventory', 'Inventory'],
    'MdWarehouse',
    all(integration('warehouse-management'), staffOr('packer')),
  ),
]);

export const confirmationsScreens = heading('confirmations', [
  screen(
    'c.wholesale',
    '/d/wholesale-deliveries-confirm',
    'Wholesale Deliveries',
    'MdCheckCircle',
    staffOr('wholesale-deliveries'),
  ),
  screen(
    'c.home',
    '/d/home-deliveries-confirm',
    'Home Deliveries',
    'MdCheckCircle',
    staffOr('home-deliveries-confirm'),
  ),
  screen(
    'c.temp-check',
    '/run/run-events/temp-check-confirmation',
    'Temp Check Confirmation',
    'MdCheckCircle',
    staffOr('temp-check-confirmation'),
  ),
  screen(
    'c.instructions',
    '/run/drops-instructions-followed',
    'Drop Instructions Followed',
    'MdCheckCircle',
    staffOr('drop-instructions-followed'),
  ),
  screen('c.customer-updates', '/d/customer-change/all', 'Customer Updates', 'MdMessage', staffOr('customer-updates'), {
    counter: 'deliveryCustomerChangeRequests',
  }),
  screen('c.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
]);

/** the Startrack feature or a visible client's `startrack` flag (src/resources/startrack.ts) */
const startrack = STARTRACK_READ;

export const reportsScreens = heading('reports', [
  screen('r.rg-summary', '/d/rg-summary', 'Routing Group Summary', 'MdBarChart', staffOr('dashboard-summary')),
  screen(
    'r.error-rate',
    '/d/error-rate',
    'Error Rate',
    'MdErrorOutline',
    any(staffOr('error-rate'), errorReportClient),
  ),
  screen('r.time-window', '/d/time-window-report', 'Time Window Report', 'MdTimer', adminType),
  screen('r.eta', '/cd/{clientId/}d/eta', 'ETA Report', 'MdSchedule', dashboard),
  screen('r.client-deliveries', '/cd/{clientId/}d/deliveries', 'Client Deliveries', 'MdLocalShipping', dashboard),
  screen('r.client-summary', '/cd/{clientId/}d/client-summary', 'Client Summary', 'MdAssessment', dashboard),
  screen(
    'r.zone-suburb',
    '/z/{clientId/}zone-suburb-report',
    'Zone Suburb Report',
    'MdMap',
    staffOr('zone-suburb-report'),
  ),
  screen('r.feedback', '/d/customer-feedbackN/all', 'Customer Feedback', 'MdMessage', dashboard),
  screen('r.auspost-data', '/d/auspost-data/all', 'AusPost Data', 'MdAssessment', all(postal, dashboard)),
  screen('r.startrack-boxes', '/d/startrack-boxes/all', 'StarTrack Boxes', 'MdInventory2', startrack),
  screen('r.startrack-orders', '/d/startrack-orders/all', 'StarTrack Orders', 'MdReceipt', startrack),
  screen('r.startrack-data', '/d/startrack-data/all', 'StarTrack Data', 'MdAssessment', startrack),
  screen('r.auspost', '/r/auspost', 'AusPost Report', 'MdAssessment', all(postal, adminType)),
  screen(
    'r.contractors-performance',
    '/ctr/reports/contractors-performanceN',
    'Contractors Performance',
    'MdSpeed',
    any(adminType, feature('ContractorPerformanceReport')),
    { contractor: true },
  ),
  screen(
    'r.drivers-performance',
    '/ctr/reports/drivers-performanceN',
    'Drivers Performance',
    'MdSpeed',
    any(adminType, feature('ContractorCanViewDriverPerformanceReport')),
    { contractor: true },
  ),
  screen(
    'r.pay-summary',
    '/ct/reports/pay-summary/all',
    'Pay Summary',
    'MdPayments',
    any(admin, feature('ContractorAccessPaySummary')),
    { contractor: true },
  ),
  screen(
    'r.ledger-summary',
    '/ct/reports/ledger-summary/all',
    'Ledger Summary',
    'MdAccountBalance',
    any(admin, feature('ContractorAccessPaySummary')),
    { contractor: true },
  ),
  screen(
    'r.cns',
    '/cs/{clientId/}cns',
    'Customer Notification Settings',
    'MdSms',
    any(admin, perm('customer-notification-settings')),
  ),
  screen('r.zone-lock', '/r/zone-lock/today/rg/all/rz/all', 'Zone Lock', 'MdBlock', adminType, {
    patterns: ['r/zone-lock/*'],
  }),
  screen('r.depot', '/r/depot/today/s/all', 'Depot Report', 'MdBusiness', adminType, { patterns: ['r/depot/*'] }),
  screen('r.hds-client', '/r/hds-client', 'HDS Client Report', 'MdAssessment', adminType),
  screen('r.client', '/r/client', 'Client Report', 'MdAssessment', adminType),
  screen('r.customer-service', '/r/customer-service', 'Customer Service Report', 'MdAssessment', adminType),
  screen(
    'r.routing-comparison',
    '/r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all',
    'Routing Comparison',
    'MdAltRoute',
    adminType,
    {
      patterns: ['r/routing/comparison/*'],
    },
  ),
  screen('r.geocode', '/r/admin', 'Geocode Report', 'MdPlace', admin),
  screen('r.sync-log', '/r/sync-log', 'Sync Log', 'MdSync', any(admin, perm('sync'))),
]);
