/** The Financial Reporting heading. */
import { admin, all, any, feature, financialReporting } from '../../resources';
import { heading, screen } from '../screen';

export const financialScreens = heading('financial', [
  screen('b.rate-upload', '/b/client-rate-upload', 'Import Rates', 'MdUploadFile', financialReporting('import-rates')),
  screen('b.rates', '/b/client-rates/all', 'Rate Master', 'MdAttachMoney', financialReporting('rate-master')),
  screen(
    'b.rate-bulk',
    '/b/client-rate-bulk-update',
    'Rate Master Bulk Update',
    'MdAttachMoney',
    all(financialReporting('rate-master'), feature('RateMasterBulkUpdate')),
  ),
  screen(
    'b.fuel-category',
    '/b/fuel-category/all',
    'Fuel Categories',
    'MdLocalGasStation',
    financialReporting('fuel-category'),
  ),
  screen('b.revenue', '/b/revenue', 'Revenue', 'MdBarChart', financialReporting('revenue-report')),
  screen(
    'b.revenue-metric',
    '/b/revenue-by-metric',
    'Revenue by Metric',
    'MdBarChart',
    financialReporting('revenue-report'),
  ),
  screen(
    'b.rates-zone',
    '/b/client-rates-by-zone',
    'Client Rates by Zone',
    'MdMap',
    financialReporting('rates-by-client'),
  ),
  screen('b.pay-rates', '/b/pay-rates', 'Pay Rates', 'MdPayments', financialReporting('pay-rates')),
  screen(
    'b.rg-weekly-cost',
    '/b/rg-weekly-cost',
    'Weekly Overheads',
    'MdAccountBalance',
    financialReporting('weekly-overhead'),
  ),
  screen('b.contractor-pay', '/b/contractor-pay', 'Driver Pay', 'MdPayments', financialReporting('driver-pay')),
  screen('b.run-fines', '/b/run-fines', 'Run Fines', 'MdWarning', financialReporting('run-fines')),
  screen(
    'b.contractor-ledger',
    '/b/contractor-ledger',
    'Contractor Ledger',
    'MdAccountBalance',
    financialReporting('contractor-ledger'),
  ),
  screen(
    'b.fuel-surcharges',
    '/b/rg-fuel-surcharges',
    'Fuel Surcharges',
    'MdLocalGasStation',
    any(financialReporting('fuel-surcharges'), financialReporting('fuel-surcharges-edit')),
  ),
  screen('b.invoicing', '/b/client-invoicing', 'Client Invoicing', 'MdReceipt', financialReporting('client-invoice')),
  screen(
    'b.invoicing-itemised',
    '/b/client-invoicing-itemised/all',
    'Client Invoicing Itemised',
    'MdReceipt',
    financialReporting('client-invoice'),
  ),
  screen('b.charges', '/b/charges/all', 'Charges', 'MdAttachMoney', admin, {
    quickSearch: { name: 'Charges', order: 8 },
  }),
]);
