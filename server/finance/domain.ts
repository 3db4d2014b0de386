/**
 * The finance domain (issue 35, docs/finance.md): the write rules of its resources and the Rate
 * Master Bulk Update route. Its figures
 * (invoices, pay, revenue) are report declarations (server/reports/finance-reports.ts) computed by
 * the pure model in ./model.ts.
 */
import type { Domain } from '../domain/domain';
import { fuelSurchargeHooks, ledgerHooks, overheadHooks, runFineHooks } from './hooks';
import { invoiceHooks, invoiceLineHooks } from './invoices';
import { financeRoutes } from './routes';

export const financeDomain: Domain = {
  name: 'finance',
  routes: financeRoutes,
  hooks: {
    ledgerEntries: ledgerHooks,
    runFines: runFineHooks,
    fuelSurcharges: fuelSurchargeHooks,
    invoices: invoiceHooks,
    invoiceLines: invoiceLineHooks,
    overheads: overheadHooks,
  },
};
