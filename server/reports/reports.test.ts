/**
 * The report kit over HTTP on seeded demo data: access per demo role (the screen's rule, 403),
 * bad filters (400 with field errors, never 500), client scoping, and one reconciliation per
 * family: a report's totals equal the count the resources list API gives for the same filter.
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/resources/index';
import { seedOptions } from '../seed/generate';
import type { ReportData } from '../testing/helpers';
import { demoApp, json } from '../testing/helpers';
import { sql } from 'drizzle-orm';
import { operatorToday } from '../../src/lib/calendar';
import { runIfDue } from '../db/recurring';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadUser } from '../auth/session';
import type { Executor } from '../db/database';
import { tableName } from '../db/resource-tables';
import { REPORTS } from './registry';

const TODAY = '2026-11-21';
const FROM = '2026-11-19';
const TO = '2026-11-23';
const EMAILS = [...ROLES.map((r) => `${r}@demo.test`), 'pet.errors@demo.test', 'superadmin@demo.test'];

const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 5, deliveriesPerDay: 40 }), EMAILS);
const { get } = demo;

interface ReportBody {
  data: ReportData;
}

/** a report over the file's period (FROM..TO) with `extra` filters appended */
function report(email: string, id: string, extra = ''): Promise<ReportData> {
  return demo.report(email, id, `from=${FROM}&to=${TO}${extra}`);
}

async function listCount(email: string, resource: string, query: string): Promise<number> {
  return (await demo.list(email, resource, `limit=0&${query}`)).count;
}

const period = `date_from=${FROM}&date_to=${TO}`;
const dialect = new PgDialect();

describe('the kit', () => {
  it('answers 401 without a session and 404 for an unknown report', async () => {
    expect((await demo.server.app.request(`/api/reports/rg-summary?from=${FROM}&to=${TO}`)).status).toBe(401);
    expect((await get('admin@demo.test', '/api/reports/no-such-report')).status).toBe(404);
  });

  it.each([...REPORTS.keys()])('%s: bad filters are 400 with the fields named', async (id) => {
    const res = await get('superadmin@demo.test', `/api/reports/${id}?from=2026-02-30&to=yesterday&rg=-4&client=x`);
    expect(res.status).toBe(400);
    const body = await json<{ errors: { code: string; field: string }[] }>(res);
    expect(body.errors.every((e) => e.code === 'BAD_QUERY')).toBe(true);
    expect(body.errors.map((e) => e.field).sort()).toEqual(['client', 'from', 'rg', 'to']);
  });

  it("names the resources a report reads when its declaration does, for the console's live refresh", async () => {
    const declared = REPORTS.get('client-invoicing');
    expect(declared?.reads?.length).toBeGreaterThan(0);
    expect((await report('superadmin@demo.test', 'client-invoicing')).reads).toEqual(
      declared?.reads?.map((r) => r.name),
    );
    // a report that does not say has no list: any change counts for it
    expect(REPORTS.get('rg-summary')?.reads).toBeUndefined();
    expect(await report('admin@demo.test', 'rg-summary')).not.toHaveProperty('reads');
  });

  it('a report that names what it reads touches no other resource table, so a kept answer is never stale', async () => {
    const db = demo.server.db;
    const user = await loadUser(db, { email: 'superadmin@demo.test' });
    if (!user) throw new Error('superadmin@demo.test is seeded');
    const declaring = [...REPORTS.values()].filter((def) => def.reads !== undefined);
    expect(declaring.length).toBeGreaterThan(0);
    for (const def of declaring) {
      const statements: string[] = [];
      const recording: Executor = {
        query: (query) => {
          statements.push(dialect.sqlToQuery(query).sql);
          return db.query(query);
        },
      };
      // the whole scope and one client, one routing group: each may take another branch of SQL
      for (const extra of [{}, { client: 8 }, { rg: 1 }]) {
        const filters = def.filters.parse({ from: FROM, to: TO, ...extra });
        await def.run(recording, filters, { clientIds: null, contractorId: null, user });
        await def.run(recording, filters, { clientIds: [8, 14], contractorId: null, user });
      }
      const touched = new Set(statements.flatMap((s) => [...s.matchAll(/"(r_[a-z0-9_]+)"/g)].map((m) => m[1] ?? '')));
      const declared = new Set<string>(def.reads?.map(tableName));
      expect(
        [...touched].filter((t) => !declared.has(t)),
        def.id,
      ).toEqual([]);
      expect(touched.size, def.id).toBeGreaterThan(0);
    }
  });

  it('refuses an end before the start, a missing period and a bad acting client', async () => {
    const back = await get('admin@demo.test', `/api/reports/rg-summary?from=${TO}&to=${FROM}`);
    expect(back.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(back)).errors[0]?.field).toBe('to');
    expect((await get('admin@demo.test', '/api/reports/rg-summary')).status).toBe(400);
    expect((await get('admin@demo.test', `/api/reports/rg-summary?from=${FROM}&to=${TO}&acting=abc`)).status).toBe(400);
  });
});

/** who is let in, by the screen rules of spec 6 (the contract suite checks the app agrees) */
const EXPECTED: Record<string, readonly string[]> = {
  'rg-summary': ['admin', 'admin-dashboard-only', 'superadmin'],
  'error-rate': ['admin', 'admin-dashboard-only', 'superadmin', 'client-user', 'pet.errors'],
  'time-window': ['admin', 'admin-dashboard-only', 'superadmin'],
  eta: ['admin', 'admin-dashboard-only', 'dashboard-only', 'superadmin', 'client-admin', 'client-user', 'pet.errors'],
  'contractors-performance': ['admin', 'admin-dashboard-only', 'superadmin', 'contractor'],
  'run-errors': ['admin', 'superadmin'],
  'routing-comparison': ['admin', 'admin-dashboard-only', 'superadmin'],
  feedback: [
    'admin',
    'admin-dashboard-only',
    'dashboard-only',
    'superadmin',
    'client-admin',
    'client-user',
    'pet.errors',
  ],
};

describe('access per demo role', () => {
  const cases = Object.entries(EXPECTED).flatMap(([id, allowed]) =>
    EMAILS.map((email) => [id, email, allowed.includes(email.replace('@demo.test', ''))] as const),
  );
  it.each(cases)('%s as %s: allowed %s', async (id, email, allowed) => {
    const res = await get(email, `/api/reports/${id}?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(allowed ? 200 : 403);
  });

  it('a client user asking for another client is refused', async () => {
    expect((await get('client-user@demo.test', `/api/reports/error-rate?from=${FROM}&to=${TO}&client=8`)).status).toBe(
      403,
    );
  });
});

describe('reconciliation: deliveries family', () => {
  it('Routing Group Summary totals equal the deliveries list, per status', async () => {
    const r = await report('admin@demo.test', 'rg-summary');
    expect(r.totals.total).toBeGreaterThan(0);
    expect(r.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', period));
    expect(r.totals.delivered).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&status=delivered`));
    expect(r.totals.failed).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&status=failed`));
  });

  it('one routing group: its row equals the list filtered by it', async () => {
    const r = await report('admin@demo.test', 'rg-summary', '&rg=1');
    expect(r.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&routingGroupId=1`));
  });

  it('Client Deliveries for a client user counts only their client, like their list', async () => {
    const r = await report('client-user@demo.test', 'client-deliveries');
    expect(r.totals.total).toBeGreaterThan(0);
    expect(r.totals.total).toBe(await listCount('client-user@demo.test', 'deliveries', period));
    const all = await report('admin@demo.test', 'client-deliveries');
    expect(all.totals.total).toBeGreaterThan(r.totals.total ?? 0);
  });

  it('Client Summary, Zone Suburb and Time Window agree with the deliveries list', async () => {
    const total = await listCount('admin@demo.test', 'deliveries', period);
    expect((await report('admin@demo.test', 'client-summary')).totals.total).toBe(total);
    expect((await report('admin@demo.test', 'zone-suburb')).totals.total).toBe(total);
    const delivered = await listCount('admin@demo.test', 'deliveries', `${period}&status=delivered`);
    const tw = await report('admin@demo.test', 'time-window');
    expect(tw.totals.delivered).toBe(delivered);
    expect((tw.totals.onTime ?? 0) + (tw.totals.early ?? 0) + (tw.totals.late ?? 0)).toBe(delivered);
    const one = await report('admin@demo.test', 'client-summary', '&client=14');
    expect(one.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&clientId=14`));
  });
});

describe('reconciliation: drops and runs family', () => {
  it('Error Rate: all drops and failed drops equal the drops list', async () => {
    const r = await report('admin@demo.test', 'error-rate');
    const all = await listCount('admin@demo.test', 'drops', period);
    const failed = await listCount('admin@demo.test', 'drops', `${period}&status=failed`);
    expect(all).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
    expect(r.totals).toMatchObject({ drops: all, failed });
    expect(r.rows.reduce((n, row) => n + Number(row.failed), 0)).toBe(failed);
    expect(r.totals.rate).toBeCloseTo((failed / all) * 100, 1);
  });

  it('Error Rate for the client user of client 14 counts their drops only', async () => {
    const r = await report('client-user@demo.test', 'error-rate');
    expect(r.totals.drops).toBe(await listCount('client-user@demo.test', 'drops', period));
  });

  it('ETA Report measures every drop that arrived', async () => {
    const r = await report('admin@demo.test', 'eta');
    const arrived = await listCount('admin@demo.test', 'drops', `${period}&status=arrived,completed,failed`);
    expect(r.totals.measured).toBe(arrived);
    expect(r.totals.meanError).not.toBeNull();
  });

  it('Contractors and Drivers Performance count the runs list; a contractor sees their own runs', async () => {
    const runs = await listCount('admin@demo.test', 'runs', period);
    expect((await report('admin@demo.test', 'contractors-performance')).totals.runs).toBe(runs);
    expect((await report('admin@demo.test', 'drivers-performance')).totals.runs).toBe(runs);
    const own = await report('contractor@demo.test', 'contractors-performance');
    expect(own.totals.runs).toBe(await listCount('contractor@demo.test', 'runs', period));
    expect(own.rows.length).toBeLessThanOrEqual(1);
  });

  it('Run Errors: failed drops per run add up to the failed drops list', async () => {
    const r = await report('admin@demo.test', 'run-errors');
    expect(r.totals.failed).toBe(await listCount('admin@demo.test', 'drops', `${period}&status=failed`));
  });
});

describe('Sync Log: the real background task runs', () => {
  it('lists each run of a recurring job with its duration and outcome, failures with their error', async () => {
    expect(await runIfDue(demo.server.db, { name: 'report-test-ok', everyMs: 1000, run: async () => {} })).toBe(true);
    await expect(
      runIfDue(demo.server.db, {
        name: 'report-test-broken',
        everyMs: 1000,
        run: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    const today = operatorToday();
    const res = await get('admin@demo.test', `/api/reports/sync-log?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const r = (await json<ReportBody>(res)).data;
    const ok = r.rows.find((row) => row.task === 'report-test-ok');
    const broken = r.rows.find((row) => row.task === 'report-test-broken');
    expect(ok).toMatchObject({ outcome: 'Succeeded', error: null });
    expect(broken).toMatchObject({ outcome: 'Failed', error: 'disk full' });
    expect(typeof broken?.durationMs).toBe('number');
    expect(r.totals.failed).toBeGreaterThanOrEqual(1);
    // the failed run was rolled back, so it is due again; the successful one is not
    expect(await runIfDue(demo.server.db, { name: 'report-test-ok', everyMs: 3600_000, run: async () => {} })).toBe(
      false,
    );
    const failedOnly = await get('admin@demo.test', `/api/reports/sync-log?from=${today}&to=${today}&outcome=failed`);
    expect((await json<ReportBody>(failedOnly)).data.rows.every((row) => row.outcome === 'Failed')).toBe(true);
  });

  it("counts a run on the operator's day, not UTC's: 01:30 in Sydney is the day after 14:30 UTC", async () => {
    await demo.server.db.query(
      sql`insert into task_runs (task, started_at, duration_ms, outcome) values ('report-test-night', '2026-03-01T14:30:00Z', 5, 'ok')`,
    );
    const tasks = async (day: string) =>
      (
        await json<ReportBody>(
          await get('admin@demo.test', `/api/reports/sync-log?from=${day}&to=${day}&task=report-test-night`),
        )
      ).data.rows.length;
    expect(await tasks('2026-03-02')).toBe(1);
    expect(await tasks('2026-03-01')).toBe(0);
  });

  it('is for admins and holders of sync only, and refuses a bad outcome filter', async () => {
    expect((await get('client-admin@demo.test', `/api/reports/sync-log?from=${FROM}&to=${TO}`)).status).toBe(403);
    expect((await get('admin-dashboard-only@demo.test', `/api/reports/sync-log?from=${FROM}&to=${TO}`)).status).toBe(
      403,
    );
    const bad = await get(
      'admin@demo.test',
      `/api/reports/sync-log?from=${FROM}&to=${TO}&outcome=maybe&task=DROP%20TABLE`,
    );
    expect(bad.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(bad)).errors.map((e) => e.field).sort()).toEqual([
      'outcome',
      'task',
    ]);
  });
});

describe('reconciliation: one-day reports with path filters', () => {
  const day = TODAY;
  it('Depot Report: a day and a status list equal the deliveries list with the same filters', async () => {
    const all = await get('admin@demo.test', `/api/reports/depot?from=${day}&to=${day}`);
    expect((await json<ReportBody>(all)).data.totals.total).toBe(
      await listCount('admin@demo.test', 'deliveries', `date=${day}`),
    );
    const some = await get('admin@demo.test', `/api/reports/depot?from=${day}&to=${day}&status=pending,failed`);
    const body = (await json<ReportBody>(some)).data;
    expect(body.totals.total).toBe(
      await listCount('admin@demo.test', 'deliveries', `date=${day}&status=pending,failed`),
    );
    expect(body.totals.total).toBe((body.totals.pending ?? 0) + (body.totals.failed ?? 0));
  });

  it('Zone Lock: routed and unrouted add up to the day’s live deliveries of the routing group', async () => {
    const res = await get('admin@demo.test', `/api/reports/zone-lock?from=${day}&to=${day}&rgs=1`);
    const body = (await json<ReportBody>(res)).data;
    const live = await listCount(
      'admin@demo.test',
      'deliveries',
      `date=${day}&routingGroupId=1&status=pending,routed,loaded,in-transit,delivered,failed,returned`,
    );
    expect(body.totals.total).toBe(live);
    expect((body.totals.routed ?? 0) + (body.totals.unrouted ?? 0)).toBe(live);
  });

  it('Routing Comparison: the day and the same weekday a week before equal the live deliveries list of each', async () => {
    const live = 'status=pending,routed,loaded,in-transit,delivered,failed,returned';
    const res = await get('admin@demo.test', `/api/reports/routing-comparison?from=${day}&to=${day}&depot=1`);
    const body = (await json<ReportBody>(res)).data;
    expect(body.totals.total).toBeGreaterThan(0);
    expect(body.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', `date=${day}&depotId=1&${live}`));
    expect((body.totals.routed ?? 0) + (body.totals.unrouted ?? 0)).toBe(body.totals.total);
    expect(body.totals.previousTotal).toBe(
      await listCount('admin@demo.test', 'deliveries', `date=2026-11-14&depotId=1&${live}`),
    );
    expect(body.totals.unroutedChange).toBe((body.totals.unrouted ?? 0) - (body.totals.previousUnrouted ?? 0));
    const all = (
      await json<ReportBody>(await get('admin@demo.test', `/api/reports/routing-comparison?from=${day}&to=${day}`))
    ).data;
    expect(all.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', `date=${day}&${live}`));
  });

  it('refuses unknown statuses and bad id lists with the field named', async () => {
    const res = await get('admin@demo.test', `/api/reports/depot?from=${day}&to=${day}&status=lost&depot=1,x`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(res)).errors.map((e) => e.field.split('.')[0]).sort()).toEqual([
      'depot',
      'status',
    ]);
  });
});

describe('Geocode Report and App Logs', () => {
  it('Geocode issues equal the deliveries list filtered by the geocode flag', async () => {
    const r = await report('admin@demo.test', 'geocode');
    expect(r.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', period));
    expect(r.totals.issues).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&geoIssue=true`));
    expect((await get('admin-dashboard-only@demo.test', `/api/reports/geocode?from=${FROM}&to=${TO}`)).status).toBe(
      403,
    );
  });

  it('App Logs lists the errors the app reported, naming the user', async () => {
    const res = await demo.server.app.request('/api/nv/system-error', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${demo.tokens['client-user@demo.test'] ?? ''}`,
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
      },
      body: JSON.stringify({ httpMethod: 'GET', uri: '/d/error-rate', stackTrace: 'TypeError: boom\n    at Report' }),
    });
    expect(res.status).toBe(201);
    const today = operatorToday();
    const logs = await get('admin@demo.test', `/api/reports/app-logs?from=${today}&to=${today}`);
    const body = (await json<ReportBody>(logs)).data;
    expect(body.rows[0]).toMatchObject({ page: '/d/error-rate', message: 'TypeError: boom', method: 'GET' });
    expect(String(body.rows[0]?.user)).not.toMatch(/^\d+$/);
    expect(body.totals.errors).toBeGreaterThanOrEqual(1);
    expect(
      (await get('admin-dashboard-only@demo.test', `/api/reports/app-logs?from=${today}&to=${today}`)).status,
    ).toBe(403);
  });
});

describe('reconciliation: operator reports per client', () => {
  it('Client Report: this period and the one before equal the deliveries list of each', async () => {
    const r = await report('admin@demo.test', 'client', '&client=8');
    expect(r.totals.total).toBe(await listCount('admin@demo.test', 'deliveries', `${period}&clientId=8`));
    expect(r.totals.previous).toBe(
      await listCount('admin@demo.test', 'deliveries', 'date_from=2026-11-14&date_to=2026-11-18&clientId=8'),
    );
  });

  it('HDS Client counts home deliveries; Customer Service the failed and returned ones', async () => {
    expect((await report('admin@demo.test', 'hds-client')).totals.total).toBe(
      await listCount('admin@demo.test', 'deliveries', `${period}&serviceType=home`),
    );
    const cs = await report('admin@demo.test', 'customer-service');
    expect(cs.totals.toContact).toBe(
      await listCount('admin@demo.test', 'deliveries', `${period}&status=failed,returned`),
    );
    expect((await get('client-admin@demo.test', `/api/reports/customer-service?from=${FROM}&to=${TO}`)).status).toBe(
      403,
    );
  });
});

describe('Customer Feedback', () => {
  it('responses and each rating equal the feedback list; a client user counts only their client', async () => {
    const r = await report('admin@demo.test', 'feedback');
    expect(r.totals.total).toBeGreaterThan(0);
    expect(r.totals.total).toBe(await listCount('admin@demo.test', 'nv/feedback', period));
    expect(r.totals.r5).toBe(await listCount('admin@demo.test', 'nv/feedback', `${period}&rating=5`));
    expect(r.totals.r1).toBe(await listCount('admin@demo.test', 'nv/feedback', `${period}&rating=1`));
    expect([1, 2, 3, 4, 5].reduce((n, k) => n + (r.totals[`r${k}`] ?? 0), 0)).toBe(r.totals.total);
    expect(r.totals.total).toBeLessThanOrEqual(
      await listCount('admin@demo.test', 'deliveries', `${period}&status=delivered`),
    );
    const mine = await report('client-user@demo.test', 'feedback');
    expect(mine.totals.total).toBe(await listCount('client-user@demo.test', 'nv/feedback', period));
    expect(mine.totals.total).toBeLessThan(r.totals.total ?? 0);
    expect(String(r.rows[0]?.routingGroup)).not.toMatch(/^\d+$/);
  });
});
