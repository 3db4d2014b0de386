/**
 * RDS demo data (docs/rds.md): the retail skills, the service providers who do in-store work,
 * the stores of the retail client (888, Northside Homewares) in the cities it ships to, a week of
 * RDS events around today and the stores' exceptions in every state of their lifecycle. Pure and
 * deterministic.
 */
import { shiftDay } from '../../src/lib/calendar';
import { RETAIL_EXCEPTION_CATEGORIES, isVisit, visitsInOrder } from '../../src/resources/rds';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { Reference } from './reference';
import type { SeedTable } from './seed-table';
import type { SeedRecord } from './types';

const RETAIL_CLIENT_ID = 888;

const SKILLS = [
  ['MERCH', 'Merchandising', 'Stocking shelves and facings to the planogram.'],
  ['INST', 'Furniture assembly', 'Assembling display furniture in store.'],
  ['POS', 'Point-of-sale displays', 'Putting up and taking down promotional displays.'],
  ['AUDIT', 'Stock audit', 'Counting stock against the store system.'],
  ['REFIT', 'Store refit', 'Moving fixtures for a new layout.'],
  ['RET', 'Returns collection', 'Collecting faulty and recalled stock.'],
] as const;

const PROVIDERS = [
  ['Shelfwise Merchandising', 'Hannah Cole', [1, 3]],
  ['FlatPack Pros', 'Dev Patel', [2, 5]],
  ['Retail Ready Services', 'Grace Liu', [1, 3, 4]],
  ['StockTake Australia', 'Marcus Reid', [4]],
  ['Backroom Logistics', 'Aisha Karim', [6, 1]],
] as const;

const STORE_WORDS = ['Central', 'Plaza', 'Junction', 'Village', 'Westfield', 'Marketplace'];

const EXCEPTION_TEXT: Record<(typeof RETAIL_EXCEPTION_CATEGORIES)[number], string> = {
  'damaged-stock': 'Two cartons of glassware arrived crushed; the store refused them.',
  'missing-stock': 'The delivery docket lists 12 cartons; 10 were received.',
  'store-access': 'Loading dock blocked by a skip bin; the driver could not unload.',
  display: 'The promotional bay was not built before the sale started.',
  paperwork: 'No signed proof of delivery came back from the store.',
  other: 'Store manager asked for the delivery to come before opening.',
};

export function buildRetailSkills(): SeedRecord[] {
  return SKILLS.map(([code, name, description], i) => ({
    id: i + 1,
    clientId: null,
    code,
    name,
    description,
    active: code !== 'REFIT',
  }));
}

export function buildServiceProviders(): SeedRecord[] {
  return PROVIDERS.map(([name, contactName, skillIds], i) => ({
    id: i + 1,
    clientId: null,
    name,
    contactName,
    email: `${contactName.split(' ')[0]!.toLowerCase()}@${name.split(' ')[0]!.toLowerCase()}.example`,
    phone: `02 9${String(100 + i * 37).padStart(3, '0')} ${String(4000 + i * 211)}`,
    skillIds: [...skillIds],
    active: true,
  }));
}

export function buildRdsStores(ref: Reference, clients: readonly ClientProfile[]): SeedRecord[] {
  const client = clients.find((c) => c.record.id === RETAIL_CLIENT_ID);
  if (!client) return [];
  const out: SeedRecord[] = [];
  for (const group of ref.groups) {
    if (!client.groups.includes(group.code)) continue;
    group.zones.slice(0, 4).forEach((zone, i) => {
      const [suburb, postcode] = zone.suburbs[0] ?? [zone.name, '0000'];
      const n = out.length + 1;
      out.push({
        id: n,
        clientId: RETAIL_CLIENT_ID,
        storeNumber: `NH${String(100 + n)}`,
        name: `Northside ${suburb} ${STORE_WORDS[i % STORE_WORDS.length]}`,
        address: `${10 + n * 7} ${i % 2 === 0 ? 'Main Street' : 'Market Lane'}`,
        suburb,
        postcode,
        stateId: group.stateId,
        phone: `1300 ${String(640 + n)} ${String(100 + n * 3)}`,
        opensAt: i % 3 === 0 ? '08:00' : '09:00',
        closesAt: i % 2 === 0 ? '21:00' : '17:30',
        openDays: i % 4 === 3 ? 'Mon-Fri' : 'Mon-Sun',
        skillIds: i % 2 === 0 ? [1, 3] : [1, 2, 4],
        active: n !== 3,
        lat: zone.lat,
        lng: zone.lng,
      });
    });
  }
  return out;
}

export function buildRdsEvents(stores: readonly SeedRecord[], rng: Random, today: string): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (let d = -3; d <= 3; d++) {
    const date = shiftDay(today, d);
    for (const store of stores) {
      if (store.active !== true || !rng.chance(0.35)) continue;
      const skillIds = store.skillIds as number[];
      const skillId = rng.pick(skillIds);
      const provider = PROVIDERS.findIndex(([, , skills]) => (skills as readonly number[]).includes(skillId)) + 1;
      const start = rng.pick(['07:00', '08:30', '10:00', '13:00']);
      const status = d < 0 ? (rng.chance(0.9) ? 'completed' : 'cancelled') : d === 0 ? 'confirmed' : 'booked';
      const n = out.length + 1;
      out.push({
        id: n,
        clientId: RETAIL_CLIENT_ID,
        reference: `RDS-${date.replaceAll('-', '').slice(2)}-${String(n).padStart(3, '0')}`,
        storeId: store.id,
        serviceProviderId: provider,
        skillId,
        date,
        startTime: start,
        endTime: `${String(Number(start.slice(0, 2)) + 3).padStart(2, '0')}${start.slice(2)}`,
        status,
        completedAt:
          status === 'completed'
            ? `${date}T${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:45:00.000Z`
            : null,
        visitOrder: null,
        notes: '',
      });
    }
  }
  // the past days were planned: each provider's visits numbered in their saved order (by start)
  for (const day of pastDays(out, today)) day.forEach((e, i) => (e.visitOrder = i + 1));
  return out;
}

/** The past days' visits of each provider, in their saved order (the visit plans of the demo). */
function pastDays(events: readonly SeedRecord[], today: string): SeedRecord[][] {
  const days = new Map<string, SeedRecord[]>();
  for (const e of events) {
    if (String(e.date) >= today || !isVisit({ status: String(e.status) })) continue;
    const key = `${String(e.date)}/${String(e.serviceProviderId)}`;
    days.set(key, [...(days.get(key) ?? []), e]);
  }
  const ordered = (list: SeedRecord[]) =>
    visitsInOrder(
      list.map((e) => ({
        id: e.id,
        reference: String(e.reference),
        startTime: String(e.startTime),
        visitOrder: null,
        event: e,
      })),
    ).map((v) => v.event);
  return [...days.values()].map(ordered);
}

/** One visit plan per past day of a provider, as the RDS Routing Tool saved them, by `plannedBy`. */
export function buildVisitPlans(events: readonly SeedRecord[], today: string, plannedBy: number | null): SeedRecord[] {
  return pastDays(events, today).map((day, i) => ({
    id: i + 1,
    clientId: null,
    date: day[0]?.date ?? today,
    serviceProviderId: day[0]?.serviceProviderId ?? null,
    visitIds: day.map((e) => e.id),
    plannedBy,
  }));
}

export function buildRetailExceptions(stores: readonly SeedRecord[], rng: Random, today: string): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (let d = -6; d <= 0; d++) {
    const day = shiftDay(today, d);
    const count = rng.int(2, 4);
    for (let k = 0; k < count && stores.length > 0; k++) {
      const store = rng.pick(stores);
      const category = rng.pick(RETAIL_EXCEPTION_CATEGORIES);
      const status =
        d < -3
          ? rng.pick(['resolved', 'resolved', 'cancelled'])
          : d < 0
            ? rng.pick(['in-progress', 'resolved', 'open'])
            : 'open';
      const n = out.length + 1;
      out.push({
        id: n,
        clientId: RETAIL_CLIENT_ID,
        reference: `RX-${day.replaceAll('-', '').slice(2)}-${String(n).padStart(3, '0')}`,
        storeId: store.id,
        raisedOn: day,
        category,
        description: EXCEPTION_TEXT[category],
        status,
        resolution: status === 'resolved' ? 'Replacement stock sent on the next run; store confirmed.' : '',
        resolvedAt: status === 'resolved' ? `${shiftDay(day, 1)}T03:30:00.000Z` : null,
      });
    }
  }
  return out;
}

export const rdsSeeds: SeedTable = {
  retailSkills: () => buildRetailSkills(),
  serviceProviders: () => buildServiceProviders(),
  rdsStores: (w) => buildRdsStores(w.ref, w.clients),
  rdsEvents: (w) => buildRdsEvents(buildRdsStores(w.ref, w.clients), w.rng('rds-events'), w.options.today),
  rdsVisitPlans: (w) =>
    buildVisitPlans(
      buildRdsEvents(buildRdsStores(w.ref, w.clients), w.rng('rds-events'), w.options.today),
      w.options.today,
      w.users.find((u) => u.email === 'admin@demo.test')?.id ?? null,
    ),
  retailExceptions: (w) =>
    buildRetailExceptions(buildRdsStores(w.ref, w.clients), w.rng('retail-exceptions'), w.options.today),
};
