/**
 * Courier Routing (docs/courier-routing.md): the carriers we hand parcels to and the rate tables
 * least-cost routing prices them with. Carriers have services; each client's localities map to a
 * carrier zone (client zones); each carrier zone has the client's rates by weight band, and each
 * carrier a fuel surcharge, line-haul legs from our routing groups and fees. Money is integer
 * cents; a rate period (effective from / to) never overlaps another of the same key
 * (`RATE_PERIODS`, checked by the server against the stored rows, server/courier-routing/hooks.ts).
 *
 * Read by admin-type users holding LCRv2, changed by admins holding it. Every table is a start-up
 * reference list kept on the device, so the locality lookup prices a parcel with no network.
 */
import { adminType, all, feature, lcrV2, lcrV2Write } from './access';
import { ordered } from './cross-field';
import { bool, date, int, json, num, oneOf, ref, text } from './fields';
import type { MenuPlacement } from './screens';
import { defineResource, type ResourceDef } from './types';

const CR_ACCESS = {
  list: lcrV2,
  get: lcrV2,
  create: lcrV2Write,
  update: lcrV2Write,
  patch: lcrV2Write,
  delete: lcrV2Write,
};

/** Money in integer cents (the finance rule): shown and entered as cents, never a float of dollars. */
function cents(label: string, o: { column?: boolean; required?: boolean; hint?: string } = {}) {
  return int(label, { editable: true, min: 0, max: 10_000_000, sortable: true, ...o });
}

const PERIOD_MESSAGE = 'The period must not end before it starts.';
/** When a rate applies: from a day, until a day (open when empty). */
const PERIOD = {
  effectiveFrom: date('Effective from', { column: true, sortable: true, editable: true, required: true }),
  effectiveTo: date('Effective to', { column: true, sortable: true, editable: true, nullable: true }),
};
const PERIOD_ORDERED = ordered('effectiveFrom', 'effectiveTo', PERIOD_MESSAGE);

type CrParts = Pick<ResourceDef, 'access' | 'offline' | 'mergeKey' | 'screens'>;

/**
 * The parts every Courier Routing table shares: its access, kept on the device, its list at the
 * spec's `list` path (placed in the menu as `id`), its detail beside it and its create under it.
 */
function courierTable(list: string, id: string, createTitle: string, icon: MenuPlacement['icon']): CrParts {
  const base = list.replace(/\/all$/, '');
  return {
    access: CR_ACCESS,
    offline: 'reference',
    mergeKey: 'id',
    screens: {
      list: { path: list, menu: { id, heading: 'courier-routing', icon } },
      detail: { path: `${base}/{id}` },
      create: { path: `${list}/create`, title: createTitle },
    },
  };
}

const carrierId = ref('Carrier', 'carriers', { column: true, filter: 'exact', editable: true, required: true });
const zoneCode = text('Carrier zone', {
  column: true,
  sortable: true,
  filter: 'text',
  editable: true,
  required: true,
  maxLength: 16,
  hint: "The carrier's own zone code (SYD1).",
});

export const carriers = defineResource({
  name: 'carriers',
  path: '/carrier-routing/carrier',
  label: 'Carrier',
  labelPlural: 'Carriers',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    code: text('Code', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 8 }),
    services: json('Services', 'carrierServices', { editable: true }),
    countryId: ref('Country', 'countries', { column: true, filter: 'exact', editable: true, required: true }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
    accountNumber: text('Account number', { editable: true, maxLength: 32 }),
  },
  ...courierTable('/carrier-routing/carrier/all', 'cr.carriers', 'Add Carrier', 'MdLocalShipping'),
  clientScoped: false,
  defaultSort: 'name',
  searchFields: ['name', 'code'],
  indexes: ['countryId'],
  unique: [['code']],
  titleField: 'name',
});

export const clientZones = defineResource({
  name: 'clientZones',
  path: '/carrier-routing/client-zone',
  label: 'Client Zone',
  labelPlural: 'Client Zones',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    carrierId,
    zoneCode,
    routingGroupId: ref('Routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    postcodes: json('Postcodes', 'postcodes', { editable: true }),
    suburbs: json('Suburbs', 'suburbs', { editable: true }),
  },
  ...courierTable('/carrier-routing/client-zone', 'cr.client-zone', 'Add Client Zone', 'MdMap'),
  clientScoped: true,
  defaultSort: 'name',
  searchFields: ['name', 'zoneCode'],
  indexes: ['carrierId', 'routingGroupId'],
  unique: [['clientId', 'carrierId', 'zoneCode']],
  titleField: 'name',
});

export const courierClientRates = defineResource({
  name: 'courierClientRates',
  path: '/carrier-routing/client-rate',
  label: 'Client Rate',
  labelPlural: 'Client Rates',
  fields: {
    carrierId,
    zoneCode,
    fromKg: num('Over (kg)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: 1000,
      hint: 'The band takes parcels heavier than this.',
    }),
    toKg: num('Up to (kg)', { column: true, sortable: true, editable: true, required: true, min: 0.1, max: 1000 }),
    baseCents: cents('Base (cents)', { column: true, required: true }),
    perKgCents: cents('Per kg (cents)', { column: true, required: true, hint: 'Times the whole kilograms charged.' }),
    ...PERIOD,
  },
  ...courierTable('/carrier-routing/client-rate/all', 'cr.client-rate', 'Add Client Rate', 'MdAttachMoney'),
  clientScoped: true,
  crossFieldRules: [
    {
      field: 'toKg',
      reads: ['fromKg', 'toKg'],
      problem: (r) =>
        typeof r.fromKg === 'number' && typeof r.toKg === 'number' && r.toKg <= r.fromKg
          ? 'The band must end above where it starts.'
          : null,
    },
    PERIOD_ORDERED,
  ],
  defaultSort: 'carrierId,zoneCode,fromKg,effectiveFrom',
  searchFields: ['zoneCode'],
  indexes: ['carrierId', 'zoneCode'],
  titleField: 'zoneCode',
});

export const courierFuelSurcharges = defineResource({
  name: 'courierFuelSurcharges',
  path: '/carrier-routing/fuel-surcharge',
  label: 'Fuel Surcharge',
  labelPlural: 'Fuel Surcharges',
  fields: {
    carrierId,
    percent: num('Surcharge (%)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: 100,
      hint: 'Of the freight charge, to two decimals.',
    }),
    ...PERIOD,
  },
  ...courierTable('/carrier-routing/fuel-surcharges', 'cr.fuel', 'Add Fuel Surcharge', 'MdLocalGasStation'),
  clientScoped: false,
  crossFieldRules: [PERIOD_ORDERED],
  defaultSort: 'carrierId,effectiveFrom',
  indexes: ['carrierId'],
  titleField: 'effectiveFrom',
});

export const courierLineHaulRates = defineResource({
  name: 'courierLineHaulRates',
  path: '/carrier-routing/line-haul-rate',
  label: 'Line Haul Rate',
  labelPlural: 'Line Haul Rates',
  fields: {
    carrierId,
    routingGroupId: ref('From routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    perKgCents: cents('Per kg (cents)', { column: true, required: true }),
    minimumCents: cents('Minimum (cents)', { column: true, required: true }),
    ...PERIOD,
  },
  ...courierTable('/carrier-routing/line-haul', 'cr.line-haul', 'Add Line Haul Rate', 'MdRvHookup'),
  clientScoped: false,
  crossFieldRules: [PERIOD_ORDERED],
  defaultSort: 'carrierId,routingGroupId,effectiveFrom',
  indexes: ['carrierId', 'routingGroupId'],
  titleField: 'effectiveFrom',
});

export const courierFees = defineResource({
  name: 'courierFees',
  path: '/carrier-routing/fee',
  label: 'Fee',
  labelPlural: 'Fees',
  fields: {
    carrierId,
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    amountCents: cents('Amount (cents)', { column: true, required: true }),
    zoneCode: text('Only in zone', {
      column: true,
      filter: 'text',
      editable: true,
      nullable: true,
      maxLength: 16,
      hint: 'Empty: every zone of the carrier.',
    }),
    overKg: num('Only over (kg)', {
      column: true,
      editable: true,
      nullable: true,
      min: 0,
      max: 1000,
      hint: 'Empty: every weight.',
    }),
    active: bool('Active', { column: true, filter: 'exact', editable: true }),
  },
  ...courierTable('/carrier-routing/fee', 'cr.fee', 'Add Fee', 'MdReceipt'),
  clientScoped: false,
  defaultSort: 'carrierId,name',
  searchFields: ['name'],
  indexes: ['carrierId'],
  titleField: 'name',
});

/** How a carrier's billed weight compares with ours, each rounded up as the carrier charges it. */
export const BILLED_WEIGHT_RESULTS = ['matches', 'over', 'under'] as const;

/** Who uploads carriers' billed weights and reads the reconciliation (spec 6: BilledWeightsUpload). */
const billedWeightsAccess = all(adminType, feature('BilledWeightsUpload'));

/**
 * A line of a carrier's bill: the weight (and charge) the carrier billed for one of our
 * deliveries, reconciled against our own weight and quote when it is stored. Written only by the
 * Billed Weights Upload (a CSV import, all or nothing, each line checked against the deliveries:
 * server/courier-routing/billed-weights.ts); the server keeps the delivery it matched and the
 * differences. A line is never changed afterwards: a carrier's credit is a new bill.
 */
export const billedWeights = defineResource({
  name: 'billedWeights',
  path: '/d/billed-weight',
  label: 'Billed weight',
  labelPlural: 'Billed Weights',
  fields: {
    carrierId,
    reference: text('Reference', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 64,
      hint: 'Our delivery reference, as the carrier quotes it.',
    }),
    billedOn: date('Billed on', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    billedWeightKg: num('Billed (kg)', { column: true, editable: true, required: true, min: 0, max: 1000 }),
    billedCents: cents('Billed (cents)', { column: true, required: true }),
    deliveryId: ref('Delivery', 'deliveries', { filter: 'exact', nullable: true, write: 'server' }),
    ourWeightKg: num('Our weight (kg)', { column: true, nullable: true, write: 'server' }),
    differenceKg: num('Difference (charged kg)', { column: true, sortable: true, nullable: true, write: 'server' }),
    quotedCents: int('Our quote (cents)', { column: true, nullable: true, write: 'server' }),
    differenceCents: int('Difference (cents)', { column: true, sortable: true, nullable: true, write: 'server' }),
    result: oneOf('Result', BILLED_WEIGHT_RESULTS, {
      column: true,
      sortable: true,
      filter: 'exact',
      nullable: true,
      write: 'server',
    }),
  },
  clientScoped: false,
  access: { list: billedWeightsAccess, get: billedWeightsAccess, create: billedWeightsAccess },
  offline: 'none',
  mergeKey: 'id',
  defaultSort: '-billedOn,reference',
  searchFields: ['reference'],
  indexes: ['carrierId', 'billedOn', 'result'],
  unique: [['carrierId', 'deliveryId']],
  titleField: 'reference',
  screens: {
    list: { path: '/d/billed-weights/all' },
    detail: { path: '/d/billed-weights/{id}' },
    import: {
      path: '/d/billed-weights/upload',
      title: 'Billed Weights Upload',
      menu: { id: 'cr.billed-weights', heading: 'courier-routing', icon: 'MdScale' },
    },
  },
});

/**
 * The rate tables whose periods must not overlap, each with the fields that make one key (a
 * client's rate: client, carrier, zone and band). The server refuses a write whose period meets
 * another live row of the same key, naming `effectiveFrom`.
 */
export const RATE_PERIODS = {
  courierClientRates: ['clientId', 'carrierId', 'zoneCode', 'fromKg', 'toKg'],
  courierFuelSurcharges: ['carrierId'],
  courierLineHaulRates: ['carrierId', 'routingGroupId'],
} as const;

interface Period {
  effectiveFrom: string;
  effectiveTo?: string | null;
}

/** Do two periods share a day (an open end runs for ever; days are yyyy-MM-dd, compared as text)? */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aEnd = a.effectiveTo ?? '9999-12-31';
  const bEnd = b.effectiveTo ?? '9999-12-31';
  return a.effectiveFrom <= bEnd && b.effectiveFrom <= aEnd;
}

/** Does the period hold on this day? */
export function inPeriod(p: Period, day: string): boolean {
  return p.effectiveFrom <= day && (p.effectiveTo == null || day <= p.effectiveTo);
}
