/** Hand-written screens: Pick/Pack, RDS, Courier Routing, Tools, Settings, Dev, and the account links. */
import {
  SPECIAL_CHECK_CLIENT_ID,
  admin,
  adminType,
  all,
  any,
  anyClientFlag,
  betaOn,
  clientConfig,
  clientIdIn,
  developer,
  feature,
  integration,
  packerConfig,
  perm,
  role,
  staffOr,
  type IconKey,
} from '../../resources';
import { RESOURCE_SLOT, heading, screen, topLevel } from '../screen';

const packer = any(admin, perm('packer'));
const purchaseOrders = any(admin, perm('purchase-orders'));
const inventoryV2 = feature('InventoryV2');
const adjustments = feature('InventoryAdjustment');
const dotwms = all(adminType, any(anyClientFlag('dotwms'), integration('dotwms')));

export const pickPackScreens = heading('pick-pack', [
  screen(
    'p.summary',
    '/p/reports/summary',
    'Pick/Pack Summary',
    'MdAssessment',
    all(packer, packerConfig('packerSummaryReportEnabled')),
  ),
  screen(
    'p.product-summary',
    '/p/product-summary/all',
    'Product Summary',
    'MdAssessment',
    all(packer, packerConfig('packerProductSummaryReportEnabled')),
  ),
  screen(
    'p.picker-performance',
    '/p/picker-performance/{clientId/}',
    'Picker Performance',
    'MdSpeed',
    all(packer, packerConfig('packerPickerPerformanceReportEnabled')),
    {
      patterns: ['p/picker-performance', 'p/picker-performance/:clientId'],
    },
  ),
  screen('p.floors', '/p/floors/all', 'Floors', 'MdViewInAr', all(packer, packerConfig('packerToolsEnabled'))),
  screen(
    'p.products',
    '/p/products/all',
    ['Product Management', 'Packer Products'],
    'MdCategory',
    all(packer, packerConfig('packerToolsEnabled')),
  ),
  screen(
    'p.track-order-status',
    '/p/track-order-status/all',
    'Track Order Status',
    'MdTravelExplore',
    all(packer, packerConfig('packerToolsEnabled')),
  ),
  screen(
    'wms.products',
    '/wms/products/all',
    'WMS Products',
    'MdCategory',
    all(admin, integration('warehouse-management')),
  ),
  screen('d.dotwms-items', '/d/dotwms-order-items/all', 'DotWMS Order Items', 'MdList', dotwms),
  screen('d.dotwms-synced', '/d/dotwms-synced-deliveries/all', 'DotWMS Synced Deliveries', 'MdSync', dotwms),
  screen(
    'wh.inventory',
    '/wh/inventory/all',
    ['Warehouse Inventory', 'Inventory'],
    'MdWarehouse',
    all(integration('warehouse-management'), staffOr('packer')),
  ),
  screen('wh.inventory-v2', '/wh/inventory-v2/all', 'Inventory V2', 'MdWarehouse', inventoryV2, {
    beta: { new: true },
  }),
  screen('wh.inventory-v2-logs', '/wh/inventory-v2/logs/all', 'Inventory V2 Logs', 'MdHistory', inventoryV2, {
    beta: { new: true },
  }),
  screen('wh.stock-adjustment', '/wh/stock-adjustment/all', 'Stock Adjustment', 'MdScale', adjustments),
  screen(
    'wh.stock-adjustment-v2',
    '/wh/stock-adjustment-v2/all',
    'Stock Adjustment V2',
    'MdScale',
    all(adjustments, inventoryV2),
    { beta: { new: true } },
  ),
  screen('wh.warehouses', '/wh/warehouses/all', 'Warehouses', 'MdWarehouse', admin),
  screen('po.orders', '/po/purchase-orders/all', 'Purchase Orders', 'MdReceipt', purchaseOrders),
  screen('po.upload', '/po/po-upload', 'Purchase Order Upload', 'MdUploadFile', purchaseOrders),
  screen(
    'asn.list',
    '/asn/advanced-shipping-notice/all',
    'Advanced Shipping Notices',
    'MdLocalShipping',
    purchaseOrders,
  ),
]);

const retailStores = any(adminType, feature('RDSStores'), clientIdIn(888));

export const rdsScreens = heading('rds', [
  screen('rds.events', '/rds/c/all', 'RDS Events', 'MdEvent', adminType),
  screen('rds.stores', '/rds/store/all', 'Stores', 'MdStore', retailStores),
  screen('rds.store-upload', '/rds/store/upload', 'Store Upload', 'MdUploadFile', retailStores),
  screen('rds.providers', '/rds/service-provider/all', 'Service Providers', 'MdBusiness', adminType),
  screen('rds.run-report', '/rds/reports/run-report/all', 'RDS Run Report', 'MdAssessment', adminType),
  screen(
    'rds.routing-tool',
    '/rds/routing-tool',
    'RDS Routing Tool',
    'MdRoute',
    all(feature('RDSRoutingTool'), betaOn),
    { domain: 'beta', beta: { old: true, new: true } },
  ),
  screen('d.retail-skills', '/d/retail-skills/all', 'Retail Skills', 'MdPeople', adminType),
  screen(
    'd.retail-exceptions-manage',
    '/d/retail-exceptions/manage/all',
    'Retail Exceptions Manage',
    'MdWarning',
    adminType,
  ),
  screen(
    'd.retail-exceptions-upload',
    '/d/retail-exceptions/manage/upload',
    'Retail Exceptions Upload',
    'MdUploadFile',
    adminType,
  ),
  screen(
    'd.retail-exceptions-daily',
    '/d/retail-exceptions/manage/reports/daily',
    'Retail Exceptions Daily',
    'MdAssessment',
    adminType,
  ),
  screen(
    'd.retail-exceptions',
    '/d/retail-exceptions',
    'Retail Exceptions',
    'MdWarning',
    any(adminType, clientIdIn(888)),
  ),
  screen('mhe.asset-tracker', '/mhe/equipment/map/all', 'Asset Tracker', 'MdMap', admin),
]);

const lcr = all(adminType, feature('LCRv2'));
const cr = (id: string, uri: string, label: string) =>
  screen(id, `/carrier-routing${uri}`, label, 'MdLocalShipping', lcr);

export const courierScreens = heading('courier-routing', [
  cr('cr.carriers', '/carrier/all', 'Carriers'),
  cr('cr.client-zone', '/client-zone', 'Client Zones'),
  cr('cr.client-rate', '/client-rate/all', 'Client Rates'),
  cr('cr.fuel', '/fuel-surcharges', 'Fuel Surcharges'),
  cr('cr.line-haul', '/line-haul', 'Line Haul Rates'),
  cr('cr.fee', '/fee', 'Fees'),
  cr('cr.delivery-list', '/reporting/delivery-list', 'Delivery List'),
  screen(
    'cr.client-delivery-list',
    '/carrier-routing/reporting/client-delivery-list',
    'Client Delivery List',
    'MdList',
    any(lcr, all(perm('client-tools'), clientConfig('leastCostRoutingEnabled'))),
  ),
  screen(
    'cr.ambient-billing',
    '/carrier-routing/reporting/ambient-billingn/all',
    'Ambient Billing',
    'MdReceipt',
    all(adminType, feature('AmbientBillingReport')),
  ),
  cr('cr.summary', '/reporting/summary', 'Courier Summary'),
  cr('cr.picking', '/reporting/picking', 'Picking Report'),
  cr('cr.locality', '/locality-lookup', 'Locality Lookup'),
  screen(
    'cr.billed-weights',
    '/d/billed-weights/upload',
    'Billed Weights Upload',
    'MdScale',
    feature('BilledWeightsUpload'),
  ),
]);

/** The special check of client 341 (spec 6): the recipe-based order tools are that client's alone. */
const recipesClient = any(admin, all(perm('client-tools'), clientIdIn(SPECIAL_CHECK_CLIENT_ID)));

export const toolsScreens = heading('tools', [
  RESOURCE_SLOT, // t.users: declared by its resource
  RESOURCE_SLOT, // t.upload-manifest: declared by its resource
  screen(
    't.print-orders',
    '/client-tools/print-orders',
    'Print Orders',
    'MdPrint',
    all(staffOr('client-tools'), betaOn),
    { domain: 'next', beta: { old: true, new: true } },
  ),
  screen(
    't.pick-sheet',
    '/client-tools/{clientId}/pick-sheet-order',
    'Pick Sheet Order',
    'MdList',
    any(admin, perm('client-tools-picksheet-order')),
  ),
  screen(
    't.forecast',
    '/d/client-tools/orders/forecast',
    ['Forecast Recipes', 'Forecast Products'],
    'MdTimeline',
    recipesClient,
  ),
  screen('t.recipes', '/d/client-tools/{clientId/}orders/recipes', 'Recipes', 'MdMenuBook', recipesClient, {
    patterns: ['d/client-tools/orders/recipes', 'd/client-tools/:clientId/orders/recipes'],
  }),
  screen(
    't.auspost-orders',
    '/d/auspost-orders/all',
    'AusPost Orders',
    'MdLocalShipping',
    all(integration('postal-integration'), staffOr('client-tools')),
  ),
]);

const dev = (id: string, uri: string, label: string, icon: IconKey = 'MdCode') =>
  screen(id, uri, label, icon, developer);

export const devScreens = heading('dev', [
  dev('dev.webhooks', '/d/webhooks/all', 'Webhooks', 'MdWebhook'),
  dev('dev.packer-logs', '/p/logs/all', 'Packer Logs', 'MdHistory'),
  dev('dev.app-versions', '/dev/app-versions/all', 'App Versions', 'MdApps'),
  dev('dev.recurring-jobs', '/dev/recurring-jobs/all', 'Recurring Jobs', 'MdSchedule'),
  screen(
    'dev.twilio-tasks',
    '/dev/twilio-tasks/all',
    'Twilio Tasks',
    'MdSms',
    all(developer, feature('TwilioTasksManage')),
  ),
  dev('dev.wms-logs', '/wms/logs/all', 'WMS Logs', 'MdHistory'),
  dev('dev.rds-reconcile', '/rds/reconcile/all', 'RDS Reconcile', 'MdSync'),
  dev('dev.sync-issues', '/d/sync-issues/all', 'Sync Issues', 'MdSync'),
  dev('dev.locality', '/dev/nv/locality', 'Localities', 'MdPlace'),
  dev('dev.content-templates', '/dev/content-template/all', 'Content Templates', 'MdMessage'),
  dev('dev.crash-test', '/dev/crash-test', 'Crash Test', 'MdBugReport'),
  screen('dev.next-dashboard', '/dev/next-dashboard', 'Next App Dashboard', 'MdDashboard', all(developer, betaOn), {
    domain: 'next',
    beta: { old: true, new: true },
  }),
]);

export const documentation = topLevel(
  1600,
  screen('docs', '/client-tools/docs-login', 'Documentation', 'MdMenuBook', any(adminType, perm('client-tools'))),
);
export const myAccount = topLevel(
  1700,
  screen('account', '/u/users/self', 'My Account', 'MdAccountCircle', role('admin', 'client-admin', 'client-user')),
);
