/**
 * The finance domain (issue 35, docs/finance.md): the write rules of its resources and the Rate
 * Master Bulk Update route. Its figures
 * (invoices, pay, revenue) are report declarations (server/reports/finance-reports.ts) computed by
 * the pure model in ./model.ts.
 */
import type { Domain } from '../domain/domain';
import { fuelSurchargeHooks, ledgerHooks, overheadHooks, runFineHooks } from './hooks';
import { invoiceHooks, invoiceLineHooks, type InvoiceSource } from './invoices';
import { financeRoutes } from './routes';

/** The domain, given the computation invoices are issued from (./invoices.ts says why it is passed in). */
export const financeDomain = (invoiceSource: InvoiceSource): Domain => ({
  name: 'finance',
  routes: financeRoutes,
  hooks: {
    ledgerEntries: ledgerHooks,
    runFines: runFineHooks,
    fuelSurcharges: fuelSurchargeHooks,
    invoices: invoiceHooks(invoiceSource),
    invoiceLines: invoiceLineHooks,
    overheads: overheadHooks,
  },
});
