/**
 * Makes one day's deliveries: recipient, address in a zone of the routing group, coordinates
 * near the zone centre, time window, boxes and weight. Status, run and drop links are filled in
 * afterwards by routing.ts, which knows how far the day has progressed.
 */
import { NO_CARRIER } from '../../src/resources/least-cost';
import type { ClientProfile } from './clients';
import { BUSINESS_KINDS, FIRST_NAMES, INSTRUCTIONS, LAST_NAMES, STREET_NAMES, STREET_TYPES } from './names';
import type { Random } from './random';
import { round } from './random';
import type { DeliveryRecord } from './records';
import type { GroupInfo, ZoneInfo } from './reference';
import { compactDate } from '../lib/time';

/** a delivery with what routing needs to know about it */
export interface DeliveryDraft {
  record: DeliveryRecord;
  client: ClientProfile;
  group: GroupInfo;
  zone: ZoneInfo;
  /** order of the zone within its group, for building runs zone by zone */
  zoneIndex: number;
  /** street, suburb, state and postcode in one line, as a driver reads it */
  fullAddress: string;
}

export const GEO_ISSUE_SHARE = 0.025;
const BOX_COUNT_WEIGHTS = [0.45, 0.3, 0.15, 0.1];

interface ClientRouting {
  groups: GroupInfo[];
  weights: number[];
}

export class DeliveryFactory {
  private nextId = 1;
  private readonly orderCounters = new Map<number, number>();
  private readonly routing = new Map<number, ClientRouting>();
  private readonly rng: Random;
  private readonly groupsByCode: Map<string, GroupInfo>;

  constructor(rng: Random, groups: readonly GroupInfo[]) {
    this.rng = rng;
    this.groupsByCode = new Map(groups.map((g) => [g.code, g]));
  }

  private routingOf(client: ClientProfile): ClientRouting {
    let r = this.routing.get(client.record.id);
    if (!r) {
      const groups = client.groups
        .map((code) => this.groupsByCode.get(code))
        .filter((g): g is GroupInfo => g !== undefined);
      r = { groups, weights: groups.map((g) => g.weight) };
      this.routing.set(client.record.id, r);
    }
    return r;
  }

  /** `count` deliveries of one client on one date, appended to `out` */
  make(client: ClientProfile, date: string, count: number, out: DeliveryDraft[]): void {
    const rng = this.rng;
    const routing = this.routingOf(client);
    if (routing.groups.length === 0 || count <= 0) return;
    const c = client.record;
    const refPrefix = `${c.code}-${compactDate(date)}-`;
    let order = this.orderCounters.get(c.id) ?? 100_000;
    for (let i = 0; i < count; i++) {
      const group = routing.groups[rng.weighted(routing.weights)] as GroupInfo;
      const zoneIndex = rng.int(0, group.zones.length - 1);
      const zone = group.zones[zoneIndex] as ZoneInfo;
      const [suburb, postcode] = rng.pick(zone.suburbs);
      const wholesale = rng.chance(client.wholesaleShare);
      const street = `${rng.int(1, 240)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`;
      const address = !wholesale && rng.chance(0.12) ? `${rng.int(1, 40)}/${street}` : street;
      const recipientName = wholesale
        ? c.id === 888
          ? `${c.displayName} ${suburb}`
          : `${suburb} ${rng.pick(BUSINESS_KINDS)}`
        : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      const geoIssue = rng.chance(GEO_ISSUE_SHARE);
      const window = wholesale ? c.deliveryWindows[0] : rng.pick(c.deliveryWindows);
      const boxCount = wholesale ? rng.int(2, 4) : rng.weighted(BOX_COUNT_WEIGHTS) + 1;
      order += rng.int(1, 3);
      const record: DeliveryRecord = {
        id: this.nextId++,
        clientId: c.id,
        reference: refPrefix + String(i + 1).padStart(5, '0'),
        orderNumber: `${client.orderPrefix}${order}`,
        date,
        status: 'pending',
        serviceType: wholesale ? 'wholesale' : 'home',
        recipientName,
        recipientPhone:
          group.countryId === 2
            ? `02${rng.int(1, 9)} ${rng.digits(3)} ${rng.digits(4)}`
            : `04${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`,
        address,
        suburb,
        postcode,
        stateId: group.stateId,
        countryId: group.countryId,
        lat: geoIssue ? null : round(zone.lat + (rng.next() - 0.5) * 0.045, 6),
        lng: geoIssue ? null : round(zone.lng + (rng.next() - 0.5) * 0.055, 6),
        geoIssue,
        routingGroupId: group.id,
        zoneId: zone.id,
        depotId: zone.depotId,
        runId: null,
        dropId: null,
        windowStart: window?.start ?? '08:00',
        windowEnd: window?.end ?? '17:00',
        boxCount,
        weightKg: round(boxCount * rng.float(2.5, 11), 1),
        instructions: rng.chance(0.35) ? rng.pick(INSTRUCTIONS) : '',
        failureReason: null,
        deliveredAt: null,
        photos: [],
        statusHistory: [],
        // least-cost routing chooses the carrier of a least-cost client's delivery (./courier-routing.ts)
        ...NO_CARRIER,
      };
      const fullAddress =
        group.countryId === 2
          ? `${address}, ${suburb}, Auckland ${postcode}`
          : `${address}, ${suburb} ${group.stateCode} ${postcode}`;
      out.push({ record, client, group, zone, zoneIndex, fullAddress });
    }
    this.orderCounters.set(c.id, order);
  }
}
