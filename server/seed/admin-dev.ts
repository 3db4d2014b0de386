/**
 * Demo records of the Admin and Dev headings (issue 37, src/resources/messaging.ts, webhooks.ts,
 * dev-tools.ts): each active client's SMS schedule per service, a block list and unsubscribes
 * drawn from the seeded deliveries' customers, one content template per notification type and
 * channel, a webhook for two clients, the app versions seen this week, Twilio tasks about this
 * week's deliveries, a handful of sync issues, the localities of the delivery zones, and the
 * RDS reconcile of the last days' runs. Pure and deterministic.
 */
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../../src/resources/notifications';
import { normalPhone } from '../../src/resources/messaging';
import { SMS_BLOCK_REASONS, UNSUBSCRIBE_SOURCES } from '../../src/resources/messaging';
import { SERVICE_TYPES } from '../../src/resources/operations';
import { maskedSecret } from '../../src/resources/webhooks';
import { SYNC_PROBLEMS, SYNCED_KINDS, TWILIO_TASK_STATUSES } from '../../src/resources/dev-tools';
import { DRIVER_APP_RELEASES } from '../../src/resources/driver-apps';
import { addDays, dayClock } from '../lib/time';
import type { Random } from './random';
import { round } from './random';
import type { SeedTable, SeedWorld } from './seed-table';
import type { SeedRecord } from './types';

const SYDNEY = 'Australia/Sydney';

/** about `count` items spread evenly over the list (every one when it is shorter): the same share whatever the seed's size */
function spread<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0).slice(0, count);
}

export function buildSmsSchedules(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('sms-schedules');
  const out: SeedRecord[] = [];
  for (const c of w.clients) {
    if (c.record.status !== 'active') continue;
    for (const serviceType of SERVICE_TYPES) {
      if (serviceType === 'wholesale' && c.wholesaleShare === 0) continue;
      const business = serviceType === 'wholesale';
      out.push({
        id: out.length + 1,
        clientId: c.record.id,
        serviceType,
        sendFrom: business ? '06:00' : rng.pick(['07:00', '07:30', '08:00']),
        sendUntil: business ? '17:00' : rng.pick(['20:00', '20:30', '21:00']),
        weekends: !business && rng.chance(0.6),
        etaLeadMinutes: business ? 60 : rng.pick([20, 30, 45]),
        active: rng.chance(0.9),
      });
    }
  }
  return out;
}

export function buildSmsBlocks(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('sms-blocks');
  const seen = new Set<string>();
  const out: SeedRecord[] = [];
  for (const d of spread(
    w.deliveries.filter((x) => x.recipientPhone),
    40,
  )) {
    const phone = normalPhone(d.recipientPhone ?? '');
    if (!phone || seen.has(phone)) continue;
    seen.add(phone);
    const reason = SMS_BLOCK_REASONS[rng.weighted([6, 2, 2, 1])] ?? 'customer-request';
    out.push({
      id: out.length + 1,
      clientId: null,
      phone,
      reason,
      note: reason === 'wrong-number' ? `Not ${d.recipientName}` : reason === 'complaint' ? `Re ${d.reference}` : null,
    });
  }
  return out;
}

function emailOf(name: string, rng: Random): string {
  const [first = 'customer', last = 'x'] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  return `${first}.${last}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'xtra.co.nz'])}`;
}

export function buildEmailUnsubscribes(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('email-unsubscribes');
  const seen = new Set<string>();
  const out: SeedRecord[] = [];
  for (const d of spread(w.deliveries, 60)) {
    const email = emailOf(d.recipientName, rng);
    if (seen.has(email)) continue;
    seen.add(email);
    const source = UNSUBSCRIBE_SOURCES[rng.weighted([8, 2, 1, 2])] ?? 'unsubscribe-link';
    out.push({
      id: out.length + 1,
      clientId: null,
      email,
      source,
      note: source === 'hard-bounce' ? 'Mailbox does not exist' : null,
    });
  }
  return out;
}

const TEMPLATE_TEXT: Record<(typeof NOTIFICATION_TYPES)[number], { subject: string; body: string }> = {
  booked: {
    subject: 'Your {{clientName}} delivery is booked for {{deliveryDate}}',
    body: 'Hi {{recipientName}}, your {{clientName}} order {{reference}} arrives on {{deliveryDate}} between {{windowStart}} and {{windowEnd}}. Track it: {{trackingUrl}}',
  },
  'out-for-delivery': {
    subject: '{{clientName}} order {{reference}} is on its way',
    body: 'Hi {{recipientName}}, your {{clientName}} order is on its way to {{address}} and arrives by {{windowEnd}}. Track it: {{trackingUrl}}',
  },
  delivered: {
    subject: '{{clientName}} order {{reference}} was delivered',
    body: 'Hi {{recipientName}}, your {{clientName}} order {{reference}} was delivered. See the photo: {{trackingUrl}}',
  },
  failed: {
    subject: 'We could not deliver {{clientName}} order {{reference}}',
    body: 'Hi {{recipientName}}, we could not deliver your {{clientName}} order today. Choose another day: {{trackingUrl}}',
  },
  'feedback-request': {
    subject: 'How did we go with your {{clientName}} delivery?',
    body: 'Hi {{recipientName}}, how was your {{clientName}} delivery on {{deliveryDate}}? Tell us in one tap: {{trackingUrl}}',
  },
};

export function buildContentTemplates(): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const type of NOTIFICATION_TYPES)
    for (const channel of NOTIFICATION_CHANNELS) {
      const text = TEMPLATE_TEXT[type];
      out.push({
        id: out.length + 1,
        clientId: null,
        name: `${type} (${channel === 'sms' ? 'SMS' : 'e-mail'})`,
        type,
        channel,
        subject: channel === 'email' ? text.subject : null,
        body: text.body,
        active: true,
      });
    }
  return out;
}

export function buildWebhooks(w: SeedWorld): SeedRecord[] {
  const active = w.clients.filter((c) => c.record.status === 'active').slice(0, 2);
  const clock = dayClock(w.options.today, SYDNEY);
  return active.map((c, i) => ({
    id: i + 1,
    clientId: c.record.id,
    name: `${c.record.displayName} order system`,
    url: `https://hooks.${c.record.code.toLowerCase()}.example.com/depot/events`,
    deliveryStatusChanged: true,
    runCompleted: i === 0,
    active: true,
    // the demo secrets are not kept (server/webhooks: a record without one is never posted to until it is set)
    secret: maskedSecret(`demo-secret-${c.record.code}`),
    lastAttemptAt: clock.iso(9 * 60 + 12 * i),
    failedAttempts: 0,
  }));
}

const DASHBOARD_RELEASES = ['2026.10.2', '2026.11.0', '2026.11.1'] as const;

export function buildAppVersions(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('app-versions');
  const today = w.options.today;
  const out: SeedRecord[] = [];
  const add = (app: 'dashboard' | 'driver-app', releases: readonly string[], scale: number) =>
    releases.forEach((version, i) => {
      const age = (releases.length - 1 - i) * 14;
      out.push({
        id: out.length + 1,
        clientId: null,
        app,
        version,
        users: Math.round(scale * (i + 1) * rng.float(0.6, 1.2)),
        firstSeenAt: dayClock(addDays(today, -age - 7), SYDNEY).iso(rng.int(420, 1020)),
        lastSeenAt: dayClock(addDays(today, i === releases.length - 1 ? 0 : -rng.int(0, 3)), SYDNEY).iso(
          rng.int(360, 600),
        ),
      });
    });
  add('dashboard', DASHBOARD_RELEASES, 12);
  add('driver-app', DRIVER_APP_RELEASES, 25);
  return out;
}

const QUEUES = ['Delivery changes', 'Missed deliveries', 'Driver support'] as const;
const AGENTS = ['Priya Sharma', 'Tom Walsh', 'Mele Tupou', 'Jess Nguyen'] as const;

export function buildTwilioTasks(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('twilio-tasks');
  const out: SeedRecord[] = [];
  for (const d of spread(
    w.deliveries.filter((x) => x.recipientPhone && x.date <= w.options.today),
    80,
  )) {
    if (!d.recipientPhone) continue;
    const status =
      TWILIO_TASK_STATUSES[d.date < w.options.today ? rng.weighted([0, 0, 0, 9, 1]) : rng.weighted([3, 1, 3, 3, 0])];
    out.push({
      id: out.length + 1,
      clientId: null,
      taskSid: `WT${rng.digits(32)}`,
      channel: rng.chance(0.7) ? 'sms' : 'voice',
      deliveryId: d.id,
      customerPhone: normalPhone(d.recipientPhone) ?? d.recipientPhone.slice(0, 20),
      queue: rng.pick(QUEUES),
      status: status ?? 'pending',
      worker: status === 'pending' ? null : rng.pick(AGENTS),
      openedAt: dayClock(d.date, SYDNEY).iso(rng.int(420, 1140)),
    });
  }
  return out;
}

const SYNC_MESSAGES: Record<(typeof SYNC_PROBLEMS)[number], string> = {
  conflict: 'Changed on the server since the device read it; the newer value was kept.',
  refused: 'The server refused the change: the status move is not allowed from here.',
  'server-error': 'The server could not save the change; it was kept on the device and sent again.',
  'timed-out': 'No answer within 30 s; sent again on the next sync.',
};

export function buildSyncIssues(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('sync-issues');
  const staff = w.users.filter((u) => u.role === 'driver' || u.role === 'contractor' || u.role === 'user');
  const out: SeedRecord[] = [];
  for (const d of spread(
    w.deliveries.filter((x) => x.date <= w.options.today),
    30,
  )) {
    const problem = SYNC_PROBLEMS[rng.weighted([5, 3, 1, 2])] ?? 'conflict';
    const kind = rng.chance(0.7) ? 'delivery' : rng.pick(SYNCED_KINDS);
    out.push({
      id: out.length + 1,
      clientId: null,
      occurredAt: dayClock(d.date, SYDNEY).iso(rng.int(360, 1200)),
      kind,
      recordRef: d.reference,
      userId: staff.length > 0 ? rng.pick(staff).id : null,
      problem,
      message: SYNC_MESSAGES[problem],
      resolved: d.date < addDays(w.options.today, -1) ? rng.chance(0.8) : false,
    });
  }
  return out;
}

export function buildLocalities(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('localities');
  const out: SeedRecord[] = [];
  const seen = new Set<string>();
  for (const group of w.ref.groups) {
    if (group.stateId === null) continue;
    for (const zone of group.zones)
      for (const [name, postcode] of zone.suburbs) {
        const key = `${name}|${postcode}`;
        if (seen.has(key) || postcode.length > 4) continue;
        seen.add(key);
        out.push({
          id: out.length + 1,
          clientId: null,
          name,
          postcode,
          stateId: group.stateId,
          latitude: round(zone.lat + (rng.next() - 0.5) * 0.06, 5),
          longitude: round(zone.lng + (rng.next() - 0.5) * 0.06, 5),
          deliverable: true,
        });
      }
  }
  return out;
}

const STORES = ['Westfield Parramatta', 'Chadstone', 'Carindale', 'Karrinyup', 'Marion', 'Bondi Junction'] as const;

export function buildRdsReconciles(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('rds-reconciles');
  const out: SeedRecord[] = [];
  const past = w.runs.filter((r) => r.date < w.options.today && r.date >= addDays(w.options.today, -3));
  for (const run of spread(past, 60)) {
    const outcome =
      ['matched', 'matched', 'matched', 'matched', 'time-mismatch', 'no-event'][rng.int(0, 5)] ?? 'matched';
    out.push({
      id: out.length + 1,
      clientId: null,
      date: run.date,
      storeName: rng.pick(STORES),
      eventRef: outcome === 'no-event' ? null : `RDS-${rng.digits(7)}`,
      runId: run.id,
      outcome,
      minutesApart: outcome === 'time-mismatch' ? rng.int(35, 120) : outcome === 'matched' ? rng.int(0, 20) : null,
      note: null,
    });
    if (rng.chance(0.1))
      out.push({
        id: out.length + 1,
        clientId: null,
        date: run.date,
        storeName: rng.pick(STORES),
        eventRef: `RDS-${rng.digits(7)}`,
        runId: null,
        outcome: 'no-run',
        minutesApart: null,
        note: null,
      });
  }
  return out;
}

export const adminDevSeeds: SeedTable = {
  smsSchedules: buildSmsSchedules,
  smsBlocks: buildSmsBlocks,
  emailUnsubscribes: buildEmailUnsubscribes,
  contentTemplates: () => buildContentTemplates(),
  webhooks: buildWebhooks,
  appVersions: buildAppVersions,
  twilioTasks: buildTwilioTasks,
  syncIssues: buildSyncIssues,
  localities: buildLocalities,
  rdsReconciles: buildRdsReconciles,
};
