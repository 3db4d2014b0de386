/** Menu data: Pick/Pack, RDS, Courier Routing, Tools, Settings, Dev, and the account links. */
import { SPECIAL_CHECK_CLIENT_ID } from '../../resources/roles';
import type { MenuHeading, MenuItem } from './menu-types';
import { link } from './menu-link';
import {
  admin, adminType, all, any, anyClientFlag, betaOn, clientConfig, clientIdIn, developer, feature, integration, packerConfig, perm, role,
  staffOr,
} from './menu-rules';

const packer = any(admin, perm('packer'));
const purchaseOrders = any(admin, perm('purchase-orders'));
const inventoryV2 = feature('InventoryV2');
const adjustments = feature('InventoryAdjustment');
const dotwms = all(adminType, any(anyClientFlag('dotwms'), integration('dotwms')));

export const pickPackHeading: MenuHeading = {
  kind: 'heading',
  id: 'pick-pack',
  label: 'Pick/Pack',
  icon: 'MdInventory',
  items: [
    link('p.summary', '/p/reports/summary', 'Pick/Pack Summary', 'MdAssessment', all(packer, packerConfig('packerSummaryReportEnabled'))),
    link('p.product-summary', '/p/product-summary/all', 'Product Summary', 'MdAssessment', all(packer, packerConfig('packerProductSummaryReportEnabled'))),
    link('p.picker-performance', '/p/picker-performance/{clientId/}', 'Picker Performance', 'MdSpeed', all(packer, packerConfig('packerPickerPerformanceReportEnabled')), {
      regex: ['^/p/picker-performance(?:/-?\\d+)?/?$'],
    }),
    link('p.floors', '/p/floors/all', 'Floors', 'MdViewInAr', all(packer, packerConfig('packerToolsEnabled'))),
    link('p.products', '/p/products/all', ['Product Management', 'Packer Products'], 'MdCategory', all(packer, packerConfig('packerToolsEnabled'))),
    link('p.track-order-status', '/p/track-order-status/all', 'Track Order Status', 'MdTravelExplore', all(packer, packerConfig('packerToolsEnabled'))),
    link('wms.products', '/wms/products/all', 'WMS Products', 'MdCategory', all(admin, integration('warehouse-management'))),
    link('d.dotwms-items', '/d/dotwms-order-items/all', 'DotWMS Order Items', 'MdList', dotwms),
    link('d.dotwms-synced', '/d/dotwms-synced-deliveries/all', 'DotWMS Synced Deliveries', 'MdSync', dotwms),
    link('wh.inventory', '/wh/inventory/all', ['Warehouse Inventory', 'Inventory'], 'MdWarehouse', all(integration('warehouse-management'), staffOr('packer'))),
    link('wh.inventory-v2', '/wh/inventory-v2/all', 'Inventory V2', 'MdWarehouse', inventoryV2, { beta: { new: true } }),
    link('wh.inventory-v2-logs', '/wh/inventory-v2/logs/all', 'Inventory V2 Logs', 'MdHistory', inventoryV2, { beta: { new: true } }),
    link('wh.stock-adjustment', '/wh/stock-adjustment/all', 'Stock Adjustment', 'MdScale', adjustments),
    link('wh.stock-adjustment-v2', '/wh/stock-adjustment-v2/all', 'Stock Adjustment V2', 'MdScale', all(adjustments, inventoryV2), { beta: { new: true } }),
    link('wh.warehouses', '/wh/warehouses/all', 'Warehouses', 'MdWarehouse', admin),
    link('po.orders', '/po/purchase-orders/all', 'Purchase Orders', 'MdReceipt', purchaseOrders),
    link('po.upload', '/po/po-upload', 'Purchase Order Upload', 'MdUploadFile', purchaseOrders),
    link('asn.list', '/asn/advanced-shipping-notice/all', 'Advanced Shipping Notices', 'MdLocalShipping', purchaseOrders),
  ],
};

const retailStores = any(adminType, feature('RDSStores'), clientIdIn(888));

export const rdsHeading: MenuHeading = {
  kind: 'heading',
  id: 'rds',
  label: 'RDS',
  icon: 'MdStore',
  items: [
    link('rds.events', '/rds/c/all', 'RDS Events', 'MdEvent', adminType),
    link('rds.stores', '/rds/store/all', 'Stores', 'MdStore', retailStores),
    link('rds.store-upload', '/rds/store/upload', 'Store Upload', 'MdUploadFile', retailStores),
    link('rds.providers', '/rds/service-provider/all', 'Service Providers', 'MdBusiness', adminType),
    link('rds.run-report', '/rds/reports/run-report/all', 'RDS Run Report', 'MdAssessment', adminType),
    link('rds.routing-tool', '/rds/routing-tool', 'RDS Routing Tool', 'MdRoute', all(feature('RDSRoutingTool'), betaOn), { domain: 'beta', beta: { old: true, new: true } }),
    link('d.retail-skills', '/d/retail-skills/all', 'Retail Skills', 'MdPeople', adminType),
    link('d.retail-exceptions-manage', '/d/retail-exceptions/manage/all', 'Retail Exceptions Manage', 'MdWarning', adminType),
    link('d.retail-exceptions-upload', '/d/retail-exceptions/manage/upload', 'Retail Exceptions Upload', 'MdUploadFile', adminType),
    link('d.retail-exceptions-daily', '/d/retail-exceptions/manage/reports/daily', 'Retail Exceptions Daily', 'MdAssessment', adminType),
    link('d.retail-exceptions', '/d/retail-exceptions', 'Retail Exceptions', 'MdWarning', any(adminType, clientIdIn(888))),
    link('mhe.asset-tracker', '/mhe/equipment/map/all', 'Asset Tracker', 'MdMap', admin),
  ],
};

const lcr = all(adminType, feature('LCRv2'));
const cr = (id: string, uri: string, label: string) => link(id, `/carrier-routing${uri}`, label, 'MdLocalShipping', lcr);

export const courierHeading: MenuHeading = {
  kind: 'heading',
  id: 'courier-routing',
  label: 'Courier Routing',
  icon: 'MdAltRoute',
  items: [
    cr('cr.carriers', '/carrier/all', 'Carriers'),
    cr('cr.client-zone', '/client-zone', 'Client Zones'),
    cr('cr.client-rate', '/client-rate/all', 'Client Rates'),
    cr('cr.fuel', '/fuel-surcharges', 'Fuel Surcharges'),
    cr('cr.line-haul', '/line-haul', 'Line Haul Rates'),
    cr('cr.fee', '/fee', 'Fees'),
    cr('cr.delivery-list', '/reporting/delivery-list', 'Delivery List'),
    link('cr.client-delivery-list', '/carrier-routing/reporting/client-delivery-list', 'Client Delivery List', 'MdList', any(lcr, all(perm('client-tools'), clientConfig('leastCostRoutingEnabled')))),
    link('cr.ambient-billing', '/carrier-routing/reporting/ambient-billingn/all', 'Ambient Billing', 'MdReceipt', all(adminType, feature('AmbientBillingReport'))),
    cr('cr.summary', '/reporting/summary', 'Courier Summary'),
    cr('cr.picking', '/reporting/picking', 'Picking Report'),
    cr('cr.locality', '/locality-lookup', 'Locality Lookup'),
    link('cr.billed-weights', '/d/billed-weights/upload', 'Billed Weights Upload', 'MdScale', feature('BilledWeightsUpload')),
  ],
};

/** The special check of client 341 (spec 6): the recipe-based order tools are that client's alone. */
const recipesClient = any(admin, all(perm('client-tools'), clientIdIn(SPECIAL_CHECK_CLIENT_ID)));

export const toolsHeading: MenuHeading = {
  kind: 'heading',
  id: 'tools',
  label: 'Tools',
  icon: 'MdBuild',
  items: [
    link('t.users', '/u/users/all', 'User Management', 'MdPeople', all(perm('user-management'), role('admin', 'client-admin'))),
    link('t.upload-manifest', '/d/delivery-upload', 'Upload Manifest', 'MdUploadFile', any(admin, all(perm('upload-manifest'), clientConfig('allowCsvManifestUpload')))),
    link('t.print-orders', '/client-tools/print-orders', 'Print Orders', 'MdPrint', all(staffOr('client-tools'), betaOn), { domain: 'next', beta: { old: true, new: true } }),
    link('t.pick-sheet', '/client-tools/{clientId}/pick-sheet-order', 'Pick Sheet Order', 'MdList', any(admin, perm('client-tools-picksheet-order'))),
    link('t.forecast', '/d/client-tools/orders/forecast', ['Forecast Recipes', 'Forecast Products'], 'MdTimeline', recipesClient),
    link('t.recipes', '/d/client-tools/{clientId/}orders/recipes', 'Recipes', 'MdMenuBook', recipesClient, {
      regex: ['^/d/client-tools/(?:-?\\d+/)?orders/recipes/?$'],
    }),
    link('t.auspost-orders', '/d/auspost-orders/all', 'AusPost Orders', 'MdLocalShipping', all(integration('postal-integration'), staffOr('client-tools'))),
  ],
};

export const settingsHeading: MenuHeading = {
  kind: 'heading',
  id: 'settings',
  label: 'Settings',
  icon: 'MdSettings',
  items: [
    link('s.clients', '/c/clients/all', 'Clients', 'MdBusiness', admin),
    link('s.clients-grid', '/c/clients/all/grid-edit', 'Clients Grid Edit', 'MdGridOn', admin),
    link('s.clients-create', '/c/clients/all/create', 'Create Client', 'MdAdd', admin),
    link('s.depots', '/z/depots/all', 'Depots', 'MdLocationCity', admin),
    link('s.addresses', '/z/address/all', 'Addresses', 'MdPlace', admin),
    link('s.box-sizes', '/d/box-sizes/all', 'Box Sizes', 'MdInventory2', admin),
    link('u.users', '/u/users/all', 'Users', 'MdPeople', all(perm('user-management'), role('admin', 'client-admin'))),
    link('u.users-grid', '/u/users/all/grid-edit', 'Users Grid Edit', 'MdGridOn', admin),
    link('u.users-create', '/u/users/all/create', 'Create User', 'MdAdd', all(perm('user-management'), role('admin', 'client-admin'))),
    link('u.drivers', '/u/users/all?role=driver', 'Drivers', 'MdPerson', adminType),
  ],
};

const dev = (id: string, uri: string, label: string, icon: MenuItem['icon']['new'] = 'MdCode') => link(id, uri, label, icon, developer);

export const devHeading: MenuHeading = {
  kind: 'heading',
  id: 'dev',
  label: 'Dev',
  icon: 'MdCode',
  items: [
    dev('dev.webhooks', '/d/webhooks/all', 'Webhooks', 'MdWebhook'),
    dev('dev.packer-logs', '/p/logs/all', 'Packer Logs', 'MdHistory'),
    dev('dev.app-versions', '/dev/app-versions/all', 'App Versions', 'MdApps'),
    dev('dev.recurring-jobs', '/dev/recurring-jobs/all', 'Recurring Jobs', 'MdSchedule'),
    link('dev.twilio-tasks', '/dev/twilio-tasks/all', 'Twilio Tasks', 'MdSms', all(developer, feature('TwilioTasksManage'))),
    dev('dev.wms-logs', '/wms/logs/all', 'WMS Logs', 'MdHistory'),
    dev('dev.rds-reconcile', '/rds/reconcile/all', 'RDS Reconcile', 'MdSync'),
    dev('dev.sync-issues', '/d/sync-issues/all', 'Sync Issues', 'MdSync'),
    dev('dev.locality', '/dev/nv/locality', 'Localities', 'MdPlace'),
    dev('dev.content-templates', '/dev/content-template/all', 'Content Templates', 'MdMessage'),
    dev('dev.crash-test', '/dev/crash-test', 'Crash Test', 'MdBugReport'),
    link('dev.next-dashboard', '/dev/next-dashboard', 'Next App Dashboard', 'MdDashboard', all(developer, betaOn), { domain: 'next', beta: { old: true, new: true } }),
  ],
};

export const documentation: MenuItem = link('docs', '/client-tools/docs-login', 'Documentation', 'MdMenuBook', any(adminType, perm('client-tools')));
export const myAccount: MenuItem = link('account', '/u/users/self', 'My Account', 'MdAccountCircle', role('admin', 'client-admin', 'client-user'));
