/**
 * RDS visit plans over HTTP on seeded demo data (docs/rds.md, 'RDS Routing Tool'): a plan numbers
 * every visit of a provider's day in one transaction or none, is checked against the day's version
 * (a visit changed underneath is a 409 with the day as the server has it), names every refused
 * visit, is refused to anyone but a planner, and applies once under its Idempotency-Key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dayVersion } from '../../src/resources/rds';
import { seedOptions } from '../seed/generate';
import { call, demoApp, json } from '../testing/helpers';

const ADMIN = 'admin@demo.test';
const demo = demoApp(seedOptions({ today: '2026-11-21', seed: 7, days: 1, deliveriesPerDay: 2 }), [
  ADMIN,
  'stores@demo.test',
  'ops.lead@demo.test',
]);

interface Event {
  id: number;
  version: number;
  reference: string;
  date: string;
  serviceProviderId: number;
  status: string;
  visitOrder: number | null;
  notes: string;
}
type ErrorBody = { errors: { displayMessage: string; field?: string }[]; current?: Record<string, unknown> };

const events = async (): Promise<Event[]> => (await demo.list<Event>(ADMIN, 'rds/c', 'limit=-1')).data;

const plan = (who: string, body: Record<string, unknown>, key?: string) =>
  call(demo.server, 'POST', '/api/rds/visit-plans', {
    token: demo.tokens[who],
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

/** The visits of one provider's day (not cancelled), by id. */
const visitsOf = (all: readonly Event[], date: string, providerId: number) =>
  all.filter((e) => e.date === date && e.serviceProviderId === providerId && e.status !== 'cancelled');

let date = '';
let providerId = 0;
let day: Event[] = [];
/** an RDS event that is not a visit of that day: another day's, or cancelled */
let stray: Event;

beforeAll(async () => {
  const all = await events();
  const days = new Map<string, Event[]>();
  for (const e of all.filter((x) => x.status !== 'cancelled'))
    days.set(`${e.date}/${e.serviceProviderId}`, [...(days.get(`${e.date}/${e.serviceProviderId}`) ?? []), e]);
  const busiest = [...days.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  expect(busiest.length, 'the demo data has a provider with three visits on one day').toBeGreaterThanOrEqual(3);
  date = busiest[0]?.date ?? '';
  providerId = busiest[0]?.serviceProviderId ?? 0;
  day = busiest;
  const other = all.find((e) => !busiest.includes(e));
  if (!other) throw new Error('the demo data has one day of RDS events only');
  stray = other;
});

async function dayNow(): Promise<Event[]> {
  return visitsOf(await events(), date, providerId);
}

describe('RDS visit plans', () => {
  it('number every visit of the day in the plan order, in one change, without raising versions', async () => {
    const reversed = [...day].reverse().map((e) => e.id);
    const res = await plan(ADMIN, {
      date,
      serviceProviderId: providerId,
      visitIds: reversed,
      version: dayVersion(day),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = (await json<{ data: { visitIds: number[]; plannedBy: number } }>(res)).data;
    expect(saved.visitIds).toEqual(reversed);
    expect(saved.plannedBy).toBeTypeOf('number');
    const after = await dayNow();
    for (const [k, id] of reversed.entries()) {
      const e = after.find((x) => x.id === id);
      expect(e?.visitOrder, `visit ${id}`).toBe(k + 1);
      expect(e?.version).toBe(day.find((x) => x.id === id)?.version);
    }
    // each renumbered visit's history says so
    const first = reversed[0] ?? 0;
    const history = await json<{ data: { field: string; to: unknown }[] }>(
      await demo.get(ADMIN, `/api/rds/c/${first}/history`),
    );
    expect(history.data.some((h) => h.field === 'visitOrder' && h.to === 1)).toBe(true);
  });

  it('refuses the whole plan, naming each visit that is not one of the day, and changes no visit', async () => {
    const before = await dayNow();
    const res = await plan(ADMIN, {
      date,
      serviceProviderId: providerId,
      visitIds: [...before.map((e) => e.id).reverse(), stray.id],
      version: dayVersion(before),
    });
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    expect(body.errors.map((e) => e.field)).toEqual(['visitIds']);
    expect(body.errors[0]?.displayMessage).toContain(stray.reference);
    expect(await dayNow()).toEqual(before);

    const missing = await plan(ADMIN, {
      date,
      serviceProviderId: providerId,
      visitIds: [...before.map((e) => e.id), 999_999, 999_998],
      version: dayVersion(before),
    });
    expect(missing.status).toBe(422);
    expect((await json<ErrorBody>(missing)).errors.map((e) => e.displayMessage)).toEqual([
      'visitIds: There is no RDS event 999999 among your bookings.',
      'visitIds: There is no RDS event 999998 among your bookings.',
    ]);
    for (const body of [
      { date, serviceProviderId: providerId, visitIds: [], version: dayVersion(before) },
      { date, serviceProviderId: providerId, visitIds: [before[0]?.id, before[0]?.id], version: dayVersion(before) },
      { date, serviceProviderId: providerId, visitIds: before.map((e) => e.id) },
    ]) {
      const bad = await plan(ADMIN, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect(await dayNow()).toEqual(before);
  });

  it('answers a visit changed underneath with a conflict holding the day as it is; the plan sent again on it applies', async () => {
    const before = await dayNow();
    const seen = dayVersion(before);
    const changed = before[1] ?? before[0];
    if (!changed) throw new Error('no visit');
    const patch = await call(demo.server, 'PATCH', `/api/rds/c/${changed.id}`, {
      token: demo.tokens[ADMIN],
      body: { version: changed.version, notes: 'Bring the ladder' },
    });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const mine = before.map((e) => e.id).reverse();
    const res = await plan(ADMIN, { date, serviceProviderId: providerId, visitIds: mine, version: seen });
    expect(res.status).toBe(409);
    const current = (await json<ErrorBody>(res)).current;
    expect(current).toMatchObject({ date, serviceProviderId: providerId, version: seen + 1 });
    expect([...((current?.visitIds as number[] | undefined) ?? [])].sort()).toEqual(before.map((e) => e.id).sort());
    const untouched = await dayNow();
    expect(untouched.map((e) => [e.id, e.visitOrder])).toEqual(before.map((e) => [e.id, e.visitOrder]));
    // 'Keep mine': the same plan on the server's version
    const again = await plan(ADMIN, { date, serviceProviderId: providerId, visitIds: mine, version: seen + 1 });
    expect(again.status, await again.clone().text()).toBe(201);
    expect((await dayNow()).find((e) => e.id === mine[0])?.visitOrder).toBe(1);
  });

  it('is refused to users who may not plan (a retail office, an operations lead with the tool), naming no visit', async () => {
    const before = await dayNow();
    for (const who of ['stores@demo.test', 'ops.lead@demo.test']) {
      const res = await plan(who, {
        date,
        serviceProviderId: providerId,
        visitIds: before.map((e) => e.id),
        version: dayVersion(before),
      });
      expect(res.status, who).toBe(403);
    }
    expect(await dayNow()).toEqual(before);
  });

  it('applies once under one Idempotency-Key: a replay answers the first plan', async () => {
    const before = await dayNow();
    const body = {
      date,
      serviceProviderId: providerId,
      visitIds: before.map((e) => e.id),
      version: dayVersion(before),
    };
    const count = async () => (await demo.list(ADMIN, 'rds/visit-plans', 'limit=0')).count;
    const plans = await count();
    const first = await plan(ADMIN, body, 'visit-plan-once');
    const replay = await plan(ADMIN, body, 'visit-plan-once');
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect((await json<{ data: { id: number } }>(replay)).data.id).toBe(
      (await json<{ data: { id: number } }>(first)).data.id,
    );
    expect(await count()).toBe(plans + 1);
  });
});
