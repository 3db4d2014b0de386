/**
 * Carrier integration records for the demo (docs/integrations.md), derived from the deliveries and
 * boxes already generated so they can never disagree with them:
 * - AusPost: every home delivery of a client with the postal-integration service and the `auspost`
 *   flag has one consignment (AusPost order) and one article per box; the article's status and
 *   last event follow the delivery's status history and the box's status. Returns: every returned
 *   delivery (undeliverable), and about one delivered delivery in 25 plus the first one of a client
 *   that has none yet (customer return, raised one to three days later, never after today).
 * - StarTrack: every wholesale delivery of a client with the `startrack` flag has one consignment
 *   (connote), one label per box, and one tracking event per step of the delivery's history.
 * Pure and deterministic: the same deliveries, boxes and random stream give the same records.
 */
import type { Random } from './random';
import { round } from './random';
import type { BoxRecord, ClientRecord, DeliveryRecord, DepotRecord } from './records';
import { addDays } from '../lib/time';
import type { SeedRecord } from './types';

type Step = 'pending' | 'routed' | 'loaded' | 'in-transit' | 'delivered' | 'failed' | 'returned' | 'cancelled';
type ArticleStatus =
  'created' | 'lodged' | 'onboard' | 'delivered' | 'attempted' | 'returned' | 'exception' | 'cancelled';
type StarTrackStatus =
  'booked' | 'in-depot' | 'on-board' | 'delivered' | 'futile' | 'returned' | 'exception' | 'cancelled';

const ARTICLE: Record<Step, [ArticleStatus, string]> = {
  pending: ['created', 'Shipping information received by Australia Post'],
  routed: ['lodged', 'Received and ready for processing'],
  loaded: ['onboard', 'Onboard for delivery'],
  'in-transit': ['onboard', 'Onboard for delivery'],
  delivered: ['delivered', 'Delivered'],
  failed: ['attempted', 'Attempted delivery - card left'],
  returned: ['returned', 'Returned to sender'],
  cancelled: ['cancelled', 'Shipping information cancelled'],
};

const STARTRACK: Record<Step, [StarTrackStatus, string, string]> = {
  pending: ['booked', 'BKD', 'Consignment booked'],
  routed: ['in-depot', 'IND', 'Received at depot'],
  loaded: ['on-board', 'OBD', 'On board for delivery'],
  'in-transit': ['on-board', 'OBD', 'On board for delivery'],
  delivered: ['delivered', 'DEL', 'Delivered'],
  failed: ['futile', 'FUT', 'Futile delivery attempt'],
  returned: ['returned', 'RTS', 'Returned to sender'],
  cancelled: ['cancelled', 'CAN', 'Consignment cancelled'],
};

const CUSTOMER_RETURN_SHARE = 1 / 25;
const CUSTOMER_RETURN_REASONS = [
  'Changed mind',
  'Item damaged',
  'Wrong item sent',
  'Item faulty',
  'No longer required',
];
const GEOCODE_FAILURE = 'Address could not be geocoded';

export interface IntegrationInput {
  today: string;
  clients: readonly ClientRecord[];
  depots: readonly DepotRecord[];
  deliveries: readonly DeliveryRecord[];
  boxes: readonly BoxRecord[];
}

export interface IntegrationRecords {
  auspostOrders: SeedRecord[];
  auspostArticles: SeedRecord[];
  auspostReturns: SeedRecord[];
  startrackOrders: SeedRecord[];
  startrackBoxes: SeedRecord[];
  startrackEvents: SeedRecord[];
}

export function isAuspostClient(c: ClientRecord): boolean {
  return (c.integrationList ?? []).includes('postal-integration') && c.configuration?.auspost === true;
}

export function isStartrackClient(c: ClientRecord): boolean {
  return c.configuration?.startrack === true;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function stepAt(d: DeliveryRecord, status: Step): string | null {
  return d.statusHistory.find((e) => e.status === status)?.at ?? null;
}

/** The delivery's last step and when it happened (its own status when the history is empty). */
function lastStep(d: DeliveryRecord): { step: Step; at: string | null } {
  const last = d.statusHistory[d.statusHistory.length - 1];
  return last ? { step: last.status as Step, at: last.at } : { step: d.status as Step, at: null };
}

function articleState(d: DeliveryRecord, box: BoxRecord): { status: ArticleStatus; event: string } {
  if (box.status === 'missing') return { status: 'exception', event: 'Article missing at facility' };
  if (box.status === 'damaged') return { status: 'exception', event: 'Article damaged in transit' };
  if (d.status === 'failed' && d.failureReason === GEOCODE_FAILURE)
    return { status: 'exception', event: 'Unable to deliver: address issue' };
  const [status, event] = ARTICLE[d.status as Step];
  return { status, event };
}

function returnStatus(age: number): string {
  if (age <= 0) return 'label-issued';
  if (age === 1) return 'lodged';
  if (age === 2) return 'in-transit';
  return 'received';
}

export function buildIntegrations(input: IntegrationInput, rng: Random): IntegrationRecords {
  const out: IntegrationRecords = {
    auspostOrders: [],
    auspostArticles: [],
    auspostReturns: [],
    startrackOrders: [],
    startrackBoxes: [],
    startrackEvents: [],
  };
  const byId = new Map(input.clients.map((c) => [c.id, c]));
  const depotName = new Map(input.depots.map((d) => [d.id, d.name]));
  const boxesOf = new Map<number, BoxRecord[]>();
  for (const b of input.boxes) boxesOf.set(b.deliveryId, [...(boxesOf.get(b.deliveryId) ?? []), b]);
  const clientsWithReturns = new Set<number>();
  const sequence = new Map<string, number>();
  const next = (key: string) => {
    const n = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, n);
    return n;
  };

  for (const d of input.deliveries) {
    const client = d.clientId === null ? undefined : byId.get(d.clientId);
    if (!client) continue;
    const boxes = boxesOf.get(d.id) ?? [];
    const location = (d.depotId !== null && d.depotId !== undefined ? depotName.get(d.depotId) : undefined) ?? 'Depot';
    const meta = { clientId: d.clientId, ...(d.historical ? { historical: true } : {}) };
    const location3 = client.code.slice(0, 3).toUpperCase();
    const { at: lastAt } = lastStep(d);

    if (d.serviceType === 'home' && isAuspostClient(client)) {
      const consignment = `${location3}${String(next(`ap-${client.id}`)).padStart(7, '0')}`;
      const lodgedAt = stepAt(d, 'routed');
      const order = {
        id: out.auspostOrders.length + 1,
        ...meta,
        consignmentNumber: consignment,
        deliveryId: d.id,
        date: d.date,
        routingGroupId: d.routingGroupId ?? null,
        product: d.weightKg < 5 && rng.chance(0.3) ? 'express-post' : 'parcel-post',
        status:
          d.status === 'failed' && d.failureReason === GEOCODE_FAILURE ? 'exception' : ARTICLE[d.status as Step][0],
        articleCount: boxes.length,
        weightKg: round(
          boxes.reduce((n, b) => n + (b.weightKg ?? 0), 0),
          2,
        ),
        manifestNumber: lodgedAt ? `AP${d.date.replaceAll('-', '')}${client.code}` : null,
        lodgedAt,
        deliveredAt: d.deliveredAt ?? null,
      };
      out.auspostOrders.push(order);
      const articleIds: number[] = [];
      boxes.forEach((box, i) => {
        const state = articleState(d, box);
        const id = out.auspostArticles.length + 1;
        articleIds.push(id);
        out.auspostArticles.push({
          id,
          ...meta,
          articleId: `${consignment}0${String(i + 1).padStart(2, '0')}`,
          orderId: order.id,
          deliveryId: d.id,
          boxId: box.id,
          date: d.date,
          routingGroupId: d.routingGroupId ?? null,
          status: state.status,
          weightKg: box.weightKg ?? 0,
          lastEvent: state.event,
          lastEventAt: box.scannedAt ?? lastAt,
          lastEventLocation: location,
          lodgedAt,
          deliveredAt: d.deliveredAt ?? null,
        });
      });
      const first = articleIds[0];
      if (first !== undefined) {
        if (d.status === 'returned') {
          out.auspostReturns.push(
            aReturn(
              out,
              meta,
              d.id,
              first,
              d.date,
              'undeliverable',
              d.failureReason ?? 'Returned to depot',
              input.today,
            ),
          );
          clientsWithReturns.add(client.id);
        } else if (
          d.status === 'delivered' &&
          (rng.chance(CUSTOMER_RETURN_SHARE) || !clientsWithReturns.has(client.id))
        ) {
          // every AusPost client has a return, however small the seed (the contract suite's is)
          const raised = addDays(d.date, rng.int(1, 3));
          if (raised <= input.today) {
            out.auspostReturns.push(
              aReturn(
                out,
                meta,
                d.id,
                first,
                raised,
                'customer-return',
                rng.pick(CUSTOMER_RETURN_REASONS),
                input.today,
              ),
            );
            clientsWithReturns.add(client.id);
          }
        }
      }
    }

    if (d.serviceType === 'wholesale' && isStartrackClient(client)) {
      const [status] = STARTRACK[d.status as Step];
      const order = {
        id: out.startrackOrders.length + 1,
        ...meta,
        connote: `${location3}Z${String(next(`st-${client.id}`)).padStart(7, '0')}`,
        deliveryId: d.id,
        date: d.date,
        routingGroupId: d.routingGroupId ?? null,
        service: rng.chance(0.2) ? 'premium' : 'road-express',
        status,
        boxCount: boxes.length,
        weightKg: round(
          boxes.reduce((n, b) => n + (b.weightKg ?? 0), 0),
          2,
        ),
        cubicM3: round(boxes.length * rng.float(0.04, 0.09), 3),
        bookedAt: stepAt(d, 'pending'),
        deliveredAt: d.deliveredAt ?? null,
      };
      out.startrackOrders.push(order);
      boxes.forEach((box, i) => {
        const boxStatus: StarTrackStatus = box.status === 'missing' || box.status === 'damaged' ? 'exception' : status;
        out.startrackBoxes.push({
          id: out.startrackBoxes.length + 1,
          ...meta,
          label: `${order.connote}EXP${String(i + 1).padStart(5, '0')}`,
          orderId: order.id,
          boxId: box.id,
          deliveryId: d.id,
          date: d.date,
          status: boxStatus,
          weightKg: box.weightKg ?? 0,
          cubicM3: round(order.cubicM3 / Math.max(1, boxes.length), 3),
          lastScanAt: box.scannedAt ?? lastAt,
        });
      });
      for (const entry of d.statusHistory) {
        const [, code, description] = STARTRACK[entry.status as Step];
        const said = code === 'FUT' && d.failureReason ? `${description}: ${d.failureReason}` : description;
        out.startrackEvents.push({
          id: out.startrackEvents.length + 1,
          ...meta,
          orderId: order.id,
          deliveryId: d.id,
          date: d.date,
          at: entry.at,
          code,
          description: said,
          location,
        });
      }
    }
  }
  return out;
}

function aReturn(
  out: IntegrationRecords,
  meta: { clientId: number | null; historical?: boolean },
  deliveryId: number,
  articleId: number,
  date: string,
  kind: string,
  reason: string,
  today: string,
): SeedRecord {
  const n = out.auspostReturns.length + 1;
  const age = daysBetween(date, today);
  const status = returnStatus(age);
  const at = (days: number) => `${addDays(date, days)}T${kind === 'undeliverable' ? '16:30' : '10:15'}:00.000Z`;
  return {
    id: n,
    ...meta,
    returnArticleId: `RTN${String(n).padStart(9, '0')}`,
    articleId,
    deliveryId,
    date,
    kind,
    reason,
    status,
    lodgedAt: age >= 1 ? at(1) : null,
    receivedAt: age >= 3 ? at(3) : null,
  };
}
