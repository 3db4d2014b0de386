/**
 * Demo undated orders (pre-deliveries): 8 to 14 per shipping client, received over the last week,
 * addressed like that client's deliveries (same factory, its own random stream), still undated.
 * References `<client code>-PRE-0001` never clash with a dated delivery's. Besides, yesterday's
 * promotions by the demo admin, client admin and client user: two of tomorrow's deliveries each
 * came in undated, and their orders and the promotion link them (so every role has one to list). Pure and deterministic.
 */
import type { ClientProfile } from './clients';
import { DeliveryFactory, type DeliveryDraft } from './deliveries';
import type { DeliveryRecord } from './records';
import type { Random } from './random';
import type { GroupInfo } from './reference';
import { addDays } from '../lib/time';
import type { DemoUser, SeedRecord } from './types';

function undatedOrders(
  clients: readonly ClientProfile[],
  groups: readonly GroupInfo[],
  today: string,
  rng: Random,
): SeedRecord[] {
  const factory = new DeliveryFactory(rng.fork('orders'), groups);
  const out: SeedRecord[] = [];
  for (const client of clients) {
    const drafts: DeliveryDraft[] = [];
    factory.make(client, today, rng.int(8, 14), drafts);
    drafts.forEach(({ record: d }, i) => {
      out.push({
        id: out.length + 1,
        clientId: d.clientId,
        reference: `${client.record.code}-PRE-${String(i + 1).padStart(4, '0')}`,
        orderNumber: `${d.orderNumber ?? ''}P`,
        receivedOn: addDays(today, -rng.int(0, 6)),
        serviceType: d.serviceType,
        recipientName: d.recipientName,
        recipientPhone: d.recipientPhone,
        address: d.address,
        suburb: d.suburb,
        postcode: d.postcode,
        stateId: d.stateId,
        countryId: d.countryId,
        lat: d.lat,
        lng: d.lng,
        routingGroupId: d.routingGroupId,
        zoneId: d.zoneId,
        depotId: d.depotId,
        windowStart: d.windowStart,
        windowEnd: d.windowEnd,
        boxCount: d.boxCount,
        weightKg: d.weightKg,
        instructions: d.instructions,
        status: 'undated',
        deliveryId: null,
        deliveryDate: null,
        promotedAt: null,
      });
    });
  }
  return out;
}

const PROMOTERS = ['admin@demo.test', 'client-admin@demo.test', 'client-user@demo.test'];

/** The orders two of tomorrow's deliveries per promoter came from (routed since, or not), promoted yesterday, one promotion each. */
function promoted(
  users: readonly DemoUser[],
  deliveries: readonly DeliveryRecord[],
  today: string,
  firstId: number,
): { orders: SeedRecord[]; promotions: SeedRecord[] } {
  const tomorrow = addDays(today, 1);
  const at = `${addDays(today, -1)}T09:30:00.000Z`;
  const used = new Set<number>();
  const orders: SeedRecord[] = [];
  const promotions: SeedRecord[] = [];
  for (const email of PROMOTERS) {
    const user = users.find((u) => u.email === email);
    if (!user) continue;
    const scope = user.role === 'admin' ? null : user.clientIds;
    const picked = deliveries
      .filter(
        (d) =>
          d.date === tomorrow &&
          !d.historical &&
          !used.has(d.id) &&
          (scope === null || scope.includes(d.clientId ?? -1)),
      )
      .slice(0, 2);
    if (picked.length === 0) continue;
    const ids: number[] = [];
    for (const d of picked) {
      used.add(d.id);
      const id = firstId + orders.length;
      ids.push(id);
      orders.push({
        id,
        clientId: d.clientId,
        reference: d.reference,
        orderNumber: d.orderNumber,
        receivedOn: addDays(today, -2),
        serviceType: d.serviceType,
        recipientName: d.recipientName,
        recipientPhone: d.recipientPhone,
        address: d.address,
        suburb: d.suburb,
        postcode: d.postcode,
        stateId: d.stateId,
        countryId: d.countryId,
        lat: d.lat,
        lng: d.lng,
        routingGroupId: d.routingGroupId,
        zoneId: d.zoneId,
        depotId: d.depotId,
        windowStart: d.windowStart,
        windowEnd: d.windowEnd,
        boxCount: d.boxCount,
        weightKg: d.weightKg,
        instructions: d.instructions,
        status: 'promoted',
        deliveryId: d.id,
        deliveryDate: tomorrow,
        promotedAt: at,
      });
    }
    promotions.push({
      id: promotions.length + 1,
      clientId: null,
      date: tomorrow,
      windowStart: null,
      windowEnd: null,
      preDeliveryIds: ids,
      deliveryIds: picked.map((d) => d.id),
      promotedBy: user.id,
    });
  }
  return { orders, promotions };
}

export function buildPreDeliveries(
  clients: readonly ClientProfile[],
  groups: readonly GroupInfo[],
  today: string,
  rng: Random,
  users: readonly DemoUser[],
  deliveries: readonly DeliveryRecord[],
): { preDeliveries: SeedRecord[]; preDeliveryPromotions: SeedRecord[] } {
  const undated = undatedOrders(clients, groups, today, rng);
  const done = promoted(users, deliveries, today, undated.length + 1);
  return { preDeliveries: [...undated, ...done.orders], preDeliveryPromotions: done.promotions };
}
