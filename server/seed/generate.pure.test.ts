import { describe, expect, it } from 'vitest';
import { ROLES, resourceByName, users as usersResource } from '../../src/resources/index';
import { schemaOf } from '../../src/resources/schema';
import { generateDemoData, seedOptions } from './generate';
import { userDocument } from '../db/seed';
import type { DropRecord, RunRecord } from './records';
import { MAX_DROPS, MIN_DROPS } from './routing';
import { addDays } from './time';
import { DEMO_PASSWORD } from './types';
import type { DemoData, SeedRecord } from './types';

const TODAY = '2026-11-21';
const PER_DAY = 3000;
const data = generateDemoData(seedOptions({ today: TODAY, seed: 42, deliveriesPerDay: PER_DAY }));

function list<T = SeedRecord>(d: DemoData, name: keyof DemoData['records']): T[] {
  return (d.records[name] ?? []) as T[];
}

const deliveries = list<
  SeedRecord & {
    date: string;
    status: string;
    runId: number | null;
    dropId: number | null;
    boxCount: number;
    geoIssue: boolean;
    lat: number | null;
    deliveredAt: string | null;
    photos: unknown[];
    failureReason: string | null;
  }
>(data, 'deliveries');
const runs = list<RunRecord>(data, 'runs');
const drops = list<DropRecord>(data, 'drops');
const boxes = list<SeedRecord & { barcode: string; deliveryId: number; runId: number | null }>(data, 'boxes');
const clientIds = new Set(list(data, 'clients').map((c) => c.id));

describe('generateDemoData', () => {
  it('is deterministic: the same options give deep-equal data, another seed different data', () => {
    const small = seedOptions({ today: TODAY, seed: 7, days: 3, deliveriesPerDay: 400 });
    expect(generateDemoData(small)).toEqual(generateDemoData(small));
    const again = generateDemoData(seedOptions({ today: TODAY, seed: 42, deliveriesPerDay: PER_DAY }));
    expect(JSON.stringify(again) === JSON.stringify(data)).toBe(true);
    const other = generateDemoData({ ...small, seed: 8 });
    expect(JSON.stringify(other.records.deliveries)).not.toBe(
      JSON.stringify(generateDemoData(small).records.deliveries),
    );
  });

  it('has the clients the spec gates on, with varied configurations and logos', () => {
    for (const id of [1, 8, 14, 341, 363, 888]) expect(clientIds.has(id)).toBe(true);
    const clients = list<
      SeedRecord & { integrationList: string[]; logoURI: string | null; status: string; code: string }
    >(data, 'clients');
    expect(clients.length).toBeGreaterThanOrEqual(6);
    for (const c of clients) expect(c.clientId).toBe(c.id);
    expect(clients.some((c) => c.integrationList.includes('postal-integration'))).toBe(true);
    expect(clients.some((c) => c.integrationList.includes('warehouse-management'))).toBe(true);
    const logos = clients.map((c) => c.logoURI);
    expect(logos.some((l) => l?.startsWith('https://'))).toBe(true);
    expect(logos.some((l) => l?.startsWith('/'))).toBe(true);
    expect(logos.some((l) => l !== null && !l.startsWith('/') && !l.includes('://'))).toBe(true);
    expect(logos).toContain(null);
    expect(clients.filter((c) => c.status === 'disabled')).toHaveLength(1);
    expect(new Set(clients.map((c) => c.code)).size).toBe(clients.length);
  });

  it('has one demo user per role, a developer and a two-factor account', () => {
    const byEmail = new Map(data.users.map((u) => [u.email, u]));
    expect(byEmail.size).toBe(data.users.length);
    for (const role of ROLES) {
      const u = byEmail.get(`${role}@demo.test`);
      expect(u?.role).toBe(role);
      expect(u?.password).toBe(DEMO_PASSWORD);
    }
    expect(byEmail.get('developer@demo.test')).toMatchObject({ role: 'admin', features: { Developer: '*' } });
    expect(byEmail.get('twofa@demo.test')?.twofaSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(byEmail.get('client-admin@demo.test')).toMatchObject({ clientId: 8, clientIds: [8, 14] });
    expect(byEmail.get('client-user@demo.test')).toMatchObject({ clientId: 14, clientIds: [14] });
    expect(byEmail.get('admin@demo.test')).toMatchObject({ clientId: null, clientIds: [] });
    expect(data.users.filter((u) => u.role === 'contractor').length).toBeGreaterThanOrEqual(21);
    expect(data.users.filter((u) => u.role === 'driver').length).toBeGreaterThanOrEqual(61);
    expect(data.users.some((u) => u.features.FinancialReporting === 'revenue-report,pay-rates')).toBe(true);
    data.users.forEach((u, i) => expect(u.id).toBe(i + 1));
    for (const u of data.users) if (u.clientId !== null) expect(clientIds.has(u.clientId)).toBe(true);
  });

  it('produces records that validate against their resource schemas, with no undeclared fields', () => {
    const meta = new Set(['id', 'clientId', 'historical']);
    const check = (name: string, records: readonly Record<string, unknown>[]): void => {
      const def = resourceByName(name);
      expect(def, name).toBeDefined();
      if (!def) return;
      const declared = new Set(Object.keys(schemaOf(def).shape));
      records.forEach((record) => {
        const data: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(record)) {
          if (meta.has(key)) continue;
          if (!declared.has(key)) throw new Error(`${name} ${String(record.id)}: undeclared field ${key}`);
          data[key] = value;
        }
        const result = schemaOf(def).safeParse(data);
        if (!result.success) throw new Error(`${name} ${String(record.id)}: ${result.error.message}`);
      });
    };
    for (const [name, records] of Object.entries(data.records)) {
      expect(records?.length ?? 0, name).toBeGreaterThan(0);
      check(name, records ?? []);
    }
    check(
      usersResource.name,
      data.users.map((u) => ({ id: u.id, ...userDocument(u) })),
    );
  });

  it('numbers every resource from 1 upwards', () => {
    for (const [name, records] of Object.entries(data.records)) {
      if (name === 'clients') continue;
      (records ?? []).forEach((r, i) => expect(r.id, name).toBe(i + 1));
    }
  });

  it('makes runs of 80-150 drops whose counters agree with their drops', () => {
    const byRun = new Map<number, DropRecord[]>();
    for (const d of drops) {
      const list = byRun.get(d.runId) ?? [];
      list.push(d);
      byRun.set(d.runId, list);
    }
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      const own = byRun.get(run.id) ?? [];
      expect(run.dropsTotal).toBeGreaterThanOrEqual(MIN_DROPS);
      expect(run.dropsTotal).toBeLessThanOrEqual(MAX_DROPS);
      expect(own).toHaveLength(run.dropsTotal);
      expect(run.dropsDone).toBe(own.filter((d) => d.status === 'completed' || d.status === 'failed').length);
      expect(run.dropsFailed).toBe(own.filter((d) => d.status === 'failed').length);
      expect(own.map((d) => d.sequence)).toEqual(own.map((_, i) => i + 1));
      expect(run.clientId).toBeNull();
      expect(run.status === 'planned').toBe(run.driverId === null);
      expect(run.contractorId === null).toBe(run.driverId === null);
    }
    const deliveryById = new Map(deliveries.map((d) => [d.id, d]));
    for (const drop of drops) {
      const delivery = deliveryById.get(drop.deliveryId);
      expect(delivery?.runId).toBe(drop.runId);
      expect(delivery?.dropId).toBe(drop.id);
    }
    expect(deliveries.filter((d) => d.runId !== null)).toHaveLength(drops.length);
  });

  it('follows time: finished past, today under way, future planned', () => {
    for (const run of runs) {
      if (run.date < TODAY) expect(run.status).toBe('finished');
      if (run.date > TODAY) expect(['planned', 'assigned']).toContain(run.status);
    }
    const todays = runs.filter((r) => r.date === TODAY);
    expect(todays.some((r) => r.status === 'in-progress' && r.dropsDone > 0 && r.dropsDone < r.dropsTotal)).toBe(true);
    const past = deliveries.filter((d) => d.date < TODAY);
    const delivered = past.filter((d) => d.status === 'delivered');
    expect(delivered.length / past.length).toBeGreaterThan(0.9);
    expect(past.some((d) => d.status === 'failed')).toBe(true);
    expect(past.some((d) => d.status === 'returned')).toBe(true);
    for (const d of delivered) {
      expect(d.deliveredAt).not.toBeNull();
      expect(d.photos.length).toBeGreaterThan(0);
    }
    for (const d of deliveries)
      if (d.status === 'failed' || d.status === 'returned') expect(d.failureReason).toBeTruthy();
    for (const d of deliveries.filter((x) => x.date > TODAY))
      expect(['pending', 'routed', 'cancelled']).toContain(d.status);
    expect(drops.some((d) => d.temperatureC !== null)).toBe(true);
  });

  it('makes about the requested deliveries a day over a week centred on today', () => {
    const perDay = new Map<string, number>();
    for (const d of deliveries) perDay.set(d.date, (perDay.get(d.date) ?? 0) + 1);
    // the week around today, and the same weekday a week before (Routing Comparison, server/seed/week-before.ts)
    expect([...perDay.keys()].sort()).toEqual([-7, -3, -2, -1, 0, 1, 2, 3].map((n) => addDays(TODAY, n)));
    for (const n of perDay.values()) expect(Math.abs(n - PER_DAY) / PER_DAY).toBeLessThan(0.1);
    const geo = deliveries.filter((d) => d.geoIssue);
    expect(geo.length / deliveries.length).toBeGreaterThan(0.005);
    expect(geo.length / deliveries.length).toBeLessThan(0.06);
    for (const d of geo) expect(d.lat).toBeNull();
    const oldest = addDays(TODAY, -3);
    const historical = deliveries.filter((d) => d.historical === true);
    expect(historical.length).toBeGreaterThan(0);
    for (const d of historical) expect(d.date).toBe(oldest);
  });

  it('scopes deliveries, boxes and drops to existing clients', () => {
    const deliveryById = new Map(deliveries.map((d) => [d.id, d]));
    for (const d of deliveries) expect(clientIds.has(d.clientId ?? -1)).toBe(true);
    for (const b of boxes) expect(b.clientId).toBe(deliveryById.get(b.deliveryId)?.clientId);
    for (const d of drops) expect(d.clientId).toBe(deliveryById.get(d.deliveryId)?.clientId);
    for (const name of ['countries', 'states', 'routingGroups', 'depots', 'zones'] as const) {
      for (const r of list(data, name)) expect(r.clientId).toBeNull();
    }
    expect(boxes).toHaveLength(deliveries.reduce((n, d) => n + d.boxCount, 0));
    expect(new Set(boxes.map((b) => b.barcode)).size).toBe(boxes.length);
  });

  it('generates 100,000 deliveries with their boxes, runs and drops', () => {
    const big = generateDemoData(seedOptions({ today: TODAY, totalDeliveries: 100_000 }));
    const bigDeliveries = list<SeedRecord & { boxCount: number; runId: number | null }>(big, 'deliveries');
    expect(bigDeliveries).toHaveLength(100_000);
    expect(list(big, 'boxes')).toHaveLength(bigDeliveries.reduce((n, d) => n + d.boxCount, 0));
    expect(list(big, 'drops')).toHaveLength(bigDeliveries.filter((d) => d.runId !== null).length);
    const bigRuns = list<RunRecord>(big, 'runs');
    expect(bigRuns.length).toBeGreaterThan(600);
    for (const run of bigRuns) expect(run.dropsTotal).toBeLessThanOrEqual(MAX_DROPS);
  });

  it('rejects bad options', () => {
    expect(() => generateDemoData(seedOptions({ today: '2026-13-01' }))).toThrow(/today/);
    expect(() => generateDemoData(seedOptions({ today: TODAY, days: 0 }))).toThrow(/days/);
    expect(() => generateDemoData(seedOptions({ today: TODAY, totalDeliveries: -5 }))).toThrow(/delivery counts/);
  });
});
