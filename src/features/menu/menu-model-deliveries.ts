/** Menu data: Order Search and the Deliveries, Delivery Confirmations and Reports headings. */
import type { MenuHeading, MenuItem } from './menu-types';
import { link } from './menu-link';
import {
  admin, adminType, all, any, clientConfig, clientIdIn, dashboard, errorReportClient, feature, integration, never, perm, role, staffOr,
} from './menu-rules';

const postal = integration('postal-integration');
const RUN_SUMMARY_REGEX = ['^/run/r/country/[^/]+(?:/[^/]+)*/?$'];

export const orderSearch: MenuItem = link('order-search', '/d/deliveriesN/all', 'Order Search', 'MdSearch', staffOr('order-search'));

export const deliveriesHeading: MenuHeading = {
  kind: 'heading',
  id: 'deliveries',
  label: 'Deliveries',
  icon: 'MdLocalShipping',
  items: [
    link('d.overview', '/d/overview', 'Overview', 'MdDashboard', any(dashboard, perm('order-search'), perm('drops'))),
    link('d.deliveries', '/d/deliveries/all', 'Deliveries', 'MdLocalShipping', any(dashboard, perm('drops')), { submenu: 'routing-groups' }),
    link('d.geo-issues', '/d/deliveries-geo-issues/all', 'Geo Issues', 'MdPlace', adminType),
    link('d.grid-edit', '/d/deliveries/all/grid-edit', 'Deliveries Grid Edit', 'MdGridOn', admin),
    link('d.create', '/d/deliveries/all/create', 'Create Delivery', 'MdAdd', any(admin, perm('upload-manifest'))),
    link('d.upload', '/d/delivery-upload', 'Upload CSV', 'MdUploadFile', any(admin, all(perm('upload-manifest'), clientConfig('allowCsvManifestUpload')))),
    link('d.file-uploads', '/d/file-uploads/all', 'File Uploads', 'MdHistory', staffOr('upload-manifest')),
    link('d.export', '/d/deliveries-export-csv', 'Deliveries Export CSV', 'MdFileDownload', staffOr('client-tools-export-items')),
    link('d.boxes', '/d/boxes/all', 'Boxes', 'MdInventory2', dashboard),
    link('d.boxes-redelivery', '/d/boxes-redelivery/all', 'Boxes Redelivery', 'MdInventory2', adminType),
    link('run.drop-errors', '/run/drop-errors', 'Delivery Errors', 'MdErrorOutline', any(staffOr('errors'), feature('ContractorRunDropErrors'), errorReportClient)),
    link('run.runs', '/run/runs/all', 'Runs', 'MdDirectionsRun', any(staffOr('runs'), feature('ContractorManageRuns')), { contractor: true }),
    link('run.run-rules', '/run/run-rules/all', 'Run Rules', 'MdBlock', never),
    link('run.summary', '/run/r/country/1/{date}', 'Run Summary', 'MdTimeline', any(staffOr('runs'), role('contractor')), { regex: RUN_SUMMARY_REGEX, contractor: true }),
    link('run.events', '/run/r/events/all', 'Run Events', 'MdEvent', staffOr('runs')),
    link('run.drops', '/run/drops/all', 'Drops', 'MdPlace', any(staffOr('drops'), perm('runs'))),
    link('run.loadout', '/run/loadout', 'Loadout', 'MdFireTruck', adminType),
    link('d.box-load-check', '/d/box-load-check', 'Box Load Check', 'MdQrCodeScanner', any(admin, clientIdIn(888))),
    link('run.cleanup', '/run/cleanup', 'Post-Sortation Cleanup', 'MdFactCheck', any(admin, feature('PostSortationScreen'))),
    link('pallet.pallets', '/pallet/pallets/all', 'Pallets', 'MdPallet', adminType),
    link('pallet.summary', '/pallet/summary', 'Pallet Summary', 'MdPallet', adminType),
    link('app.logs', '/app/logs/all', 'App Logs', 'MdHistory', admin),
    link('run.view-errors', '/run/view-errors', 'View Errors', 'MdWarning', any(admin, feature('ClientViewErrors'))),
    link('d.retail-bookings', '/d/retail-delivery-bookings/{filter}', 'Retail Delivery Bookings', 'MdStorefront', feature('RetailDeliveryBooking'), {
      regex: ['^/d/retail-delivery-bookings/[^/]+/?$'],
    }),
    link('d.customer-change', '/d/customer-change/all', 'Customer Change Requests', 'MdMessage', adminType, { counter: 'customerChangeRequests' }),
    link('d.auspost-orders', '/d/auspost-orders/all', 'AusPost Orders', 'MdLocalShipping', all(postal, dashboard)),
    link('d.auspost-data', '/d/auspost-data/all', 'AusPost Data', 'MdAssessment', all(postal, dashboard)),
    link('d.auspost-return', '/d/auspost-return/all', 'AusPost Returns', 'MdLocalShipping', all(postal, dashboard)),
    link('d.inventory', '/wh/inventory/all', ['Warehouse Inventory', 'Inventory'], 'MdWarehouse', all(integration('warehouse-management'), staffOr('packer'))),
  ],
};

export const confirmationsHeading: MenuHeading = {
  kind: 'heading',
  id: 'confirmations',
  label: 'Delivery Confirmations',
  icon: 'MdCheckCircle',
  items: [
    link('c.wholesale', '/d/wholesale-deliveries-confirm', 'Wholesale Deliveries', 'MdCheckCircle', staffOr('wholesale-deliveries')),
    link('c.home', '/d/home-deliveries-confirm', 'Home Deliveries', 'MdCheckCircle', staffOr('home-deliveries-confirm')),
    link('c.temp-check', '/run/run-events/temp-check-confirmation', 'Temp Check Confirmation', 'MdCheckCircle', staffOr('temp-check-confirmation')),
    link('c.instructions', '/run/drops-instructions-followed', 'Drop Instructions Followed', 'MdCheckCircle', staffOr('drop-instructions-followed')),
    link('c.customer-updates', '/d/customer-change/all', 'Customer Updates', 'MdMessage', staffOr('customer-updates'), { counter: 'deliveryCustomerChangeRequests' }),
    link('c.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
  ],
};

const startrack = feature('Startrack');

export const reportsHeading: MenuHeading = {
  kind: 'heading',
  id: 'reports',
  label: 'Reports',
  icon: 'MdBarChart',
  items: [
    link('r.rg-summary', '/d/rg-summary', 'Routing Group Summary', 'MdBarChart', staffOr('dashboard-summary')),
    link('r.error-rate', '/d/error-rate', 'Error Rate', 'MdErrorOutline', any(staffOr('error-rate'), errorReportClient)),
    link('r.time-window', '/d/time-window-report', 'Time Window Report', 'MdTimer', adminType),
    link('r.eta', '/cd/{clientId/}d/eta', 'ETA Report', 'MdSchedule', dashboard),
    link('r.client-deliveries', '/cd/{clientId/}d/deliveries', 'Client Deliveries', 'MdLocalShipping', dashboard),
    link('r.client-summary', '/cd/{clientId/}d/client-summary', 'Client Summary', 'MdAssessment', dashboard),
    link('r.zone-suburb', '/z/{clientId/}zone-suburb-report', 'Zone Suburb Report', 'MdMap', staffOr('zone-suburb-report')),
    link('r.feedback', '/d/customer-feedbackN/all', 'Customer Feedback', 'MdMessage', dashboard),
    link('r.auspost-data', '/d/auspost-data/all', 'AusPost Data', 'MdAssessment', all(postal, dashboard)),
    link('r.startrack-boxes', '/d/startrack-boxes/all', 'StarTrack Boxes', 'MdInventory2', startrack),
    link('r.startrack-orders', '/d/startrack-orders/all', 'StarTrack Orders', 'MdReceipt', startrack),
    link('r.startrack-data', '/d/startrack-data/all', 'StarTrack Data', 'MdAssessment', startrack),
    link('r.auspost', '/r/auspost', 'AusPost Report', 'MdAssessment', all(postal, adminType)),
    link('r.contractors-performance', '/ctr/reports/contractors-performanceN', 'Contractors Performance', 'MdSpeed', any(adminType, feature('ContractorPerformanceReport')), { contractor: true }),
    link('r.drivers-performance', '/ctr/reports/drivers-performanceN', 'Drivers Performance', 'MdSpeed', any(adminType, feature('ContractorCanViewDriverPerformanceReport')), { contractor: true }),
    link('r.pay-summary', '/ct/reports/pay-summary/all', 'Pay Summary', 'MdPayments', any(admin, feature('ContractorAccessPaySummary')), { contractor: true }),
    link('r.ledger-summary', '/ct/reports/ledger-summary/all', 'Ledger Summary', 'MdAccountBalance', any(admin, feature('ContractorAccessPaySummary')), { contractor: true }),
    link('r.cns', '/cs/{clientId/}cns', 'Customer Notification Settings', 'MdSms', any(admin, perm('customer-notification-settings'))),
    link('r.zone-lock', '/r/zone-lock/today/rg/all/rz/all', 'Zone Lock', 'MdBlock', adminType, { regex: ['^/r/zone-lock(?:/[^/]+)*/?$'] }),
    link('r.depot', '/r/depot/today/s/all', 'Depot Report', 'MdBusiness', adminType, { regex: ['^/r/depot(?:/[^/]+)*/?$'] }),
    link('r.hds-client', '/r/hds-client', 'HDS Client Report', 'MdAssessment', adminType),
    link('r.client', '/r/client', 'Client Report', 'MdAssessment', adminType),
    link('r.customer-service', '/r/customer-service', 'Customer Service Report', 'MdAssessment', adminType),
    link('r.routing-comparison', '/r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all', 'Routing Comparison', 'MdAltRoute', adminType, {
      regex: ['^/r/routing/comparison(?:/[^/]+)*/?$'],
    }),
    link('r.geocode', '/r/admin', 'Geocode Report', 'MdPlace', admin),
    link('r.sync-log', '/r/sync-log', 'Sync Log', 'MdSync', any(admin, perm('sync'))),
  ],
};
