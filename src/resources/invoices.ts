/**
 * Stored invoices (issue 35, docs/finance.md 'Invoices'): a client's invoice for a period, kept
 * once issued. A draft names the client and period; issuing it (draft -> issued) has the server
 * write its lines from the computed invoice (the same lines Client Invoicing Itemised shows),
 * number it (INV-yyyy-nnnnn, in issue order per year) and keep its total; then it is paid or void.
 * Lines are append-only: nobody changes or deletes one; a correction is a new line naming the
 * line it corrects, and the server adds it to the invoice's total. The rules: server/finance/invoices.ts.
 */
import { because, financialReporting } from './access';
import { ordered } from './cross-field';
import { date, dateTime, int, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

const INVOICING = financialReporting('client-invoice');

export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export const INVOICE_LINE_KINDS = ['delivery', 'charge', 'correction'] as const;
/** The longest period one invoice covers. */
export const INVOICE_MAX_DAYS = 62;

export const invoices = defineResource({
  name: 'invoices',
  path: '/b/invoice',
  label: 'Invoice',
  labelPlural: 'Invoices',
  fields: {
    number: text('Number', { column: true, sortable: true, filter: 'exact', nullable: true, write: 'server' }),
    periodFrom: date('Period from', { column: true, sortable: true, filter: 'range', required: true }),
    periodTo: date('Period to', { column: true, sortable: true, required: true }),
    status: oneOf('Status', INVOICE_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    lineCount: int('Lines', { column: true, min: 0, write: 'server' }),
    totalCents: int('Total (cents)', { column: true, sortable: true, write: 'server' }),
    issuedAt: dateTime('Issued at', { column: true, sortable: true, nullable: true, write: 'server' }),
    paidAt: dateTime('Paid at', { nullable: true, write: 'server' }),
    voidedAt: dateTime('Voided at', { nullable: true, write: 'server' }),
    voidReason: text('Reason for voiding', { editable: true, nullable: true, maxLength: 200 }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  crossFieldRules: [ordered('periodFrom', 'periodTo', 'The period must not end before it starts.')],
  clientScoped: true,
  access: { list: INVOICING, get: INVOICING, create: INVOICING, patch: INVOICING },
  lifecycle: {
    field: 'status',
    start: ['draft'],
    transitions: [
      { from: ['draft'], to: 'issued', who: INVOICING, stamps: ['issuedAt'] },
      { from: ['issued'], to: 'paid', who: INVOICING, stamps: ['paidAt'] },
      { from: ['draft', 'issued'], to: 'void', who: INVOICING, requires: ['voidReason'], stamps: ['voidedAt'] },
    ],
  },
  defaultSort: '-periodFrom,-id',
  indexes: ['periodFrom', 'status'],
  unique: [['number']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'number',
  screens: {
    list: {
      path: '/b/invoices/all',
      title: 'Invoices',
      menu: { id: 'b.invoices', heading: 'financial', icon: 'MdReceipt' },
    },
    detail: { path: '/b/invoices/{id}', title: 'Invoice' },
    create: { path: '/b/invoices/all/create', title: 'New Invoice' },
  },
});

export const invoiceLines = defineResource({
  name: 'invoiceLines',
  path: '/b/invoice-line',
  label: 'Invoice line',
  labelPlural: 'Invoice lines',
  fields: {
    invoiceId: ref('Invoice', 'invoices', { column: true, filter: 'exact', required: true }),
    kind: oneOf('Kind', INVOICE_LINE_KINDS, { column: true, filter: 'exact', required: true }),
    date: date('Day', { column: true, sortable: true, filter: 'range', nullable: true, write: 'server' }),
    item: text('Item', { column: true, filter: 'text', required: true, maxLength: 200 }),
    deliveryId: ref('Delivery', 'deliveries', { nullable: true, write: 'server' }),
    zoneId: ref('Zone', 'zones', { column: true, nullable: true, write: 'server' }),
    serviceType: text('Service', { column: true, nullable: true, write: 'server' }),
    weightKg: num('Weight (kg)', { column: true, nullable: true, write: 'server' }),
    baseCents: int('Amount (cents)', { column: true, write: 'server' }),
    fuelBp: int('Fuel surcharge (bp)', { nullable: true, write: 'server' }),
    fuelCents: int('Fuel surcharge (cents)', { column: true, write: 'server' }),
    totalCents: int('Line total (cents)', {
      column: true,
      sortable: true,
      required: true,
      min: -100_000_000,
      max: 100_000_000,
      hint: 'A correction: the amount to add (negative to take off).',
    }),
    correctsId: ref('Corrects line', 'invoiceLines', {
      column: true,
      filter: 'exact',
      nullable: true,
      hint: 'A correction names the line it corrects; lines are never changed.',
    }),
  },
  clientScoped: true,
  access: {
    list: INVOICING,
    get: INVOICING,
    create: because('Only invoicing staff add a correcting line.', INVOICING),
  },
  defaultSort: 'invoiceId,id',
  indexes: ['invoiceId'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'item',
  screens: {
    list: { path: '/b/invoice-lines/all', title: 'Invoice Lines' },
    detail: { path: '/b/invoice-lines/{id}', title: 'Invoice Line' },
    create: { path: '/b/invoice-lines/all/create', title: 'Add Correcting Line' },
  },
});
