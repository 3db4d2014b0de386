import type { RouteObject } from 'react-router-dom';
import { gated } from './route-gate';

/** Dispatcher pages for deliveries, boxes, uploads and confirmations (each a lazy chunk). */
export const deliveryRoutes: RouteObject[] = [
  { path: 'd/deliveries/all', lazy: gated(async () => (await import('./pages')).DeliveriesRoute) },
  { path: 'd/deliveries/all/create', lazy: gated(async () => (await import('./create/DeliveryCreatePage')).DeliveryCreatePage) },
  { path: 'd/deliveries/all/grid-edit', lazy: gated(async () => (await import('./grid-edit/GridEditPage')).GridEditPage) },
  { path: 'd/deliveries-geo-issues/all', lazy: gated(async () => (await import('./pages')).GeoIssuesRoute) },
  { path: 'd/deliveriesN/all', lazy: gated(async () => (await import('./pages')).OrderSearchRoute) },
  { path: 'run/r/delivery/:id', lazy: gated(async () => (await import('./detail/DeliveryDetailPage')).DeliveryDetailPage) },
  { path: 'd/boxes/all', lazy: gated(async () => (await import('./boxes/box-pages')).BoxesRoute) },
  { path: 'd/boxes-redelivery/all', lazy: gated(async () => (await import('./boxes/box-pages')).RedeliveryBoxesRoute) },
  { path: 'd/box-load-check', lazy: gated(async () => (await import('./boxes/BoxLoadCheckPage')).BoxLoadCheckRoute) },
  { path: 'd/deliveries-export-csv', lazy: gated(async () => (await import('./export/ExportPage')).ExportPage) },
  { path: 'd/delivery-upload', lazy: gated(async () => (await import('../delivery-upload/UploadPage')).UploadPage) },
  { path: 'd/file-uploads/all', lazy: gated(async () => (await import('../delivery-upload/FileUploadsPage')).FileUploadsPage) },
  { path: 'd/wholesale-deliveries-confirm', lazy: gated(async () => (await import('../confirmations/ConfirmDeliveriesPage')).WholesaleConfirmRoute) },
  { path: 'd/home-deliveries-confirm', lazy: gated(async () => (await import('../confirmations/ConfirmDeliveriesPage')).HomeConfirmRoute) },
  { path: 'd/customer-change/all', lazy: gated(async () => (await import('../confirmations/CustomerChangePage')).CustomerChangePage) },
];
