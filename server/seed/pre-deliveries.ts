/**
 * Demo undated orders (pre-deliveries): 8 to 14 per shipping client, received over the last week,
 * addressed like that client's deliveries (same factory, its own random stream), none promoted yet.
 * References `<client code>-PRE-0001` never clash with a dated delivery's. Pure and deterministic.
 */
import type { ClientProfile } from './clients';
import { DeliveryFactory, type DeliveryDraft } from './deliveries';
import type { Random } from './random';
import type { GroupInfo } from './reference';
import { addDays } from './time';
import type { SeedRecord } from './types';

export function buildPreDeliveries(clients: readonly ClientProfile[], groups: readonly GroupInfo[], today: string, rng: Random): SeedRecord[] {
  const factory = new DeliveryFactory(rng.fork('orders'), groups);
  const out: SeedRecord[] = [];
  for (const client of clients) {
    const drafts: DeliveryDraft[] = [];
    factory.make(client, today, rng.int(8, 14), drafts);
    drafts.forEach(({ record: d }, i) => {
      out.push({
        id: out.length + 1, clientId: d.clientId,
        reference: `${client.record.code}-PRE-${String(i + 1).padStart(4, '0')}`, orderNumber: `${d.orderNumber ?? ''}P`,
        receivedOn: addDays(today, -rng.int(0, 6)), serviceType: d.serviceType, recipientName: d.recipientName, recipientPhone: d.recipientPhone,
        address: d.address, suburb: d.suburb, postcode: d.postcode, stateId: d.stateId, countryId: d.countryId, lat: d.lat, lng: d.lng,
        routingGroupId: d.routingGroupId, zoneId: d.zoneId, depotId: d.depotId, windowStart: d.windowStart, windowEnd: d.windowEnd,
        boxCount: d.boxCount, weightKg: d.weightKg, instructions: d.instructions,
        status: 'undated', deliveryId: null, deliveryDate: null, promotedAt: null,
      });
    });
  }
  return out;
}
