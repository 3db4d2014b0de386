/** The Deliveries heading. */
import {
  admin,
  adminType,
  any,
  clientIdIn,
  dashboard,
  errorReportClient,
  feature,
  mayDo,
  perm,
  staffOr,
} from '../../resources/access';
import { bootResources } from '../../resources/boot';
import { heading, screen } from '../screen';

/** who reads the failed drops: staff, contractors and clients given them, and clients' users with View Errors */
const DELIVERY_ERRORS = any(
  staffOr('errors'),
  feature('ContractorRunDropErrors'),
  errorReportClient,
  feature('ClientViewErrors'),
);

export const deliveriesScreens = heading('deliveries', [
  screen('d.overview', '/d/overview', 'Overview', 'MdDashboard', any(dashboard, perm('order-search'), perm('drops'))),
  'deliveries.list',
  screen('d.geo-issues', '/d/deliveries-geo-issues/all', 'Geo Issues', 'MdPlace', adminType),
  'deliveries.gridEdit',
  'deliveries.create',
  'deliveries.import',
  'fileUploads.list',
  'deliveries.export',
  'boxes.list',
  screen('d.boxes-redelivery', '/d/boxes-redelivery/all', 'Boxes Redelivery', 'MdInventory2', adminType),
  screen('run.drop-errors', '/run/drop-errors', 'Delivery Errors', 'MdErrorOutline', DELIVERY_ERRORS),
  'runs.list',
  'run.run-rules',
  screen(
    'run.summary',
    '/run/r/country/{country}/{date}',
    'Run Summary',
    'MdTimeline',
    mayDo(bootResources.runs, 'list'),
    {
      patterns: ['run/r/country/*'],
      contractor: true,
      quickSearch: { name: 'Run Summary', order: 7 },
      titleFromRunSummary: true,
    },
  ),
  screen('run.events', '/run/r/events/all', 'Run Events', 'MdEvent', staffOr('runs')),
  'drops.list',
  screen('run.loadout', '/run/loadout', 'Loadout', 'MdFireTruck', adminType),
  screen('d.box-load-check', '/d/box-load-check', 'Box Load Check', 'MdQrCodeScanner', any(admin, clientIdIn(888))),
  screen(
    'run.cleanup',
    '/run/cleanup',
    'Post-Sortation Cleanup',
    'MdFactCheck',
    any(admin, feature('PostSortationScreen')),
  ),
  'pallet.pallets',
  screen('pallet.summary', '/pallet/summary', 'Pallet Summary', 'MdPallet', adminType),
  screen('app.logs', '/app/logs/all', 'App Logs', 'MdHistory', admin),
  // the spec's second address of Delivery Errors (the client users' 'View Errors'): it redirects
  // there, so the same page is neither built nor listed twice
  screen('run.view-errors', '/run/view-errors', 'View Errors', 'MdWarning', DELIVERY_ERRORS, { hidden: true }),
  // the spec's /d/retail-delivery-bookings/{encoded filter}: the filter is written by the path
  // codec (src/features/rds/bookings-path.ts) over one or more segments; the menu opens this week
  screen(
    'd.retail-bookings',
    '/d/retail-delivery-bookings/today',
    'Retail Delivery Bookings',
    'MdStorefront',
    feature('RetailDeliveryBooking'),
    {
      patterns: ['d/retail-delivery-bookings/*'],
    },
  ),
  screen('d.customer-change', '/d/customer-change/all', 'Customer Change Requests', 'MdMessage', adminType, {
    counter: 'customerChangeRequests',
  }),
  'd.auspost-orders',
  'd.auspost-data',
  'd.auspost-return',
  'd.inventory',
]);
