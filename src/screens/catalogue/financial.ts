/** The Financial Reporting heading. */
import { all, feature, financialReporting } from '../../resources/access';
import { heading, screen } from '../screen';

export const financialScreens = heading('financial', [
  'b.rate-upload',
  'b.rates',
  screen(
    'b.rate-bulk',
    '/b/client-rate-bulk-update',
    'Rate Master Bulk Update',
    'MdAttachMoney',
    all(financialReporting('rate-master'), feature('RateMasterBulkUpdate')),
  ),
  'b.fuel-category',
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
  'b.pay-rates',
  screen(
    'b.rg-weekly-cost',
    '/b/rg-weekly-cost',
    'Weekly Overheads',
    'MdAccountBalance',
    financialReporting('weekly-overhead'),
  ),
  'b.overheads',
  screen('b.contractor-pay', '/b/contractor-pay', 'Driver Pay', 'MdPayments', financialReporting('driver-pay')),
  'b.run-fines',
  'b.contractor-ledger',
  'b.fuel-surcharges',
  screen('b.invoicing', '/b/client-invoicing', 'Client Invoicing', 'MdReceipt', financialReporting('client-invoice')),
  screen(
    'b.invoicing-itemised',
    '/b/client-invoicing-itemised/all',
    'Client Invoicing Itemised',
    'MdReceipt',
    financialReporting('client-invoice'),
  ),
  'b.invoices',
  'b.charges',
]);
