/** Menu data: Admin, Financial Reporting, Drivers/Contractors, Line Haul, Operations and Routing. */
import type { MenuHeading } from './menu-types';
import { link } from './menu-link';
import { admin, adminType, all, any, clientConfig, feature, perm, role, staffOr } from './menu-rules';

export const adminHeading: MenuHeading = {
  kind: 'heading',
  id: 'admin',
  label: 'Admin',
  icon: 'MdSettings',
  items: [
    link('m.sms-schedule', '/messaging/sms-schedule', 'SMS Schedule', 'MdSchedule', any(admin, perm('sms-schedule'))),
    link('m.sms-block', '/messaging/sms-block/all', 'SMS Block List', 'MdBlock', any(admin, perm('sms-block'))),
    link('m.email-unsubscribes', '/messaging/email-unsubscribes/all', 'Email Unsubscribes', 'MdUnsubscribe', any(admin, perm('email-unsubscribes'))),
  ],
};

/** FinancialReporting sub-keys: 'all' grants every one of them. */
const fr = (key: string) => any(feature('FinancialReporting', 'all'), feature('FinancialReporting', key));

export const financialHeading: MenuHeading = {
  kind: 'heading',
  id: 'financial',
  label: 'Financial Reporting',
  icon: 'MdAttachMoney',
  items: [
    link('b.rate-upload', '/b/client-rate-upload', 'Import Rates', 'MdUploadFile', fr('import-rates')),
    link('b.rates', '/b/client-rates/all', 'Rate Master', 'MdAttachMoney', fr('rate-master')),
    link('b.rate-bulk', '/b/client-rate-bulk-update', 'Rate Master Bulk Update', 'MdAttachMoney', all(fr('rate-master'), feature('RateMasterBulkUpdate'))),
    link('b.fuel-category', '/b/fuel-category/all', 'Fuel Categories', 'MdLocalGasStation', fr('fuel-category')),
    link('b.revenue', '/b/revenue', 'Revenue', 'MdBarChart', fr('revenue-report')),
    link('b.revenue-metric', '/b/revenue-by-metric', 'Revenue by Metric', 'MdBarChart', fr('revenue-report')),
    link('b.rates-zone', '/b/client-rates-by-zone', 'Client Rates by Zone', 'MdMap', fr('rates-by-client')),
    link('b.pay-rates', '/b/pay-rates', 'Pay Rates', 'MdPayments', fr('pay-rates')),
    link('b.rg-weekly-cost', '/b/rg-weekly-cost', 'Weekly Overheads', 'MdAccountBalance', fr('weekly-overhead')),
    link('b.contractor-pay', '/b/contractor-pay', 'Driver Pay', 'MdPayments', fr('driver-pay')),
    link('b.run-fines', '/b/run-fines', 'Run Fines', 'MdWarning', fr('run-fines')),
    link('b.contractor-ledger', '/b/contractor-ledger', 'Contractor Ledger', 'MdAccountBalance', fr('contractor-ledger')),
    link('b.fuel-surcharges', '/b/rg-fuel-surcharges', 'Fuel Surcharges', 'MdLocalGasStation', any(fr('fuel-surcharges'), fr('fuel-surcharges-edit'))),
    link('b.invoicing', '/b/client-invoicing', 'Client Invoicing', 'MdReceipt', fr('client-invoice')),
    link('b.invoicing-itemised', '/b/client-invoicing-itemised/all', 'Client Invoicing Itemised', 'MdReceipt', fr('client-invoice')),
    link('b.charges', '/b/charges/all', 'Charges', 'MdAttachMoney', admin),
  ],
};

export const contractorsHeading: MenuHeading = {
  kind: 'heading',
  id: 'contractors',
  label: 'Drivers/Contractors',
  icon: 'MdPeople',
  items: [
    link('ctr.assign-contractor', '/run/assign/contractor/1/{date}/rg/all/all', 'Assign Contractor', 'MdAssignment', admin, {
      regex: ['^/run/assign/contractor(?:/[^/]+)*/?$'],
    }),
    link('ctr.assign-driver', '/run/assign/driver/1/{date}/rg/all/all', 'Driver Assign', 'MdAssignment', any(staffOr('runs'), role('contractor')), {
      regex: ['^/run/assign/driver(?:/[^/]+)*/?$'],
      contractor: true,
    }),
    link('ctr.contractors', '/ctr/contractors/all', 'List Contractors', 'MdPeople', admin),
    link('ctr.van-grid', '/ctr/van-availability/grid', 'Van Availability', 'MdRvHookup', any(adminType, role('contractor')), { contractor: true }),
    link('ctr.van-report', '/ctr/van-availability/report', 'Van Availability Report', 'MdRvHookup', adminType),
    link('ctr.van-excess', '/ctr/van-availability/excess', 'Van Availability Excess', 'MdRvHookup', all(adminType, feature('VanAvailabilityExcess'))),
    link('ctr.app-versions', '/ctr/reports/app-versions', 'Driver App Versions', 'MdApps', admin),
    link('ctr.run-errors', '/run/errors/report', 'Run Errors Report', 'MdErrorOutline', admin),
  ],
};

const lh = (id: string, uri: string, label: string) => link(id, uri, label, 'MdFireTruck', admin);

export const lineHaulHeading: MenuHeading = {
  kind: 'heading',
  id: 'line-haul',
  label: 'Line Haul',
  icon: 'MdFireTruck',
  items: [
    lh('lh.movements', '/line-haul-movement/all', 'Movements'),
    lh('lh.allocator', '/line-haul-movement/allocator', 'Movement Allocator'),
    lh('lh.builder', '/line-haul-movement/builder', 'Movement Builder'),
    lh('lh.jobs', '/line-haul-job/all', 'Jobs'),
    lh('lh.acceptance', '/line-haul-job/acceptance', 'Job Acceptance'),
    lh('lh.scoreboard', '/line-haul-job/scoreboard', 'Job Scoreboard'),
    lh('lh.trucks', '/line-haul-truck/all', 'Trucks'),
    lh('lh.trailers', '/line-haul-trailer/all', 'Trailers'),
    lh('lh.subcontractors', '/line-haul-subcontractor/all', 'Subcontractors'),
    lh('lh.dollies', '/line-haul-dolly/all', 'Dollies'),
    lh('lh.legs', '/line-haul-leg/all', 'Legs'),
    lh('lh.leg-schedules', '/line-haul-leg-schedule/all', 'Leg Schedules'),
    lh('lh.journeys', '/line-haul-journey/all', 'Journeys'),
  ],
};

export const operationsHeading: MenuHeading = {
  kind: 'heading',
  id: 'operations',
  label: 'Operations',
  icon: 'MdBuild',
  items: [
    link('o.scan-report', '/d/scan-report', 'Scan Report', 'MdQrCodeScanner', staffOr('scanning-report')),
    link('o.return-to-depot', '/d/-1/return-to-depot', 'Return to Depot', 'MdBusiness', staffOr('return-to-depot'), {
      regex: ['^/d/-?\\d+/return-to-depot/?$'],
    }),
    link('o.routing-summary', '/d/routing-summary', 'Routing Summary', 'MdAltRoute', staffOr('routing-summary')),
    link('o.pre-deliveries', '/d/pre-deliveries/promote', ['Pre-Deliveries Manage', 'Undated Deliveries Manage'], 'MdEvent', staffOr('pre-delivery')),
    link('o.control-center', '/d/control-center', 'Control Center', 'MdDashboard', adminType),
    link('o.client-control-center', '/d/client-control-center', 'Client Control Center', 'MdDashboard', feature('ClientControlCenter'), {
      beta: { new: true },
    }),
  ],
};

export const routingHeading: MenuHeading = {
  kind: 'heading',
  id: 'routing',
  label: 'Routing',
  icon: 'MdRoute',
  items: [
    link('rt.adiona', '/d/adiona', ['Adiona Sync', 'Optimize Routes'], 'MdRoute', admin, { oldIcon: 'MdSync' }),
    link('rt.manual', '/d/manual-routing/all', 'Manual Routing', 'MdAltRoute', admin),
    link('rt.zones', '/z/zones', 'Zones', 'MdMap', any(staffOr('zones'), all(perm('zones-client'), clientConfig('allowViewingZones')))),
    link('rt.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
    link('rt.visualisation', '/d/visualisation/date/{date}/rg/all/rz/all/z/all/client/all/service/all/tw/all', 'Visualisation', 'MdMap', adminType, {
      regex: ['^/d/visualisation(?:/[^/]+)*/?$'],
    }),
  ],
};
