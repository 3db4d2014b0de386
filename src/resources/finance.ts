/**
 * Financial Reporting's resources (issue 35, docs/finance.md): the rate cards clients are charged
 * by, the fuel categories and weekly fuel surcharges, the contractors' pay rates, run fines, the
 * contractor ledger and the admins' extra charges. Money is always integer cents (`…Cents`) and a
 * surcharge is in basis points (1250 = 12.5%), so no total is ever a floating-point sum. What is
 * computed from these (invoices, pay, revenue) is the server's (server/finance), never typed in.
 *
 * Access: each FinancialReporting sub-key grants exactly its screens and their writes
 * (`financialReporting(key)` in ./access.ts). Fuel categories are read by every holder of the
 * feature (rate cards and surcharges name them). A contractor reads only their own fines and
 * ledger lines (owner scope, with ContractorAccessPaySummary) and never writes them. Ledger
 * entries are append-only: no update, patch or delete; a correction is a new entry naming the one
 * it corrects, and the running balance is kept by the server (server/finance/ledger.ts).
 */
import { admin, all, any, because, feature, financialReporting, role } from './access';
import { date, int, num, oneOf, ref, text } from './fields';
import { ordered } from './cross-field';
import { SERVICE_TYPES } from './operations';
import { defineResource } from './types';

/** A money amount in integer cents (negative only where the field says so). */
const CENTS_MAX = 100_000_000;

/** Any holder of the FinancialReporting feature, whatever its sub-keys: reads the finance reference lists. */
export const FINANCE_STAFF = feature('FinancialReporting');
/** A contractor who may see their own pay and ledger (spec 6: ContractorAccessPaySummary). */
export const OWN_PAY = all(role('contractor'), feature('ContractorAccessPaySummary'));

const EFFECTIVE_ORDER = ordered('effectiveFrom', 'effectiveTo', 'The end must not be before the start.');

export const fuelCategories = defineResource({
  name: 'fuelCategories',
  path: '/b/fuel-category',
  label: 'Fuel category',
  labelPlural: 'Fuel categories',
  fields: {
    code: text('Code', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 16,
    }),
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    description: text('Description', { column: true, editable: true }),
  },
  clientScoped: false,
  access: {
    list: FINANCE_STAFF,
    get: FINANCE_STAFF,
    create: financialReporting('fuel-category'),
    update: financialReporting('fuel-category'),
    patch: financialReporting('fuel-category'),
  },
  defaultSort: 'code',
  indexes: ['code'],
  unique: [['code']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/b/fuel-category/all',
      access: financialReporting('fuel-category'),
      menu: { id: 'b.fuel-category', heading: 'financial', icon: 'MdLocalGasStation' },
    },
    detail: { path: '/b/fuel-category/{id}', title: 'Fuel Category', access: financialReporting('fuel-category') },
    create: {
      path: '/b/fuel-category/all/create',
      title: 'Add Fuel Category',
      access: financialReporting('fuel-category'),
    },
  },
});

export const fuelSurcharges = defineResource({
  name: 'fuelSurcharges',
  path: '/b/fuel-surcharge',
  label: 'Fuel surcharge',
  labelPlural: 'Fuel surcharges',
  fields: {
    fuelCategoryId: ref('Fuel category', 'fuelCategories', {
      column: true,
      filter: 'exact',
      required: true,
      editable: true,
    }),
    weekStart: date('Week from (Monday)', {
      column: true,
      sortable: true,
      filter: 'range',
      required: true,
      editable: true,
    }),
    surchargeBp: int('Surcharge (basis points)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: 10_000,
      hint: '100 basis points = 1%; 1250 = 12.5%.',
    }),
  },
  clientScoped: false,
  access: {
    list: any(financialReporting('fuel-surcharges'), financialReporting('fuel-surcharges-edit')),
    get: any(financialReporting('fuel-surcharges'), financialReporting('fuel-surcharges-edit')),
    create: financialReporting('fuel-surcharges-edit'),
    update: financialReporting('fuel-surcharges-edit'),
    patch: financialReporting('fuel-surcharges-edit'),
    delete: financialReporting('fuel-surcharges-edit'),
  },
  defaultSort: '-weekStart,fuelCategoryId',
  indexes: ['weekStart', 'fuelCategoryId'],
  unique: [['fuelCategoryId', 'weekStart']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'weekStart',
  screens: {
    list: {
      path: '/b/rg-fuel-surcharges',
      title: 'Fuel Surcharges',
      menu: { id: 'b.fuel-surcharges', heading: 'financial', icon: 'MdLocalGasStation' },
    },
    detail: { path: '/b/rg-fuel-surcharges/{id}', title: 'Fuel Surcharge' },
    create: { path: '/b/rg-fuel-surcharges/create', title: 'Add Fuel Surcharge' },
  },
});

export const clientRates = defineResource({
  name: 'clientRates',
  path: '/b/client-rate',
  label: 'Client rate',
  labelPlural: 'Client rates',
  fields: {
    zoneId: ref('Zone', 'zones', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
      hint: 'Empty: every zone the client has no rate of its own for.',
    }),
    serviceType: oneOf('Service', SERVICE_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    weightFromKg: num('Weight from (kg)', { column: true, sortable: true, editable: true, min: 0, max: 10_000 }),
    weightToKg: num('Weight up to (kg)', {
      column: true,
      sortable: true,
      editable: true,
      nullable: true,
      min: 0,
      max: 10_000,
      hint: 'Up to but not including; empty: no upper limit.',
    }),
    effectiveFrom: date('Effective from', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
    }),
    effectiveTo: date('Effective to', { column: true, sortable: true, editable: true, nullable: true }),
    fuelCategoryId: ref('Fuel category', 'fuelCategories', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
    }),
    baseCents: int('Per delivery (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: CENTS_MAX,
    }),
    perKgCents: int('Per kg (cents)', { column: true, editable: true, min: 0, max: CENTS_MAX }),
  },
  clientScoped: true,
  access: {
    list: any(
      financialReporting('rate-master'),
      financialReporting('rates-by-client'),
      financialReporting('import-rates'),
    ),
    get: any(
      financialReporting('rate-master'),
      financialReporting('rates-by-client'),
      financialReporting('import-rates'),
    ),
    create: any(financialReporting('rate-master'), financialReporting('import-rates')),
    update: financialReporting('rate-master'),
    patch: financialReporting('rate-master'),
    delete: financialReporting('rate-master'),
  },
  crossFieldRules: [EFFECTIVE_ORDER],
  defaultSort: 'clientId,serviceType,zoneId,weightFromKg,-effectiveFrom',
  indexes: ['effectiveFrom', 'zoneId', 'serviceType'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'effectiveFrom',
  screens: {
    list: {
      path: '/b/client-rates/all',
      title: 'Rate Master',
      access: financialReporting('rate-master'),
      menu: { id: 'b.rates', heading: 'financial', icon: 'MdAttachMoney' },
    },
    detail: { path: '/b/client-rates/{id}', title: 'Client Rate', access: financialReporting('rate-master') },
    create: { path: '/b/client-rates/all/create', title: 'Add Client Rate', access: financialReporting('rate-master') },
    import: {
      path: '/b/client-rate-upload',
      title: 'Import Rates',
      access: financialReporting('import-rates'),
      menu: { id: 'b.rate-upload', heading: 'financial', icon: 'MdUploadFile' },
    },
  },
});

export const payRates = defineResource({
  name: 'payRates',
  path: '/b/pay-rate',
  label: 'Pay rate',
  labelPlural: 'Pay rates',
  fields: {
    routingGroupId: ref('Routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    effectiveFrom: date('Effective from', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
    }),
    effectiveTo: date('Effective to', { column: true, sortable: true, editable: true, nullable: true }),
    perRunCents: int('Per run (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: CENTS_MAX,
    }),
    perDropCents: int('Per completed drop (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: CENTS_MAX,
    }),
  },
  clientScoped: false,
  access: {
    list: financialReporting('pay-rates'),
    get: financialReporting('pay-rates'),
    create: financialReporting('pay-rates'),
    update: financialReporting('pay-rates'),
    patch: financialReporting('pay-rates'),
    delete: financialReporting('pay-rates'),
  },
  crossFieldRules: [EFFECTIVE_ORDER],
  defaultSort: 'routingGroupId,-effectiveFrom',
  indexes: ['routingGroupId', 'effectiveFrom'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'effectiveFrom',
  screens: {
    list: {
      path: '/b/pay-rates',
      title: 'Pay Rates',
      menu: { id: 'b.pay-rates', heading: 'financial', icon: 'MdPayments' },
    },
    detail: { path: '/b/pay-rates/{id}', title: 'Pay Rate' },
    create: { path: '/b/pay-rates/create', title: 'Add Pay Rate' },
  },
});

const FINES = financialReporting('run-fines');

export const runFines = defineResource({
  name: 'runFines',
  path: '/b/run-fine',
  label: 'Run fine',
  labelPlural: 'Run fines',
  fields: {
    runId: ref('Run', 'runs', { column: true, filter: 'exact', required: true }),
    contractorId: ref('Contractor', 'users', { column: true, filter: 'exact', nullable: true, write: 'server' }),
    date: date('Day', { column: true, sortable: true, filter: 'range', nullable: true, write: 'server' }),
    reason: text('Reason', { column: true, filter: 'text', editable: true, required: true, maxLength: 200 }),
    amountCents: int('Amount (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 1,
      max: CENTS_MAX,
    }),
  },
  clientScoped: false,
  ownerScope: { contractor: 'contractorId' },
  access: {
    list: any(FINES, OWN_PAY),
    get: any(FINES, OWN_PAY),
    create: FINES,
    update: FINES,
    patch: FINES,
    delete: FINES,
  },
  defaultSort: '-date,-id',
  indexes: ['date', 'contractorId', 'runId'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'reason',
  screens: {
    list: {
      path: '/b/run-fines',
      title: 'Run Fines',
      access: FINES,
      menu: { id: 'b.run-fines', heading: 'financial', icon: 'MdWarning' },
    },
    detail: { path: '/b/run-fines/{id}', title: 'Run Fine', access: FINES },
    create: { path: '/b/run-fines/create', title: 'Add Run Fine', access: FINES },
  },
});

export const LEDGER_KINDS = ['credit', 'debit'] as const;
const LEDGER = financialReporting('contractor-ledger');

export const ledgerEntries = defineResource({
  name: 'ledgerEntries',
  path: '/b/ledger-entry',
  label: 'Ledger entry',
  labelPlural: 'Ledger entries',
  fields: {
    contractorId: ref('Contractor', 'users', { column: true, filter: 'exact', required: true }),
    date: date('Day', { column: true, sortable: true, filter: 'range', required: true }),
    kind: oneOf('Kind', LEDGER_KINDS, { column: true, filter: 'exact', required: true }),
    amountCents: int('Amount (cents)', { column: true, sortable: true, required: true, min: 1, max: CENTS_MAX }),
    description: text('Description', { column: true, filter: 'text', required: true, maxLength: 200 }),
    correctsId: ref('Corrects entry', 'ledgerEntries', {
      column: true,
      filter: 'exact',
      nullable: true,
      hint: 'A correction is a new entry naming the one it corrects; entries are never changed.',
    }),
    balanceCents: int('Balance after (cents)', { column: true, write: 'server' }),
  },
  clientScoped: false,
  ownerScope: { contractor: 'contractorId' },
  access: {
    list: any(LEDGER, OWN_PAY),
    get: any(LEDGER, OWN_PAY),
    create: because('Only the finance team adds ledger entries.', LEDGER),
  },
  defaultSort: 'contractorId,-id',
  indexes: ['contractorId', 'date'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'description',
  screens: {
    list: {
      path: '/b/contractor-ledger',
      title: 'Contractor Ledger',
      access: LEDGER,
      menu: { id: 'b.contractor-ledger', heading: 'financial', icon: 'MdAccountBalance' },
    },
    detail: { path: '/b/contractor-ledger/{id}', title: 'Ledger Entry', access: LEDGER },
    create: { path: '/b/contractor-ledger/create', title: 'Add Ledger Entry', access: LEDGER },
  },
});

export const charges = defineResource({
  name: 'charges',
  path: '/b/charge',
  label: 'Charge',
  labelPlural: 'Charges',
  fields: {
    date: date('Day', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    description: text('Description', { column: true, filter: 'text', editable: true, required: true, maxLength: 200 }),
    amountCents: int('Amount (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: -CENTS_MAX,
      max: CENTS_MAX,
      hint: 'Negative for a credit to the client.',
    }),
  },
  clientScoped: true,
  access: { list: admin, get: admin, create: admin, update: admin, patch: admin, delete: admin },
  defaultSort: '-date,-id',
  indexes: ['date'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'description',
  screens: {
    list: {
      path: '/b/charges/all',
      title: 'Charges',
      menu: { id: 'b.charges', heading: 'financial', icon: 'MdAttachMoney' },
      quickSearch: { name: 'Charges', order: 8 },
    },
    detail: { path: '/b/charges/{id}', title: 'Charge' },
    create: { path: '/b/charges/all/create', title: 'Add Charge' },
  },
});
