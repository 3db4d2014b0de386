/**
 * The demo warehouses (docs/warehouse.md): one per metropolitan depot of the first three groups,
 * two floors each with pick and bulk locations; a product range for each client with warehouse
 * stock (the warehouse-management integration or packer tools); and a ledger that adds up: each
 * product received into a warehouse a few days ago, picked for the client's deliveries since and
 * adjusted now and then, with the stock-on-hand rows computed from those movements
 * (`ledgerBalances`, the sum the server keeps), so the seed starts with balance = ledger.
 */
import { balanceKey, ledgerBalances } from '../../src/resources/warehouse';
import { addDays } from '../lib/time';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { DeliveryRecord } from './records';
import type { Reference } from './reference';
import type { SeedTable, SeedWorld } from './seed-table';
import type { SeedRecord } from './types';

/** clients whose goods the warehouses hold */
const STOCKED = (c: ClientProfile) =>
  c.record.integrationList.includes('warehouse-management') || c.record.configuration.packerToolsEnabled === true;

const RANGES: Record<string, readonly (readonly [string, number])[]> = {
  meal: [
    ['Family Roast Kit', 4.2],
    ['Thai Green Curry Kit', 2.1],
    ['Vegetarian Lasagne Kit', 2.6],
    ['Salmon Teriyaki Kit', 1.8],
    ['Beef Tacos Kit', 2.2],
    ['Breakfast Pack', 1.5],
    ['Herb & Spice Sachet Box', 0.4],
    ['Insulated Liner', 0.3],
  ],
  organic: [
    ['Organic Apples 1 kg', 1],
    ['Organic Carrots 1 kg', 1],
    ['Sourdough Loaf', 0.8],
    ['Free-Range Eggs 12', 0.7],
    ['Almond Milk 1 L', 1.05],
    ['Rolled Oats 750 g', 0.78],
    ['Baby Spinach 200 g', 0.22],
    ['Seasonal Fruit Box', 5.5],
  ],
  market: [
    ['Tasman Salmon Fillet 500 g', 0.55],
    ['Kumara 2 kg', 2],
    ['Manuka Honey 500 g', 0.62],
    ['Green-Lipped Mussels 1 kg', 1.05],
    ['Feijoa Punnet', 0.5],
    ['Flat White Coffee Beans 1 kg', 1.02],
  ],
  pet: [
    ['Dry Dog Food 15 kg', 15.2],
    ['Dry Cat Food 4 kg', 4.1],
    ['Cat Litter 10 L', 6.3],
    ['Dog Chew Sticks 20', 0.6],
    ['Bird Seed Mix 2 kg', 2],
    ['Aquarium Filter Cartridge', 0.2],
    ['Flea Treatment Large Dog', 0.1],
    ['Pet Bed Medium', 1.9],
  ],
};

function rangeOf(name: string): keyof typeof RANGES {
  if (/meal/i.test(name)) return 'meal';
  if (/organic|green/i.test(name)) return 'organic';
  if (/pet/i.test(name)) return 'pet';
  return 'market';
}

export function buildWarehouses(ref: Reference): SeedRecord[] {
  return ref.groups.slice(0, 3).map((group, i) => {
    const depot = ref.depots.find((d) => d.routingGroupId === group.id) ?? ref.depots[i];
    return {
      id: i + 1,
      clientId: null,
      code: `${group.code}-DC`,
      name: `${depot?.name ?? group.name} Distribution Centre`,
      address: `${10 + i * 7} Logistics Drive, ${depot?.name ?? group.name}`,
      depotId: depot?.id ?? null,
      active: true,
    };
  });
}

export function buildFloors(warehouses: readonly SeedRecord[]): SeedRecord[] {
  return warehouses.flatMap((w, i) => [
    { id: i * 2 + 1, clientId: null, name: 'Ground', warehouseId: w.id, level: 0, pickFaces: 120 },
    { id: i * 2 + 2, clientId: null, name: 'Mezzanine', warehouseId: w.id, level: 1, pickFaces: 60 },
  ]);
}

export function buildLocations(floors: readonly SeedRecord[]): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const floor of floors) {
    const ground = floor.level === 0;
    const aisles = ground ? ['A', 'B', 'C'] : ['M'];
    for (const aisle of aisles)
      for (let bay = 1; bay <= 4; bay++)
        out.push({
          id: out.length + 1,
          clientId: null,
          code: `${aisle}-${String(bay).padStart(2, '0')}`,
          warehouseId: floor.warehouseId,
          floorId: floor.id,
          kind: aisle === 'C' ? 'bulk' : 'pick',
          active: true,
        });
    if (ground)
      out.push({
        id: out.length + 1,
        clientId: null,
        code: 'DOCK-1',
        warehouseId: floor.warehouseId,
        floorId: floor.id,
        kind: 'dock',
        active: true,
      });
  }
  return out;
}

export function buildProducts(clients: readonly ClientProfile[], rng: Random): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const client of clients.filter(STOCKED)) {
    const prefix =
      client.orderPrefix
        .replace(/[^A-Z]/gi, '')
        .slice(0, 4)
        .toUpperCase() || `C${client.record.id}`;
    for (const [i, [name, weightKg]] of (RANGES[rangeOf(client.record.name)] ?? []).entries()) {
      const side = Math.max(5, Math.round(Math.cbrt(weightKg * 1000) * 1.6));
      out.push({
        id: out.length + 1,
        clientId: client.record.id,
        sku: `${prefix}-${String(101 + i)}`,
        name,
        barcode: `93${String(client.record.id).padStart(4, '0')}${rng.digits(6)}${i % 10}`,
        lengthCm: side + 4,
        widthCm: side,
        heightCm: Math.max(2, side - 6),
        weightKg,
        active: i !== 7,
      });
    }
  }
  return out;
}

interface Ledger {
  movements: SeedRecord[];
  adjustments: SeedRecord[];
  levels: SeedRecord[];
}

/**
 * Opening stock received five days ago, picks for the client's deliveries of the seeded days and
 * a few adjustments; every movement keeps the running balance, which never goes below zero.
 */
export function buildLedger(
  products: readonly SeedRecord[],
  warehouses: readonly SeedRecord[],
  deliveries: readonly DeliveryRecord[],
  rng: Random,
  today: string,
): Ledger {
  const movements: SeedRecord[] = [];
  const adjustments: SeedRecord[] = [];
  const running = new Map<string, number>();
  const at = (day: string, minute: number) =>
    `${day}T${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
  const move = (
    p: SeedRecord,
    warehouseId: number,
    kind: string,
    quantity: number,
    source: string,
    sourceId: number,
    when: string,
  ) => {
    const key = balanceKey(warehouseId, p.id);
    const after = (running.get(key) ?? 0) + quantity;
    running.set(key, after);
    movements.push({
      id: movements.length + 1,
      clientId: p.clientId,
      at: when,
      kind,
      productId: p.id,
      warehouseId,
      quantity,
      balanceAfter: after,
      source,
      sourceId,
      byUserId: null,
    });
  };
  const byClient = new Map<number, DeliveryRecord[]>();
  for (const d of deliveries)
    if (d.clientId !== null) byClient.set(d.clientId, [...(byClient.get(d.clientId) ?? []), d]);
  for (const p of products) {
    const homes = warehouses.filter((_, i) => i === p.id % warehouses.length || (p.id % 3 === 0 && i === 0));
    for (const w of homes) {
      const opening = rng.int(40, 400);
      move(p, w.id, 'received', opening, 'receipt', 1000 + p.id, at(addDays(today, -5), 22 * 60 + rng.int(0, 59)));
      const picks = (byClient.get(p.clientId ?? 0) ?? []).filter(() => rng.chance(0.02)).slice(0, 12);
      for (const d of picks) {
        const key = balanceKey(w.id, p.id);
        const qty = Math.min(rng.int(1, 6), running.get(key) ?? 0);
        if (qty > 0) move(p, w.id, 'picked', -qty, 'pick', d.id, at(d.date, 19 * 60 + rng.int(0, 180)));
      }
      if (rng.chance(0.35)) {
        const key = balanceKey(w.id, p.id);
        const down = rng.chance(0.7);
        const quantity = down ? -Math.min(rng.int(1, 5), running.get(key) ?? 0) : rng.int(1, 10);
        if (quantity === 0) continue;
        const reasonCode = down ? rng.pick(['damaged', 'expired', 'lost', 'stock-count'] as const) : 'found';
        const when = at(addDays(today, -rng.int(0, 3)), 21 * 60 + rng.int(0, 120));
        const id = adjustments.length + 1;
        adjustments.push({
          id,
          clientId: p.clientId,
          productId: p.id,
          warehouseId: w.id,
          quantity,
          reasonCode,
          note: down ? `Found ${-quantity} unsellable during the shelf check.` : 'Found on the returns shelf.',
          status: 'applied',
          adjustedAt: when,
          reversedAt: null,
        });
        move(p, w.id, 'adjusted', quantity, 'adjustment', id, when);
      }
    }
  }
  const levels: SeedRecord[] = [];
  const productById = new Map(products.map((p) => [p.id, p]));
  const lastAt = new Map<string, string>();
  for (const m of movements) {
    const key = balanceKey(Number(m.warehouseId), Number(m.productId));
    const prev = lastAt.get(key);
    if (!prev || String(m.at) > prev) lastAt.set(key, String(m.at));
  }
  const typed = movements.map((m) => ({
    warehouseId: Number(m.warehouseId),
    productId: Number(m.productId),
    quantity: Number(m.quantity),
  }));
  for (const [key, quantity] of ledgerBalances(typed)) {
    const [warehouseId, productId] = key.split(':').map(Number) as [number, number];
    levels.push({
      id: levels.length + 1,
      clientId: productById.get(productId)?.clientId ?? null,
      productId,
      warehouseId,
      quantity,
      lastMovementAt: lastAt.get(key) ?? null,
    });
  }
  return { movements, adjustments, levels };
}

/** The world's warehouse records, built once per world and shared by the tables below. */
const built = new WeakMap<SeedWorld, ReturnType<typeof buildAll>>();
function buildAll(w: SeedWorld) {
  const warehouses = buildWarehouses(w.ref);
  const floors = buildFloors(warehouses);
  const locations = buildLocations(floors);
  const products = buildProducts(w.clients, w.rng('products'));
  const ledger = buildLedger(products, warehouses, w.deliveries, w.rng('stock-ledger'), w.options.today);
  return { warehouses, floors, locations, products, ...ledger };
}
function world(w: SeedWorld) {
  let all = built.get(w);
  if (!all) built.set(w, (all = buildAll(w)));
  return all;
}

export const warehouseSeeds: SeedTable = {
  warehouses: (w) => world(w).warehouses,
  warehouseFloors: (w) => world(w).floors,
  warehouseLocations: (w) => world(w).locations,
  products: (w) => world(w).products,
  stockMovements: (w) => world(w).movements,
  stockAdjustments: (w) => world(w).adjustments,
  stockLevels: (w) => world(w).levels,
};
