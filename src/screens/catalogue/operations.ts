/** Hand-written screens: Admin, Financial Reporting, Drivers/Contractors, Line Haul, Operations and Routing. */
import { admin, adminType, all, any, clientConfig, feature, perm, role, staffOr } from '../../resources';
import { RESOURCE_SLOT, heading, screen } from '../screen';

export const adminScreens = heading('admin', [
  screen('m.sms-schedule', '/messaging/sms-schedule', 'SMS Schedule', 'MdSchedule', any(admin, perm('sms-schedule'))),
  screen('m.sms-block', '/messaging/sms-block/all', 'SMS Block List', 'MdBlock', any(admin, perm('sms-block'))),
  screen(
    'm.email-unsubscribes',
    '/messaging/email-unsubscribes/all',
    'Email Unsubscribes',
    'MdUnsubscribe',
    any(admin, perm('email-unsubscribes')),
  ),
]);

/** FinancialReporting sub-keys: 'all' grants every one of them. */
const fr = (key: string) => any(feature('FinancialReporting', 'all'), feature('FinancialReporting', key));

export const financialScreens = heading('financial', [
  screen('b.rate-upload', '/b/client-rate-upload', 'Import Rates', 'MdUploadFile', fr('import-rates')),
  screen('b.rates', '/b/client-rates/all', 'Rate Master', 'MdAttachMoney', fr('rate-master')),
  screen(
    'b.rate-bulk',
    '/b/client-rate-bulk-update',
    'Rate Master Bulk Update',
    'MdAttachMoney',
    all(fr('rate-master'), feature('RateMasterBulkUpdate')),
  ),
  screen('b.fuel-category', '/b/fuel-category/all', 'Fuel Categories', 'MdLocalGasStation', fr('fuel-category')),
  screen('b.revenue', '/b/revenue', 'Revenue', 'MdBarChart', fr('revenue-report')),
  screen('b.revenue-metric', '/b/revenue-by-metric', 'Revenue by Metric', 'MdBarChart', fr('revenue-report')),
  screen('b.rates-zone', '/b/client-rates-by-zone', 'Client Rates by Zone', 'MdMap', fr('rates-by-client')),
  screen('b.pay-rates', '/b/pay-rates', 'Pay Rates', 'MdPayments', fr('pay-rates')),
  screen('b.rg-weekly-cost', '/b/rg-weekly-cost', 'Weekly Overheads', 'MdAccountBalance', fr('weekly-overhead')),
  screen('b.contractor-pay', '/b/contractor-pay', 'Driver Pay', 'MdPayments', fr('driver-pay')),
  screen('b.run-fines', '/b/run-fines', 'Run Fines', 'MdWarning', fr('run-fines')),
  screen(
    'b.contractor-ledger',
    '/b/contractor-ledger',
    'Contractor Ledger',
    'MdAccountBalance',
    fr('contractor-ledger'),
  ),
  screen(
    'b.fuel-surcharges',
    '/b/rg-fuel-surcharges',
    'Fuel Surcharges',
    'MdLocalGasStation',
    any(fr('fuel-surcharges'), fr('fuel-surcharges-edit')),
  ),
  screen('b.invoicing', '/b/client-invoicing', 'Client Invoicing', 'MdReceipt', fr('client-invoice')),
  screen(
    'b.invoicing-itemised',
    '/b/client-invoicing-itemised/all',
    'Client Invoicing Itemised',
    'MdReceipt',
    fr('client-invoice'),
  ),
  screen('b.charges', '/b/charges/all', 'Charges', 'MdAttachMoney', admin, {
    quickSearch: { name: 'Charges', order: 8 },
  }),
]);

export const contractorsScreens = heading('contractors', [
  screen(
    'ctr.assign-contractor',
    '/run/assign/contractor/1/{date}/rg/all/all',
    'Assign Contractor',
    'MdAssignment',
    admin,
    {
      patterns: ['run/assign/contractor/*'],
    },
  ),
  screen(
    'ctr.assign-driver',
    '/run/assign/driver/1/{date}/rg/all/all',
    'Driver Assign',
    'MdAssignment',
    any(staffOr('runs'), role('contractor')),
    {
      patterns: ['run/assign/driver/*'],
      contractor: true,
    },
  ),
  screen('ctr.contractors', '/ctr/contractors/all', 'List Contractors', 'MdPeople', admin),
  screen(
    'ctr.van-grid',
    '/ctr/van-availability/grid',
    'Van Availability',
    'MdRvHookup',
    any(adminType, role('contractor')),
    { contractor: true },
  ),
  screen('ctr.van-report', '/ctr/van-availability/report', 'Van Availability Report', 'MdRvHookup', adminType),
  screen(
    'ctr.van-excess',
    '/ctr/van-availability/excess',
    'Van Availability Excess',
    'MdRvHookup',
    all(adminType, feature('VanAvailabilityExcess')),
  ),
  screen('ctr.app-versions', '/ctr/reports/app-versions', 'Driver App Versions', 'MdApps', admin),
  screen('ctr.run-errors', '/run/errors/report', 'Run Errors Report', 'MdErrorOutline', admin),
]);

const lh = (id: string, uri: string, label: string) => screen(id, uri, label, 'MdFireTruck', admin);

// The lists are resource screens (src/resources/line-haul-*.ts); their slots keep the menu order.
export const lineHaulScreens = heading('line-haul', [
  RESOURCE_SLOT, // lineHaulMovements.list
  lh('lh.allocator', '/line-haul-movement/allocator', 'Movement Allocator'),
  lh('lh.builder', '/line-haul-movement/builder', 'Movement Builder'),
  RESOURCE_SLOT, // lineHaulJobs.list
  lh('lh.acceptance', '/line-haul-job/acceptance', 'Job Acceptance'),
  lh('lh.scoreboard', '/line-haul-job/scoreboard', 'Job Scoreboard'),
]);

export const operationsScreens = heading('operations', [
  screen('o.scan-report', '/d/scan-report', 'Scan Report', 'MdQrCodeScanner', staffOr('scanning-report')),
  screen('o.return-to-depot', '/d/-1/return-to-depot', 'Return to Depot', 'MdBusiness', staffOr('return-to-depot'), {
    patterns: ['d/:clientId/return-to-depot'],
  }),
  screen('o.routing-summary', '/d/routing-summary', 'Routing Summary', 'MdAltRoute', staffOr('routing-summary')),
  screen(
    'o.pre-deliveries',
    '/d/pre-deliveries/promote',
    ['Pre-Deliveries Manage', 'Undated Deliveries Manage'],
    'MdEvent',
    staffOr('pre-delivery'),
  ),
  screen('o.control-center', '/d/control-center', 'Control Center', 'MdDashboard', adminType),
  screen(
    'o.client-control-center',
    '/d/client-control-center',
    'Client Control Center',
    'MdDashboard',
    feature('ClientControlCenter'),
    {
      beta: { new: true },
    },
  ),
]);

export const routingScreens = heading('routing', [
  screen('rt.adiona', '/d/adiona', ['Adiona Sync', 'Optimize Routes'], 'MdRoute', admin, { oldIcon: 'MdSync' }),
  screen('rt.manual', '/d/manual-routing/all', 'Manual Routing', 'MdAltRoute', admin),
  screen(
    'rt.zones',
    '/z/zones',
    'Zones',
    'MdMap',
    any(staffOr('zones'), all(perm('zones-client'), clientConfig('allowViewingZones'))),
  ),
  screen('rt.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
  screen(
    'rt.visualisation',
    '/d/visualisation/date/{date}/rg/all/rz/all/z/all/client/all/service/all/tw/all',
    'Visualisation',
    'MdMap',
    adminType,
    {
      patterns: ['d/visualisation/*'],
    },
  ),
]);
