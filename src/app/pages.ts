/**
 * The hand-written pages bound to screens, by screen id. Each loader is a literal dynamic import,
 * so every page is its own lazy chunk (precached by the service worker, so each also opens
 * offline). A resource screen with no entry here gets the generic page of its kind; a catalogue
 * screen with no entry gets the one report page when src/features/reports declares a report view
 * for it (report screens are bound by their view, not listed here), else it is a spec page not
 * built yet and says so (src/app/router.tsx, `pageLoaderOf`).
 */
import type { ComponentType } from 'react';
import type { ScreenId } from '../screens';

export type PageLoader = () => Promise<ComponentType>;

/**
 * The page `name` of a module loaded on demand. The whole module is loaded as the page's chunk,
 * so the entry carries one short call per page instead of the destructuring Vite writes for
 * `(await import(m)).Name`.
 */
function page<K extends string, M extends { [P in K]: ComponentType }>(load: () => Promise<M>, name: K): PageLoader {
  return async () => (await load())[name];
}

/** Keyed by ScreenId: a misspelt screen id fails to compile. */
export const PAGES: Partial<Record<ScreenId, PageLoader>> = {
  'd.overview': page(() => import('../features/overview/overview-page'), 'OverviewRoute'),
  'deliveries.list': page(() => import('../features/deliveries/pages'), 'DeliveriesRoute'),
  'd.geo-issues': page(() => import('../features/deliveries/pages'), 'GeoIssuesRoute'),
  'order-search': page(() => import('../features/deliveries/pages'), 'OrderSearchRoute'),
  'deliveries.detail': page(() => import('../features/deliveries/detail/delivery-detail-page'), 'DeliveryDetailPage'),
  'deliveries.create': page(() => import('../features/deliveries/create/delivery-create-page'), 'DeliveryCreatePage'),
  'deliveries.gridEdit': page(() => import('../features/deliveries/grid-edit/grid-edit-page'), 'GridEditPage'),
  'deliveries.import': page(() => import('../features/delivery-upload/upload-page'), 'UploadPage'),
  'deliveries.export': page(() => import('../features/deliveries/export/export-page'), 'ExportPage'),
  'fileUploads.list': page(() => import('../features/delivery-upload/file-uploads-page'), 'FileUploadsPage'),
  'boxes.list': page(() => import('../features/deliveries/boxes/box-pages'), 'BoxesRoute'),
  'd.boxes-redelivery': page(() => import('../features/deliveries/boxes/box-pages'), 'RedeliveryBoxesRoute'),
  'd.box-load-check': page(() => import('../features/deliveries/boxes/box-load-check-page'), 'BoxLoadCheckRoute'),
  'c.wholesale': page(
    () => import('../features/deliveries/confirmations/confirm-deliveries-page'),
    'WholesaleConfirmRoute',
  ),
  'c.home': page(() => import('../features/deliveries/confirmations/confirm-deliveries-page'), 'HomeConfirmRoute'),
  'd.customer-change': page(
    () => import('../features/deliveries/confirmations/customer-change-page'),
    'CustomerChangePage',
  ),
  'run.summary': page(() => import('../features/runs/pages'), 'RunSummaryRoute'),
  'runs.list': page(() => import('../features/runs/pages'), 'RunsListRoute'),
  'runs.detail': page(() => import('../features/runs/pages'), 'RunRoute'),
  'drops.list': page(() => import('../features/runs/pages'), 'DropsListRoute'),
  'drops.detail': page(() => import('../features/runs/pages'), 'DropDetailRoute'),
  'ctr.assign-contractor': page(() => import('../features/runs/assign/assign-route'), 'AssignRoute'),
  'ctr.assign-driver': page(() => import('../features/runs/assign/assign-route'), 'AssignRoute'),
  'run.events': page(() => import('../features/runs/events/run-events-page'), 'RunEventsRoute'),
  'run.drop-errors': page(() => import('../features/runs/errors/drop-errors-page'), 'DropErrorsRoute'),
  'run.view-errors': page(() => import('../features/runs/errors/drop-errors-page'), 'ViewErrorsRoute'),
  'run.loadout': page(() => import('../features/runs/boxes/loadout-page'), 'LoadoutRoute'),
  'run.cleanup': page(() => import('../features/runs/boxes/cleanup-page'), 'CleanupRoute'),
  'c.temp-check': page(() => import('../features/runs/confirm/confirm-pages'), 'TempCheckRoute'),
  'c.instructions': page(() => import('../features/runs/confirm/confirm-pages'), 'InstructionsRoute'),
  'lh.allocator': page(() => import('../features/line-haul/allocator-page'), 'AllocatorPage'),
  'lh.builder': page(() => import('../features/line-haul/builder-page'), 'BuilderPage'),
  'lh.acceptance': page(() => import('../features/line-haul/acceptance-page'), 'AcceptancePage'),
  'lh.scoreboard': page(() => import('../features/line-haul/scoreboard-page'), 'ScoreboardPage'),
  'o.scan-report': page(() => import('../features/operations/scan-report-page'), 'ScanReportPage'),
  'o.return-to-depot': page(() => import('../features/operations/return-to-depot-page'), 'ReturnToDepotPage'),
  'o.routing-summary': page(() => import('../features/operations/routing-summary-page'), 'RoutingSummaryPage'),
  'o.control-center': page(() => import('../features/operations/control-center-page'), 'ControlCenterPage'),
  'o.client-control-center': page(
    () => import('../features/operations/control-center-page'),
    'ClientControlCenterPage',
  ),
  'o.pre-deliveries': page(() => import('../features/operations/pre-deliveries-page'), 'PreDeliveriesPage'),
  'ctr.contractors': page(() => import('../features/contractors/contractors-page'), 'ContractorsPage'),
  'ctr.van-grid': page(() => import('../features/contractors/van-grid-page'), 'VanGridPage'),
  'ctr.van-report': page(() => import('../features/contractors/van-report-page'), 'VanReportPage'),
  'ctr.van-excess': page(() => import('../features/contractors/van-report-page'), 'VanExcessPage'),
  'r.cns': page(() => import('../features/reports/cns-page'), 'CnsRoute'),
  offline: page(() => import('../ui/resource-pages/offline-days-page'), 'OfflineDaysPage'),
  account: page(() => import('../features/account/account-page'), 'AccountPage'),
  'users.detail': page(() => import('../features/account/user-detail-page'), 'UserDetailPage'),
  'users.create': page(() => import('../features/account/user-create-page'), 'UserCreatePage'),
  outbox: page(() => import('../features/outbox/outbox-page'), 'OutboxPage'),
  'no-access': page(() => import('../features/not-found/no-access-page'), 'NoAccessPage'),
  'rt.zones': page(() => import('../features/routing/zones-page'), 'ZonesPage'),
  // Zone Lookup is listed under Deliveries and Routing (spec 2.4); the registry keeps the first, 'c.zone-lookup'
  'c.zone-lookup': page(() => import('../features/routing/zone-lookup-page'), 'ZoneLookupPage'),
  'rt.adiona': page(() => import('../features/routing/optimise-page'), 'OptimisePage'),
  'rt.manual': page(() => import('../features/routing/manual-routing-page'), 'ManualRoutingPage'),
  'rt.visualisation': page(() => import('../features/routing/day-map-page'), 'VisualisationPage'),
  'd.primary-connect': page(() => import('../features/routing/day-map-page'), 'PrimaryConnectPage'),
  'mhe.asset-tracker': page(() => import('../features/routing/asset-tracker-page'), 'AssetTrackerPage'),
  'dev.crash-test': page(() => import('../features/errors/crash-test-page'), 'CrashTestPage'),
  // finance (issue 35)
  'b.rate-bulk': page(() => import('../features/finance/rate-bulk-page'), 'RateBulkPage'),
  // Admin and Dev (issue 37)
  'dev.recurring-jobs': page(() => import('../features/admin-dev/recurring-jobs-page'), 'RecurringJobsPage'),
  docs: page(() => import('../features/admin-dev/documentation-page'), 'DocumentationPage'),
  'contentTemplates.detail': page(() => import('../features/admin-dev/content-template-page'), 'ContentTemplatePage'),
  'smsSchedules.list': page(() => import('../features/admin-dev/sms-schedule-page'), 'SmsSchedulePage'),
  // Courier Routing and RDS (issue 36)
  'cr.locality': page(() => import('../features/courier-routing/locality-lookup-page'), 'LocalityLookupPage'),
  'd.retail-exceptions': page(() => import('../features/rds/open-exceptions-page'), 'OpenExceptionsPage'),
  'd.retail-bookings': page(() => import('../features/rds/bookings-page'), 'BookingsPage'),
  'rds.routing-tool': page(() => import('../features/rds/routing-tool-page'), 'RoutingToolPage'),
  // finance's stored invoices (finadmin, issue 35)
  'invoices.detail': page(() => import('../features/finance/invoice-page'), 'InvoicePage'),
  // warehouse (issue 34): the tablet's scan pages
  'wh.inventory-v2': page(() => import('../features/warehouse/inventory-v2-page'), 'InventoryV2Page'),
  't.pick-sheet': page(() => import('../features/warehouse/pick-sheet-page'), 'PickSheetPage'),
  'pallets.detail': page(() => import('../features/warehouse/pallet-page'), 'PalletPage'),
  'wh.stock-adjustment-v2': page(() => import('../features/warehouse/scan-adjust-page'), 'ScanAdjustPage'),
  'purchaseOrders.detail': page(() => import('../features/warehouse/purchase-order-page'), 'PurchaseOrderPage'),
  'purchaseOrders.receive': page(() => import('../features/warehouse/receive-page'), 'ReceivePage'),
  // unowned placeholders (finadmin)
  'dev.next-dashboard': page(() => import('../features/admin-dev/next-dashboard-page'), 'NextDashboardPage'),
  't.print-orders': page(() => import('../features/client-tools/print-orders-page'), 'PrintOrdersPage'),
  'd.rg-deliveries': page(
    () => import('../features/deliveries/routing-group/rg-deliveries-page'),
    'RoutingGroupDeliveriesRoute',
  ),
};
