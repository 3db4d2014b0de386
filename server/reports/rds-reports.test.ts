/**
 * RDS's reports over HTTP on seeded demo data (docs/rds.md): who may open them, and that their
 * figures are the retail exceptions' and RDS events' own lists counted (per day in the operator's
 * zone, per service provider).
 */
import { describe, expect, it } from 'vitest';
import { todayIn, OPERATOR_ZONE } from '../../src/lib/calendar';
import { seedOptions } from '../seed/generate';
import { demoApp } from '../testing/helpers';

const TODAY = '2026-11-21';
const FROM = '2026-11-15';
const period = `from=${FROM}&to=${TODAY}`;
const ADMIN = 'admin@demo.test';
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 1, deliveriesPerDay: 2 }), [
  ADMIN,
  'stores@demo.test',
  'client-user@demo.test',
]);
const { get, report, list } = demo;

interface Exception {
  raisedOn: string;
  status: string;
  resolvedAt: string | null;
}

describe('RDS reports', () => {
  it('are opened by admin-type users only', async () => {
    for (const id of ['retail-exceptions-daily', 'rds-run-report']) {
      expect((await get(ADMIN, `/api/reports/${id}?${period}`)).status, id).toBe(200);
      for (const who of ['stores@demo.test', 'client-user@demo.test'])
        expect((await get(who, `/api/reports/${id}?${period}`)).status, `${id} ${who}`).toBe(403);
      expect((await get(ADMIN, `/api/reports/${id}?from=${TODAY}&to=${FROM}`)).status, id).toBe(400);
    }
  });

  it("counts each day's exceptions as the exceptions list has them, resolutions on the operator's day", async () => {
    const daily = await report(ADMIN, 'retail-exceptions-daily', period);
    const { data } = await list<Exception>(ADMIN, 'd/retail-exception', 'limit=-1');
    expect(daily.rows.map((r) => r.day)).toEqual(['15', '16', '17', '18', '19', '20', '21'].map((d) => `2026-11-${d}`));
    for (const row of daily.rows) {
      const raised = data.filter((x) => x.raisedOn === row.day);
      expect(row.raised, String(row.day)).toBe(raised.length);
      expect(row.stillOpen).toBe(raised.filter((x) => x.status === 'open' || x.status === 'in-progress').length);
      const resolved = data.filter(
        (x) => x.status === 'resolved' && x.resolvedAt && todayIn(OPERATOR_ZONE, new Date(x.resolvedAt)) === row.day,
      );
      expect(row.resolved, String(row.day)).toBe(resolved.length);
    }
    expect(daily.totals.raised).toBeGreaterThan(0);
    expect(daily.totals.resolved).toBeGreaterThan(0);
  });

  it('counts the period’s RDS events per service provider', async () => {
    const run = await report(ADMIN, 'rds-run-report', period);
    const { data } = await list<{ status: string }>(ADMIN, 'rds/c', `limit=-1&date_from=${FROM}&date_to=${TODAY}`);
    expect(run.totals.events).toBe(data.length);
    expect(run.totals.completed).toBe(data.filter((e) => e.status === 'completed').length);
    expect(run.totals.toDo).toBe(data.filter((e) => e.status === 'booked' || e.status === 'confirmed').length);
    expect(run.rows.every((r) => typeof r.provider === 'string' && r.provider !== 'No provider')).toBe(true);
  });
});
