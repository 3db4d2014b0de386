/**
 * What every carrier integration record (AusPost, StarTrack: ./auspost.ts, ./startrack.ts,
 * docs/integrations.md) has in common, written once: the delivery it belongs to, its date, its
 * routing group and its status at the carrier as fields, and the declaration parts that make it
 * a client-scoped, read-only record kept offline with a list and a detail screen under /d/.
 * Each carrier declaration spreads these in and adds only its own fields, sort and titles.
 */
import type { Rule } from './access';
import { date, oneOf, ref } from './fields';
import type { ScreenSpec } from './screens';
import type { ResourceDef } from './types';

/** The delivery the record was booked for. */
export const carrierDeliveryId = ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true });

/** The record's day (the delivery's date, or the day a return was raised). */
export function carrierDate(label = 'Date') {
  return date(label, { column: true, sortable: true, filter: 'range', required: true });
}

/** The delivery's routing group; a list column unless `column` is false. */
export function carrierRoutingGroupId({ column = true } = {}) {
  return ref('Routing group', 'routingGroups', { ...(column ? { column } : {}), filter: 'exact', nullable: true });
}

/** The record's state at the carrier, in the carrier's own words. */
export function carrierStatus<const V extends readonly [string, ...string[]]>(statuses: V) {
  return oneOf('Status', statuses, { column: true, sortable: true, filter: 'exact', required: true });
}

/** delivery, date and routing group, in that order, for records that list all three together */
export const CARRIER_BOOKING_FIELDS = {
  deliveryId: carrierDeliveryId,
  date: carrierDate(),
  routingGroupId: carrierRoutingGroupId(),
};

/** Carrier records are found by day, by state and by delivery. */
export const CARRIER_INDEXES = ['date', 'status', 'deliveryId'] as const;

type CarrierParts = Pick<ResourceDef, 'clientScoped' | 'access' | 'offline' | 'mergeKey' | 'screens'>;

/**
 * The declaration parts of a carrier record: client-scoped, readable (list, get) under the
 * carrier's gate `read` and written only by the integration, kept offline, with its list at
 * /d/<slug>/all and its detail at /d/<slug>/{id}.
 */
/** `menu`: where the list sits in the side menu (src/screens/catalogue places it in its heading). */
export function carrierRecord(
  read: Rule,
  slug: string,
  titles: { list: string; detail: string },
  menu?: ScreenSpec['menu'],
): CarrierParts {
  return {
    clientScoped: true,
    access: { list: read, get: read },
    offline: 'records',
    mergeKey: 'id',
    screens: {
      list: { path: `/d/${slug}/all`, title: titles.list, ...(menu ? { menu } : {}) },
      detail: { path: `/d/${slug}/{id}`, title: titles.detail },
    },
  };
}
