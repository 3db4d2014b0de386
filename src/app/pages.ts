/**
 * The hand-written pages bound to screens, by screen id. Each loader is a literal dynamic import,
 * so every page is its own lazy chunk (precached by the service worker, so each also opens
 * offline). A resource screen with no entry here gets the generic page of its kind; a catalogue
 * screen with no entry is a spec page not built yet and says so.
 */
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

export const PAGES: Record<string, PageLoader> = {
  'd.overview': async () => (await import('../features/overview/overview-page')).OverviewRoute,
  'deliveries.list': async () => (await import('../features/deliveries/pages')).DeliveriesRoute,
  'd.geo-issues': async () => (await import('../features/deliveries/pages')).GeoIssuesRoute,
  'order-search': async () => (await import('../features/deliveries/pages')).OrderSearchRoute,
  'deliveries.detail': async () => (await import('../features/deliveries/detail/delivery-detail-page')).DeliveryDetailPage,
  'deliveries.create': async () => (await import('../features/deliveries/create/delivery-create-page')).DeliveryCreatePage,
  'deliveries.gridEdit': async () => (await import('../features/deliveries/grid-edit/grid-edit-page')).GridEditPage,
  'deliveries.import': async () => (await import('../features/delivery-upload/upload-page')).UploadPage,
  'deliveries.export': async () => (await import('../features/deliveries/export/export-page')).ExportPage,
  'fileUploads.list': async () => (await import('../features/delivery-upload/file-uploads-page')).FileUploadsPage,
  'boxes.list': async () => (await import('../features/deliveries/boxes/box-pages')).BoxesRoute,
  'd.boxes-redelivery': async () => (await import('../features/deliveries/boxes/box-pages')).RedeliveryBoxesRoute,
  'd.box-load-check': async () => (await import('../features/deliveries/boxes/box-load-check-page')).BoxLoadCheckRoute,
  'c.wholesale': async () => (await import('../features/confirmations/confirm-deliveries-page')).WholesaleConfirmRoute,
  'c.home': async () => (await import('../features/confirmations/confirm-deliveries-page')).HomeConfirmRoute,
  'd.customer-change': async () => (await import('../features/confirmations/customer-change-page')).CustomerChangePage,
  'run.summary': async () => (await import('../features/runs/pages')).RunSummaryRoute,
  'runs.list': async () => (await import('../features/runs/pages')).RunsListRoute,
  'runs.detail': async () => (await import('../features/runs/pages')).RunRoute,
  'drops.list': async () => (await import('../features/runs/pages')).DropsListRoute,
  'drops.detail': async () => (await import('../features/runs/pages')).DropDetailRoute,
  'ctr.assign-contractor': async () => (await import('../features/runs/assign/assign-route')).AssignRoute,
  'ctr.assign-driver': async () => (await import('../features/runs/assign/assign-route')).AssignRoute,
  'run.events': async () => (await import('../features/runs/events/run-events-page')).RunEventsRoute,
  'run.drop-errors': async () => (await import('../features/runs/errors/drop-errors-page')).DropErrorsRoute,
  'run.view-errors': async () => (await import('../features/runs/errors/drop-errors-page')).ViewErrorsRoute,
  'run.loadout': async () => (await import('../features/runs/boxes/loadout-page')).LoadoutRoute,
  'run.cleanup': async () => (await import('../features/runs/boxes/cleanup-page')).CleanupRoute,
  'c.temp-check': async () => (await import('../features/runs/confirm/confirm-pages')).TempCheckRoute,
  'c.instructions': async () => (await import('../features/runs/confirm/confirm-pages')).InstructionsRoute,
  offline: async () => (await import('../features/resource-pages/offline-days-page')).OfflineDaysPage,
  account: async () => (await import('../features/account/account-page')).AccountPage,
  'users.detail': async () => (await import('../features/account/user-detail-page')).UserDetailPage,
  outbox: async () => (await import('../features/outbox/outbox-page')).OutboxPage,
  'no-access': async () => (await import('../features/not-found/no-access-page')).NoAccessPage,
  'rt.zones': async () => (await import('../features/routing/zones-page')).ZonesPage,
  'rt.zone-lookup': async () => (await import('../features/routing/zone-lookup-page')).ZoneLookupPage,
  'rt.adiona': async () => (await import('../features/routing/optimise-page')).OptimisePage,
  'rt.manual': async () => (await import('../features/routing/manual-routing-page')).ManualRoutingPage,
  'rt.visualisation': async () => (await import('../features/routing/day-map-page')).VisualisationPage,
  'd.primary-connect': async () => (await import('../features/routing/day-map-page')).PrimaryConnectPage,
  'mhe.asset-tracker': async () => (await import('../features/routing/asset-tracker-page')).AssetTrackerPage,
  'dev.crash-test': async () => (await import('../features/errors/crash-test-page')).CrashTestPage,
};
