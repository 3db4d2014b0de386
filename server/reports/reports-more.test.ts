/**
 * The reports added with issue 13's second part, over HTTP on seeded demo data: Notifications
 * sent (Customer Notification Settings) and Driver App Versions. Access per demo role (200/403),
 * bad filters (400), reconciliation with the lists for the same filter, consistency of the seeded
 * records with the deliveries and drivers, and the settings' edits (client scope, field errors: 422).
 */
import { describe, expect, it } from 'vitest';
import { instantAt, shiftDay, zoneOr } from '../../src/lib/calendar';
import { ROLES } from '../../src/resources/index';
import { CURRENT_DRIVER_APP_VERSION, DRIVER_APP_RELEASES } from '../../src/resources/driver-apps';
import { seedOptions } from '../seed/generate';
import { call, demoApp, json } from '../testing/helpers';

const TODAY = '2026-11-21';
const FROM = '2026-11-19';
const TO = '2026-11-23';
const EMAILS = [...ROLES.map((r) => `${r}@demo.test`), 'pet.errors@demo.test', 'superadmin@demo.test'];

const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 5, deliveriesPerDay: 40 }), EMAILS);
const { get, report, list } = demo;
const token = (email: string) => demo.tokens[email] ?? '';

const period = `from=${FROM}&to=${TO}`;

const EXPECTED: Record<string, readonly string[]> = {
  notifications: ['admin', 'superadmin', 'client-admin'],
  'app-versions': ['admin', 'superadmin'],
};

describe('access per demo role', () => {
  const cases = Object.entries(EXPECTED).flatMap(([id, allowed]) =>
    EMAILS.map((email) => [id, email, allowed.includes(email.replace('@demo.test', ''))] as const),
  );
  it.each(cases)('%s as %s: allowed %s', async (id, email, allowed) => {
    expect((await get(email, `/api/reports/${id}?${period}`)).status).toBe(allowed ? 200 : 403);
  });

  it.each(Object.keys(EXPECTED))('%s: bad filters are 400 with the fields named, never 500', async (id) => {
    const res = await get('superadmin@demo.test', `/api/reports/${id}?from=2026-13-01&to=x&rg=0&client=-2`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(res)).errors.map((e) => e.field).sort()).toEqual([
      'client',
      'from',
      'rg',
      'to',
    ]);
  });

  it('a client-admin asking for a client outside their scope is refused', async () => {
    expect((await get('client-admin@demo.test', `/api/reports/notifications?${period}&client=1`)).status).toBe(403);
  });
});

describe('Notifications sent: reconciliation and consistency with the deliveries', () => {
  const listPeriod = `date_from=${FROM}&date_to=${TO}`;

  it('totals equal the notifications list for the same filter, per channel and per client scope', async () => {
    const r = await report('admin@demo.test', 'notifications', period);
    expect(r.totals.sent).toBeGreaterThan(0);
    expect(r.totals.sent).toBe((await list('admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}`)).count);
    expect(r.totals.sms).toBe(
      (await list('admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}&channel=sms`)).count,
    );
    expect(r.totals.failed).toBe(
      (await list('admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}&status=failed`)).count,
    );
    const sum = r.rows.reduce((n, row) => n + Number(row.sent), 0);
    expect(sum).toBe(r.totals.sent);
    const own = await report('client-admin@demo.test', 'notifications', period);
    expect(own.totals.sent).toBe(
      (await list('client-admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}`)).count,
    );
    expect(own.totals.sent).toBeLessThan(r.totals.sent ?? 0);
    const one = await report('admin@demo.test', 'notifications', `${period}&client=8&rg=1`);
    expect(one.totals.sent).toBe(
      (await list('admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}&clientId=8&routingGroupId=1`)).count,
    );
  });

  it('a type sent on a channel the client has on reaches exactly the deliveries in that state', async () => {
    const settings = await list<{ clientId: number; type: string; sms: boolean; email: boolean }>(
      'admin@demo.test',
      'cs/notification-settings',
      'limit=-1',
    );
    const on = settings.data.find((s) => s.clientId === 8 && s.type === 'delivered' && s.email);
    const off = settings.data.find((s) => !s.email && s.type !== 'booked');
    expect(on).toBeDefined();
    const delivered = (await list('admin@demo.test', 'deliveries', `limit=0&${listPeriod}&clientId=8&status=delivered`))
      .count;
    expect(delivered).toBeGreaterThan(0);
    expect(
      (
        await list(
          'admin@demo.test',
          'nv/notifications',
          `limit=0&${listPeriod}&clientId=8&type=delivered&channel=email`,
        )
      ).count,
    ).toBe(delivered);
    const failed = (
      await list('admin@demo.test', 'deliveries', `limit=0&${listPeriod}&clientId=8&status=failed,returned`)
    ).count;
    expect(
      (await list('admin@demo.test', 'nv/notifications', `limit=0&${listPeriod}&clientId=8&type=failed&channel=email`))
        .count,
    ).toBe(failed);
    if (off) {
      expect(
        (
          await list(
            'admin@demo.test',
            'nv/notifications',
            `limit=0&clientId=${off.clientId}&type=${off.type}&channel=email`,
          )
        ).count,
      ).toBe(0);
    }
  });
});

describe('notification settings: edits through the resource API', () => {
  async function settingOf(clientId: number, type: string) {
    const found = await list<{ id: number; version: number; clientId: number }>(
      'admin@demo.test',
      'cs/notification-settings',
      `limit=-1&clientId=${clientId}&type=${type}`,
    );
    const s = found.data[0];
    if (!s) throw new Error(`no setting for ${clientId} ${type}`);
    return s;
  }

  it('a client-admin changes their own client, not another, a client-user neither', async () => {
    const own = await settingOf(8, 'out-for-delivery');
    const ok = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${own.id}`, {
      token: token('client-admin@demo.test'),
      body: { version: own.version, email: true, sendFrom: '07:30' },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await json<{ data: { email: boolean; sendFrom: string } }>(ok)).data).toMatchObject({
      email: true,
      sendFrom: '07:30',
    });
    const other = await settingOf(1, 'out-for-delivery');
    const refused = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${other.id}`, {
      token: token('client-admin@demo.test'),
      body: { version: other.version, email: true },
    });
    expect([403, 404]).toContain(refused.status);
    const user = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${own.id}`, {
      token: token('client-user@demo.test'),
      body: { version: own.version + 1, sms: false },
    });
    expect(user.status).toBe(403);
  });

  it('refuses a sender name longer than an SMS sender id and a time that is not HH:mm, naming the field', async () => {
    const s = await settingOf(14, 'booked');
    const long = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${s.id}`, {
      token: token('admin@demo.test'),
      body: { version: s.version, senderName: 'Greenleaf Organics' },
    });
    expect(long.status).toBe(422);
    expect(JSON.stringify(await json(long))).toContain('senderName');
    const time = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${s.id}`, {
      token: token('admin@demo.test'),
      body: { version: s.version, sendUntil: '25:00' },
    });
    expect(time.status).toBe(422);
  });

  it('refuses a sending window that ends before it starts, naming sendUntil, and stores nothing', async () => {
    const s = await settingOf(14, 'delivered');
    const backwards = await call(demo.server, 'PATCH', `/api/cs/notification-settings/${s.id}`, {
      token: token('admin@demo.test'),
      body: { version: s.version, sendFrom: '22:00' },
    });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(await json(backwards))).toContain('sendUntil');
    expect((await settingOf(14, 'delivered')).version).toBe(s.version);
  });
});

describe('Driver App Versions: reconciliation with the installs and the drivers', () => {
  /** the list's lastSeenAt range for the period's days on `zone`'s clock */
  const seenRange = (zone: string) => {
    const from = instantAt(FROM, '00:00', zone).toISOString();
    const to = new Date(instantAt(shiftDay(TO, 1), '00:00', zone).getTime() - 1000).toISOString();
    return `lastSeenAt_from=${from}&lastSeenAt_to=${to}`;
  };
  /** installs the list finds with `query`, the period read on each routing group's clock, as the report reads it */
  const seenCount = async (query = '') => {
    const groups = await list<{ id: number; timezone: unknown }>('admin@demo.test', 'z/routing-group', 'limit=-1');
    let n = 0;
    for (const g of groups.data)
      n += (
        await list(
          'admin@demo.test',
          'ctr/driver-apps',
          `limit=0&${seenRange(zoneOr(g.timezone))}&routingGroupId=${g.id}${query}`,
        )
      ).count;
    return n;
  };

  it('counts the drivers seen in the period as the list does, per version, with the chart grouped the same', async () => {
    const r = await report('admin@demo.test', 'app-versions', period);
    expect(r.totals.drivers).toBeGreaterThan(0);
    expect(r.totals.drivers).toBe(await seenCount());
    const chart = r.chart?.rows ?? [];
    expect(chart.reduce((n, g) => n + Number(g.drivers), 0)).toBe(r.totals.drivers);
    const old = DRIVER_APP_RELEASES.filter((v) => v !== CURRENT_DRIVER_APP_VERSION);
    let outdated = 0;
    for (const v of old) outdated += await seenCount(`&appVersion=${v}`);
    expect(r.totals.outdated).toBe(outdated);
    expect(r.rows.filter((row) => row.status === 'Out of date').length).toBe(outdated);
    expect(r.rows.every((row) => typeof row.driver === 'string' && row.driver !== 'Unknown driver')).toBe(true);
  });

  it('has one install per driver, naming a driver of the seed', async () => {
    const installs = await list<{ driverId: number }>('admin@demo.test', 'ctr/driver-apps', 'limit=-1');
    const drivers = await list<{ id: number }>('admin@demo.test', 'users', 'limit=-1&role=driver');
    expect(installs.data.map((i) => i.driverId).sort((a, b) => a - b)).toEqual(
      drivers.data.map((d) => d.id).sort((a, b) => a - b),
    );
  });

  it('filters by the driver’s routing group', async () => {
    const r = await report('admin@demo.test', 'app-versions', `${period}&rg=1`);
    const sydney = (await list<{ timezone: unknown }>('admin@demo.test', 'z/routing-group', 'id=1')).data[0];
    expect(r.totals.drivers).toBe(
      (
        await list(
          'admin@demo.test',
          'ctr/driver-apps',
          `limit=0&${seenRange(zoneOr(sydney?.timezone))}&routingGroupId=1`,
        )
      ).count,
    );
  });
});

describe('Routing Comparison: every path segment is a filter', () => {
  const day = TODAY;
  const live = 'status=pending,routed,loaded,in-transit,delivered,failed,returned';
  const rc = (query = '') => report('admin@demo.test', 'routing-comparison', `from=${day}&to=${day}${query}`);
  const count = async (query: string) =>
    (await list('admin@demo.test', 'deliveries', `limit=0&${live}&${query}`)).count;

  it('the week before is seeded: the default comparison reads real numbers, equal to the list of that day', async () => {
    const r = await rc();
    expect(r.totals.previousTotal).toBeGreaterThan(0);
    expect(r.totals.previousTotal).toBe(await count('date=2026-11-14'));
    expect(r.totals.total).toBe(await count(`date=${day}`));
    expect(r.chart?.title).toBe('Unrouted per depot');
  });

  it('group and then: the same deliveries per client, per zone and routing group, with a second label column', async () => {
    const all = await rc();
    const byClient = await rc('&group=client');
    expect(byClient.totals.total).toBe(all.totals.total);
    expect(byClient.columns[0]?.label).toBe('Client');
    const nested = await rc('&group=zone&then=rg');
    expect(nested.columns.slice(0, 2).map((c) => c.label)).toEqual(['Zone', 'Routing group']);
    expect(nested.totals.total).toBe(all.totals.total);
    expect(nested.rows.every((row) => typeof row.subgroup === 'string' && row.subgroup !== '')).toBe(true);
  });

  it('c, rg, rz and z lists filter like the deliveries list', async () => {
    expect((await rc('&clients=8,14')).totals.total).toBe(await count(`date=${day}&clientId=8,14`));
    const zone = (await list<{ zoneId: number }>('admin@demo.test', 'deliveries', `limit=1&date=${day}&${live}`))
      .data[0]?.zoneId;
    expect(zone).toBeDefined();
    expect((await rc(`&zones=${zone}`)).totals.total).toBe(await count(`date=${day}&zoneId=${zone}`));
    expect((await rc('&rgs=1&depot=1')).totals.total).toBe(await count(`date=${day}&routingGroupId=1&depotId=1`));
  });

  it('compare: the day before, or nothing (no comparison columns)', async () => {
    const dayBefore = await rc('&compare=day');
    expect(dayBefore.totals.previousTotal).toBe(await count('date=2026-11-20'));
    const none = await rc('&compare=none');
    expect(none.columns.some((c) => c.key.startsWith('previous'))).toBe(false);
    expect(none.totals.previousTotal).toBeUndefined();
  });

  it('measure, sort, rows and columns shape the answer', async () => {
    const ranked = await rc('&measure=total&sort=desc');
    const totals = ranked.rows.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(ranked.chart?.rows.map((r) => r.value)).toEqual(totals);
    expect(ranked.chart?.valueLabel).toBe('Deliveries');
    const open = await rc('&rows=no');
    expect(open.rows.every((r) => Number(r.unrouted) > 0)).toBe(true);
    expect(open.totals.unrouted).toBe((await rc()).totals.unrouted);
    expect((await rc('&cols=day')).columns.map((c) => c.key)).toEqual([
      'group',
      'total',
      'routed',
      'unrouted',
      'routedShare',
      'runs',
    ]);
    expect((await rc('&cols=change')).columns.map((c) => c.key)).toEqual([
      'group',
      'total',
      'unrouted',
      'previousUnrouted',
      'unroutedChange',
    ]);
  });

  it('refuses unknown option values with the field named', async () => {
    const res = await get(
      'admin@demo.test',
      `/api/reports/routing-comparison?from=${day}&to=${day}&group=suburb&measure=x&compare=month&sort=up&rows=maybe&cols=wide&then=y&clients=a&zones=-1`,
    );
    expect(res.status).toBe(400);
    const fields = (await json<{ errors: { field: string }[] }>(res)).errors.map((e) => e.field.split('.')[0]);
    expect([...new Set(fields)].sort()).toEqual([
      'clients',
      'cols',
      'compare',
      'group',
      'measure',
      'rows',
      'sort',
      'then',
      'zones',
    ]);
  });
});
