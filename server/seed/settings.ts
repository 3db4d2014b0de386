/**
 * Settings data: the box sizes the depots pack (the codes boxes.ts assigns by weight, plus the
 * insulated and oversize cartons) and the address book (every depot, a pickup point per shipping
 * client, return points and a few hard-to-find customer addresses per routing group). Pure and
 * deterministic: built from the reference data and the random stream it is given.
 */
import type { Random } from './random';
import type { Reference } from './reference';
import type { SeedRecord } from './types';
import type { SeedTable } from './seed-table';

const BOX_SIZES = [
  { code: 'S', name: 'Small carton', lengthCm: 30, widthCm: 22, heightCm: 15, maxWeightKg: 4, active: true },
  { code: 'M', name: 'Medium carton', lengthCm: 40, widthCm: 30, heightCm: 25, maxWeightKg: 8, active: true },
  { code: 'L', name: 'Large carton', lengthCm: 50, widthCm: 40, heightCm: 30, maxWeightKg: 12, active: true },
  { code: 'XL', name: 'Extra-large carton', lengthCm: 60, widthCm: 45, heightCm: 40, maxWeightKg: 25, active: true },
  {
    code: 'CHILL-M',
    name: 'Insulated medium (chilled)',
    lengthCm: 42,
    widthCm: 32,
    heightCm: 28,
    maxWeightKg: 10,
    active: true,
  },
  {
    code: 'OS',
    name: 'Oversize (two-person lift)',
    lengthCm: 120,
    widthCm: 60,
    heightCm: 60,
    maxWeightKg: 60,
    active: false,
  },
];

export function buildBoxSizes(): SeedRecord[] {
  return BOX_SIZES.map((size, i) => ({ id: i + 1, clientId: null, ...size }));
}

const STREETS = [
  'Station Street',
  'High Street',
  'Church Street',
  'Railway Parade',
  'Park Road',
  'Victoria Road',
  'King Street',
  'Albert Street',
];
const TRICKY = [
  'Rear lane access, gate code 4471',
  'Unit at the back, follow the driveway',
  'Loading dock on the side street',
  'Concierge holds parcels after 6 pm',
];

export function buildAddresses(ref: Reference, clientNames: readonly string[], rng: Random): SeedRecord[] {
  const out: SeedRecord[] = [];
  const add = (record: Omit<SeedRecord, 'id' | 'clientId'>) =>
    out.push({ id: out.length + 1, clientId: null, ...record });
  for (const depot of ref.depots) {
    const [line1 = depot.address, ...rest] = depot.address.split(', ');
    const postcode = /\d{4}$/.exec(depot.address)?.[0] ?? '0000';
    const suburb = (rest[0] ?? depot.name).replace(/\s+[A-Z]{2,3}\s+\d{4}$/, '');
    add({
      name: `${depot.name} depot`,
      kind: 'depot',
      line1,
      suburb,
      postcode,
      stateId: depot.stateId,
      countryId: depot.countryId,
      lat: depot.lat,
      lng: depot.lng,
      verified: true,
      instructions: 'Drivers check in at the gatehouse.',
    });
  }
  for (const group of ref.groups) {
    group.zones.forEach((zone, zi) => {
      const [suburb = zone.name, postcode = ''] = zone.suburbs[zi % zone.suburbs.length] ?? [];
      const near = (spread: number) => ({
        lat: round(zone.lat + rng.float(-spread, spread)),
        lng: round(zone.lng + rng.float(-spread, spread)),
      });
      const street = () => `${rng.int(1, 240)} ${rng.pick(STREETS)}`;
      const client = clientNames[(group.id + zi) % clientNames.length] ?? 'Client';
      if (zi === 0)
        add({
          name: `${client} pickup – ${group.name}`,
          kind: 'pickup',
          line1: street(),
          suburb,
          postcode,
          stateId: group.stateId,
          countryId: group.countryId,
          ...near(0.01),
          verified: true,
          instructions: 'Collect from the dispatch bay.',
        });
      if (zi === 1)
        add({
          name: `Returns – ${group.name}`,
          kind: 'return',
          line1: street(),
          suburb,
          postcode,
          stateId: group.stateId,
          countryId: group.countryId,
          ...near(0.01),
          verified: true,
          instructions: '',
        });
      const verified = rng.chance(0.7);
      add({
        name: `${suburb} customer (${rng.pick(TRICKY).split(',')[0]})`,
        kind: 'customer',
        line1: street(),
        suburb,
        postcode,
        stateId: group.stateId,
        countryId: group.countryId,
        ...(verified ? near(0.02) : { lat: null, lng: null }),
        verified,
        instructions: rng.pick(TRICKY),
      });
    });
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export const settingsSeeds: SeedTable = {
  boxSizes: () => buildBoxSizes(),
  addresses: (w) =>
    buildAddresses(
      w.ref,
      w.clients.map((c) => c.record.name),
      w.rng('addresses'),
    ),
};
