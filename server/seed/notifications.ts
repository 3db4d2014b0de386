/**
 * Customer notifications for the demo: each shipping client's settings (one record per
 * notification type) and the notifications those settings sent for the seeded deliveries, so the
 * counts agree with the deliveries: 'booked' the evening before for every live delivery whose day
 * has come or is tomorrow, 'out for delivery' once the delivery left the depot (in transit or
 * finished), 'delivered' for the delivered, 'failed' for the failed and returned, and a feedback
 * request the evening after a delivered delivery whose day has passed. A type is sent on each
 * channel the client has on; SMS only to a delivery with a phone number. About 2% of SMS and 3% of
 * e-mails bounce. Historical deliveries are left out, as the lists leave them out.
 */
import type { NotificationType } from '../../src/resources/notifications';
import { NOTIFICATION_TYPES, SENDER_NAME_MAX } from '../../src/resources/notifications';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { DeliveryRecord } from './records';
import type { Reference } from './reference';
import { addDays, dayClock, type DayClock } from '../lib/time';
import type { SeedRecord } from './types';

interface Setting {
  sms: boolean;
  email: boolean;
  sendFrom: string;
  sendUntil: string;
}

const DEFAULTS: Readonly<Record<NotificationType, Setting>> = {
  booked: { sms: true, email: true, sendFrom: '17:00', sendUntil: '20:00' },
  'out-for-delivery': { sms: true, email: false, sendFrom: '06:00', sendUntil: '21:00' },
  delivered: { sms: true, email: true, sendFrom: '06:00', sendUntil: '21:00' },
  failed: { sms: true, email: true, sendFrom: '06:00', sendUntil: '21:00' },
  'feedback-request': { sms: false, email: true, sendFrom: '18:00', sendUntil: '20:00' },
};

/** minutes after local midnight of 'HH:mm' */
function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function buildNotificationSettings(clients: readonly ClientProfile[], rng: Random): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const c of clients) {
    if (c.record.status !== 'active') continue;
    const sender = c.record.displayName
      .replace(/[^A-Za-z0-9 ]/g, '')
      .slice(0, SENDER_NAME_MAX)
      .trim();
    for (const type of NOTIFICATION_TYPES) {
      const d = DEFAULTS[type];
      // some clients send their own e-mails, or ask for no feedback
      const email = d.email && !(type !== 'booked' && rng.chance(0.2));
      const sms = type === 'feedback-request' ? rng.chance(0.3) : d.sms && !(type === 'delivered' && rng.chance(0.2));
      out.push({
        id: out.length + 1,
        clientId: c.record.id,
        type,
        sms,
        email,
        sendFrom: d.sendFrom,
        sendUntil: d.sendUntil,
        senderName: sender,
      });
    }
  }
  return out;
}

/** which notification types a delivery in this state has been sent by `today`'s midday, with the local day and minute of each */
function due(d: DeliveryRecord, today: string): { type: NotificationType; day: string; at: number | null }[] {
  const out: { type: NotificationType; day: string; at: number | null }[] = [];
  if (d.status === 'cancelled') return out;
  if (d.date <= addDays(today, 1)) out.push({ type: 'booked', day: addDays(d.date, -1), at: null });
  const left = ['in-transit', 'delivered', 'failed', 'returned'].includes(d.status);
  if (left) out.push({ type: 'out-for-delivery', day: d.date, at: 420 });
  if (d.status === 'delivered') out.push({ type: 'delivered', day: d.date, at: -1 });
  if (d.status === 'failed' || d.status === 'returned') out.push({ type: 'failed', day: d.date, at: 840 });
  if (d.status === 'delivered' && d.date < today) out.push({ type: 'feedback-request', day: d.date, at: null });
  return out;
}

export function buildNotifications(
  deliveries: readonly DeliveryRecord[],
  settings: readonly SeedRecord[],
  ref: Reference,
  today: string,
  rng: Random,
): SeedRecord[] {
  const byClient = new Map<string, SeedRecord>(settings.map((s) => [`${String(s.clientId)}:${String(s.type)}`, s]));
  const zoneOf = new Map(ref.groups.map((g) => [g.id, g.timezone]));
  // a DayClock reads the zone's offset through Intl, which is slow: one per zone and day
  const clocks = new Map<string, DayClock>();
  const clock = (day: string, tz: string): DayClock => {
    const key = `${tz}|${day}`;
    let c = clocks.get(key);
    if (!c) clocks.set(key, (c = dayClock(day, tz)));
    return c;
  };
  const out: SeedRecord[] = [];
  for (const d of deliveries) {
    if (d.historical) continue;
    const tz = zoneOf.get(d.routingGroupId ?? -1) ?? 'Australia/Sydney';
    for (const n of due(d, today)) {
      const s = byClient.get(`${String(d.clientId)}:${n.type}`);
      if (!s) continue;
      const from = minutes(String(s.sendFrom));
      const until = Math.max(from, minutes(String(s.sendUntil)));
      const at = n.at === -1 && d.deliveredAt ? null : Math.min(until, Math.max(from, n.at ?? rng.int(from, until)));
      const sentAt = at === null ? (d.deliveredAt ?? clock(n.day, tz).iso(from)) : clock(n.day, tz).iso(at);
      const channels = [
        ...(s.sms === true && d.recipientPhone ? (['sms'] as const) : []),
        ...(s.email === true ? (['email'] as const) : []),
      ];
      for (const channel of channels) {
        const failed = rng.chance(channel === 'sms' ? 0.02 : 0.03);
        out.push({
          id: out.length + 1,
          clientId: d.clientId,
          deliveryId: d.id,
          date: d.date,
          routingGroupId: d.routingGroupId ?? null,
          type: n.type,
          channel,
          status: failed ? 'failed' : 'delivered',
          sentAt,
        });
      }
    }
  }
  return out;
}
