/**
 * The demo warehouses (docs/warehouse.md): one per metropolitan depot of the first three groups,
 * two floors each with pick and bulk locations; a product range for each client with warehouse
 * stock (the warehouse-management integration or packer tools); and a ledger that adds up: each
 * product received into a warehouse a few days ago, picked for the client's deliveries since and
 * adjusted now and then, with the stock-on-hand rows computed from those movements
 * (`ledgerBalances`, the sum the server keeps), so the seed starts with balance = ledger. Opening
 * stock is each shelf's first stock count (an adjustment); purchase orders at each stage of
 * receiving bring the rest in through their goods receipts.
 */
import type { PickStatus } from '../../src/resources/pick-pack';
import { isOverReceipt } from '../../src/resources/purchasing';
import { balanceKey, ledgerBalances } from '../../src/resources/warehouse';
import { OPERATOR_ZONE } from '../../src/lib/calendar';
import { addDays, dayClock } from '../lib/time';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { BoxRecord, DeliveryRecord } from './records';
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

/**
 * Each stocked client's recipes: its first two products made of products further down its range
 * (never of one another, so no recipe uses itself), with the 'made of' line the server keeps.
 */
export function buildRecipes(products: readonly SeedRecord[]): SeedRecord[] {
  const byClient = new Map<number, SeedRecord[]>();
  for (const p of products) if (p.clientId !== null) byClient.set(p.clientId, [...(byClient.get(p.clientId) ?? []), p]);
  const out: SeedRecord[] = [];
  for (const [clientId, range] of byClient) {
    if (range.length < 5) continue;
    const plans: readonly (readonly [number, readonly (readonly [number, number])[]])[] = [
      [
        0,
        [
          [range.length - 2, 2],
          [range.length - 3, 1],
        ],
      ],
      [
        1,
        [
          [range.length - 2, 1],
          [2, 1],
          [3, 2],
        ],
      ],
    ];
    for (const [made, parts] of plans) {
      const product = range[made];
      if (!product) continue;
      const components = parts.flatMap(([i, quantity]) => {
        const part = range[i];
        return part ? [{ productId: part.id, quantity, sku: String(part.sku) }] : [];
      });
      out.push({
        id: out.length + 1,
        clientId,
        name: String(product.name),
        productId: product.id,
        components: components.map(({ productId, quantity }) => ({ productId, quantity })),
        madeOf: components.map((c) => `${c.quantity} × ${c.sku}`).join(', '),
        active: true,
      });
    }
  }
  return out;
}

export interface Purchasing {
  orders: SeedRecord[];
  lines: SeedRecord[];
  asns: SeedRecord[];
  receipts: SeedRecord[];
}

const SUPPLIERS = ['Riverina Growers Co-op', 'Pacific Packaging Supplies', 'Southern Cross Foods', 'Metro Wholesale'];

/**
 * Per stocked client four orders: one received in full (one line over-received), one being
 * received (part of its lines in, against its ASN), one ordered with its ASN expected, one draft.
 */
export function buildPurchasing(
  products: readonly SeedRecord[],
  warehouses: readonly SeedRecord[],
  rng: Random,
  today: string,
): Purchasing {
  const orders: SeedRecord[] = [];
  const lines: SeedRecord[] = [];
  const asns: SeedRecord[] = [];
  const receipts: SeedRecord[] = [];
  const clientIds = [...new Set(products.map((p) => p.clientId))];
  for (const clientId of clientIds) {
    const range = products.filter((p) => p.clientId === clientId && p.active !== false);
    const plan = [
      { status: 'received', days: -4 },
      { status: 'receiving', days: -1 },
      { status: 'ordered', days: 2 },
      { status: 'draft', days: 9 },
    ] as const;
    for (const [k, step] of plan.entries()) {
      const orderId = orders.length + 1;
      const number = `PO-${String(clientId).padStart(3, '0')}${String(k + 1).padStart(3, '0')}`;
      const warehouse = warehouses[(Number(clientId) + k) % warehouses.length];
      const expectedDate = addDays(today, step.days);
      const chosen = range.filter((_, i) => (i + k) % 2 === 0).slice(0, 4);
      const orderLines = chosen.map((p) => {
        const quantityOrdered = rng.int(2, 12) * 10;
        let quantityReceived = 0;
        if (step.status === 'received') quantityReceived = quantityOrdered;
        if (step.status === 'receiving' && rng.chance(0.6)) quantityReceived = quantityOrdered / 2;
        const line: SeedRecord = {
          id: lines.length + 1,
          clientId,
          poNumber: number,
          sku: p.sku,
          quantityOrdered,
          purchaseOrderId: orderId,
          productId: p.id,
          quantityReceived,
          overReceived: false,
        };
        lines.push(line);
        return line;
      });
      // one over-receipt on the received order: the supplier sent a carton more
      const over = step.status === 'received' ? orderLines[0] : undefined;
      if (over) over.quantityReceived = Number(over.quantityReceived) + 6;
      let asnId: number | null = null;
      if (step.status !== 'draft') {
        asnId = asns.length + 1;
        asns.push({
          id: asnId,
          clientId,
          reference: `ASN-${String(clientId).padStart(3, '0')}${String(k + 1).padStart(3, '0')}`,
          purchaseOrderId: orderId,
          carrier: rng.pick(['Toll', 'StarTrack Freight', 'Northline', 'TNT']),
          expectedDate,
          cartons: orderLines.length * rng.int(2, 6),
          status: step.status === 'received' ? 'closed' : step.status === 'receiving' ? 'arrived' : 'expected',
        });
      }
      for (const line of orderLines) {
        const quantity = Number(line.quantityReceived);
        line.overReceived = isOverReceipt(quantity, Number(line.quantityOrdered));
        if (quantity > 0)
          receipts.push({
            id: receipts.length + 1,
            clientId,
            purchaseOrderLineId: line.id,
            asnId,
            quantity,
            receivedAt: clock(expectedDate, (7 + rng.int(0, 5)) * 60 + rng.int(10, 59)),
            overReceipt: line.overReceived,
            line: `${number} · ${String(line.sku)}`,
          });
      }
      orders.push({
        id: orderId,
        clientId,
        number,
        supplier: SUPPLIERS[(k + Number(clientId)) % SUPPLIERS.length],
        warehouseId: warehouse?.id ?? 1,
        expectedDate,
        status: step.status,
        unitsOrdered: orderLines.reduce((n, l) => n + Number(l.quantityOrdered), 0),
        unitsReceived: orderLines.reduce((n, l) => n + Number(l.quantityReceived), 0),
        overReceived: orderLines.some((l) => l.overReceived === true),
      });
    }
  }
  return { orders, lines, asns, receipts };
}

/** The warehouses a product is stocked in: one by its id, and the first as well for every third. */
function homesOf(p: SeedRecord, warehouses: readonly SeedRecord[]): SeedRecord[] {
  return warehouses.filter((_, i) => i === p.id % warehouses.length || (p.id % 3 === 0 && i === 0));
}

export interface Picking {
  orders: SeedRecord[];
  lines: SeedRecord[];
}

/** The warehouse team's pickers, by the names on their badges. */
const PICKERS = ['Aroha Ngata', 'Ben Carter', 'Priya Shah', 'Liam Nguyen', 'Sofia Rossi', 'Jack Wilson', 'Mei Lin'];

const TODAY_STAGES: readonly PickStatus[] = ['received', 'picked', 'packed'];

/**
 * A time of the warehouses' working day: `minute` after local midnight of `day` on the operator's
 * clock (Sydney), as a UTC instant. (Written as UTC before, an evening pick at 21:00 read as 08:00
 * the next morning in every Australian depot.)
 */
const clock = (day: string, minute: number) => dayClock(day, OPERATOR_ZONE).iso(minute);

/**
 * Pick/pack orders for a sample of each stocked client's deliveries (up to 30 a client): taken in
 * the day before the delivery's date, picked that evening from a warehouse holding the products,
 * packed soon after and dispatched early on the day. Past days' orders are dispatched; today's
 * are at every stage; later days' are received. Each line names a pick location of its warehouse.
 */
export function buildPickOrders(
  products: readonly SeedRecord[],
  warehouses: readonly SeedRecord[],
  locations: readonly SeedRecord[],
  deliveries: readonly DeliveryRecord[],
  rng: Random,
  today: string,
): Picking {
  const orders: SeedRecord[] = [];
  const lines: SeedRecord[] = [];
  const clientIds = [...new Set(products.map((p) => p.clientId))];
  for (const clientId of clientIds) {
    const range = products.filter((p) => p.clientId === clientId && p.active !== false);
    const theirs = deliveries.filter((d) => d.clientId === clientId && d.status !== 'cancelled');
    const chosen = theirs.filter((_, i) => i % Math.max(1, Math.floor(theirs.length / 30)) === 0).slice(0, 30);
    for (const [k, d] of chosen.entries()) {
      const warehouse = warehouses[(k + Number(clientId)) % warehouses.length];
      if (!warehouse) continue;
      const stocked = range.filter((p) => homesOf(p, warehouses).some((w) => w.id === warehouse.id));
      if (stocked.length === 0) continue;
      const picks = locations.filter((l) => l.warehouseId === warehouse.id && l.kind === 'pick');
      const id = orders.length + 1;
      const first = rng.int(0, stocked.length - 1);
      const count = Math.min(stocked.length, rng.int(1, 3));
      let units = 0;
      for (let j = 0; j < count; j++) {
        const p = stocked[(first + j) % stocked.length];
        if (!p) continue;
        const quantity = rng.int(1, 4);
        units += quantity;
        lines.push({
          id: lines.length + 1,
          clientId,
          pickOrderId: id,
          productId: p.id,
          sku: p.sku,
          quantity,
          locationId: picks.length > 0 ? (picks[p.id % picks.length]?.id ?? null) : null,
        });
      }
      const day = String(d.date);
      const eve = addDays(day, -1);
      const stage: PickStatus =
        day < today ? 'dispatched' : day > today ? 'received' : (TODAY_STAGES[k % TODAY_STAGES.length] ?? 'received');
      const pickMinute = 18 * 60 + rng.int(0, 240);
      const picked = stage !== 'received';
      const packed = stage === 'packed' || stage === 'dispatched';
      orders.push({
        id,
        clientId,
        number: `SO-${String(clientId).padStart(3, '0')}-${String(d.id).padStart(6, '0')}`,
        deliveryId: d.id,
        warehouseId: warehouse.id,
        status: stage,
        picker: picked ? (PICKERS[(k + rng.int(0, 2)) % PICKERS.length] ?? null) : null,
        lines: count,
        units,
        receivedAt: clock(eve, 8 * 60 + rng.int(0, 360)),
        pickedAt: picked ? clock(eve, pickMinute) : null,
        packedAt: packed ? clock(eve, pickMinute + rng.int(10, 40)) : null,
        dispatchedAt: stage === 'dispatched' ? clock(day, 4 * 60 + rng.int(0, 90)) : null,
      });
    }
  }
  return { orders, lines };
}

interface Ledger {
  movements: SeedRecord[];
  adjustments: SeedRecord[];
  levels: SeedRecord[];
}

/**
 * Opening counts six days ago, receipts, picks for the client's deliveries of the seeded days and
 * a few adjustments; every movement keeps the running balance, which never goes below zero.
 */
export function buildLedger(
  products: readonly SeedRecord[],
  warehouses: readonly SeedRecord[],
  purchasing: Purchasing,
  picking: Picking,
  rng: Random,
  today: string,
): Ledger {
  const movements: SeedRecord[] = [];
  const adjustments: SeedRecord[] = [];
  const running = new Map<string, number>();
  const at = clock;
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
  for (const p of products) {
    for (const w of homesOf(p, warehouses)) {
      // the opening count when the warehouse went live is the first adjustment of each shelf
      const opening = rng.int(40, 400);
      const openedAt = at(addDays(today, -6), 21 * 60 + rng.int(0, 59));
      adjustments.push({
        id: adjustments.length + 1,
        clientId: p.clientId,
        productId: p.id,
        warehouseId: w.id,
        quantity: opening,
        reasonCode: 'stock-count',
        note: 'Opening count when the warehouse went live.',
        status: 'applied',
        adjustedAt: openedAt,
        reversedAt: null,
      });
      move(p, w.id, 'adjusted', opening, 'adjustment', adjustments.length, openedAt);
      if (rng.chance(0.35)) {
        const key = balanceKey(w.id, p.id);
        const down = rng.chance(0.7);
        const quantity = down ? -Math.min(rng.int(1, 5), running.get(key) ?? 0) : rng.int(1, 10);
        if (quantity === 0) continue;
        const reasonCode = down ? rng.pick(['damaged', 'expired', 'lost', 'stock-count'] as const) : 'found';
        // the evening shelf check of one of the last three days (tonight's has not happened yet)
        const when = at(addDays(today, -rng.int(1, 3)), 21 * 60 + rng.int(0, 120));
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
  // goods received against the orders (./warehouse.ts purchasing below), into the order's warehouse
  const lineById = new Map(purchasing.lines.map((l) => [l.id, l]));
  const orderById = new Map(purchasing.orders.map((o) => [o.id, o]));
  const productOf = new Map(products.map((p) => [p.id, p]));
  for (const r of purchasing.receipts) {
    const line = lineById.get(Number(r.purchaseOrderLineId));
    const order = orderById.get(Number(line?.purchaseOrderId));
    const product = productOf.get(Number(line?.productId));
    if (!line || !order || !product) continue;
    move(product, Number(order.warehouseId), 'received', Number(r.quantity), 'receipt', r.id, String(r.receivedAt));
  }
  // the picks of the pick/pack orders past received; an order the shelf cannot fill is cancelled
  const linesOf = new Map<number, SeedRecord[]>();
  for (const l of picking.lines) linesOf.set(Number(l.pickOrderId), [...(linesOf.get(Number(l.pickOrderId)) ?? []), l]);
  for (const o of picking.orders) {
    if (o.status === 'received' || o.status === 'cancelled') continue;
    const lines = linesOf.get(o.id) ?? [];
    const warehouseId = Number(o.warehouseId);
    const short = lines.some(
      (l) => (running.get(balanceKey(warehouseId, Number(l.productId))) ?? 0) < Number(l.quantity),
    );
    if (short) {
      Object.assign(o, { status: 'cancelled', picker: null, pickedAt: null, packedAt: null, dispatchedAt: null });
      continue;
    }
    for (const l of lines) {
      const product = productOf.get(Number(l.productId));
      if (product) move(product, warehouseId, 'picked', -Number(l.quantity), 'pick', o.id, String(o.pickedAt));
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
      sku: productById.get(productId)?.sku ?? null,
      productId,
      warehouseId,
      quantity,
      lastMovementAt: lastAt.get(key) ?? null,
    });
  }
  return { movements, adjustments, levels };
}

/**
 * Pallets at the busiest depots: a few dispatched and closed ones holding the earlier boxes of
 * the first seeded day, and one open per depot being built.
 */
export function buildPallets(
  boxes: readonly BoxRecord[],
  deliveries: readonly DeliveryRecord[],
  today: string,
): SeedRecord[] {
  const depotOf = new Map(deliveries.map((d) => [d.id, d.depotId]));
  const byDepot = new Map<number, number[]>();
  for (const b of boxes) {
    const depot = depotOf.get(b.deliveryId);
    if (depot === null || depot === undefined) continue;
    const list = byDepot.get(depot) ?? [];
    if (list.length < 40) byDepot.set(depot, [...list, b.id]);
  }
  const out: SeedRecord[] = [];
  for (const [depotId, ids] of [...byDepot].slice(0, 4)) {
    for (let k = 0; k * 12 < ids.length; k++) {
      const status = k === 0 ? 'dispatched' : k === 1 ? 'closed' : 'open';
      out.push({
        id: out.length + 1,
        clientId: null,
        code: `PAL-${String(depotId).padStart(2, '0')}${String(k + 1).padStart(3, '0')}`,
        depotId,
        status,
        boxIds: ids.slice(k * 12, k * 12 + 12),
        closedAt: status === 'open' ? null : clock(addDays(today, -1), 18 * 60 + 10 + k),
        dispatchedAt: status === 'dispatched' ? clock(addDays(today, -1), 19 * 60 + 30) : null,
      });
    }
  }
  return out;
}

export interface Integrations {
  wmsProducts: SeedRecord[];
  wmsLogs: SeedRecord[];
  packerLogs: SeedRecord[];
  dotwmsItems: SeedRecord[];
  dotwmsSynced: SeedRecord[];
}

/**
 * What the outside warehouse systems report: each warehouse-management client's products as its
 * WMS holds them (on hand as the WMS counts it, a few out of step with the ledger, one item the
 * console has no product for), the nightly exchanges with the WMS, the packers' handheld steps of
 * the pick/pack orders, and the DotWMS clients' deliveries with their order items.
 */
export function buildIntegrations(
  clients: readonly ClientProfile[],
  products: readonly SeedRecord[],
  levels: readonly SeedRecord[],
  picking: Picking,
  deliveries: readonly DeliveryRecord[],
  rng: Random,
  today: string,
): Integrations {
  const onHand = new Map<number, number>();
  for (const l of levels) onHand.set(Number(l.productId), (onHand.get(Number(l.productId)) ?? 0) + Number(l.quantity));
  const wmsProducts: SeedRecord[] = [];
  const wmsLogs: SeedRecord[] = [];
  const syncedAt = clock(today, 2 * 60 + 5);
  for (const c of clients.filter((c) => c.record.integrationList.includes('warehouse-management'))) {
    const clientId = c.record.id;
    const range = products.filter((p) => p.clientId === clientId);
    for (const [i, p] of range.entries()) {
      const consoleQuantity = onHand.get(p.id) ?? 0;
      const off = i % 5 === 2 ? rng.int(1, 6) : 0;
      wmsProducts.push({
        id: wmsProducts.length + 1,
        clientId,
        wmsSku: `W${String(p.sku)}`,
        name: p.name,
        productId: p.id,
        wmsQuantity: consoleQuantity + off,
        consoleQuantity,
        status: off === 0 ? 'synced' : 'mismatch',
        syncedAt,
      });
    }
    wmsProducts.push({
      id: wmsProducts.length + 1,
      clientId,
      wmsSku: `W${clientId}-NEW-01`,
      name: 'Seasonal Gift Hamper',
      productId: null,
      wmsQuantity: rng.int(10, 40),
      consoleQuantity: null,
      status: 'unmatched',
      syncedAt,
    });
    for (let d = -2; d <= 0; d++) {
      const day = addDays(today, d);
      const log = (minute: number, kind: string, result: string, records: number, message: string) =>
        wmsLogs.push({
          id: wmsLogs.length + 1,
          clientId,
          at: clock(day, minute),
          kind,
          result,
          reference: `${c.orderPrefix}-${kind}-${day}`,
          records,
          message,
        });
      log(2 * 60, 'stock-sync', 'ok', range.length, `Read on-hand for ${range.length} SKUs.`);
      log(2 * 60 + 3, 'product-sync', 'ok', range.length + 1, 'Product master read; 1 SKU not in the console.');
      if (d === -1)
        log(17 * 60 + 40, 'order-push', 'failed', 0, 'WMS answered 503 Service Unavailable; retried at 17:45.');
      log(17 * 60 + 45, 'order-push', 'ok', rng.int(8, 30), 'Pushed the evening’s pick orders.');
      log(22 * 60, 'shipment', 'ok', rng.int(8, 30), 'Read the dispatched consignments.');
    }
  }
  const packerLogs: SeedRecord[] = [];
  for (const o of picking.orders) {
    if (typeof o.pickedAt !== 'string' || typeof o.picker !== 'string') continue;
    const add = (at: string, action: string, message: string) =>
      packerLogs.push({
        id: packerLogs.length + 1,
        clientId: o.clientId,
        at,
        pickOrderId: o.id,
        picker: o.picker,
        action,
        message,
      });
    const picked = Date.parse(o.pickedAt);
    const before = (minutes: number) => new Date(picked - minutes * 60_000).toISOString();
    add(before(6), 'scanned', `Started ${String(o.number)} (${String(o.lines)} lines).`);
    if (o.id % 9 === 0) add(before(4), 'scan-rejected', 'Scanned a barcode that is not on this order.');
    add(o.pickedAt, 'picked', `All ${String(o.units)} units picked.`);
    if (typeof o.packedAt === 'string') {
      add(o.packedAt, 'packed', `Packed into ${1 + (o.id % 2)} carton(s).`);
      add(o.packedAt, 'label-printed', 'Carrier label printed.');
    }
  }
  const dotwmsItems: SeedRecord[] = [];
  const dotwmsSynced: SeedRecord[] = [];
  const dotClients = new Set(
    clients
      .filter((c) => c.record.configuration.dotwms === true || c.record.integrationList.includes('dotwms'))
      .map((c) => c.record.id),
  );
  for (const d of deliveries) {
    if (d.clientId === null || !dotClients.has(d.clientId) || d.id % 2 !== 0) continue;
    const range = products.filter((p) => p.clientId === d.clientId);
    const dotwmsOrderId = `DW${String(d.id).padStart(7, '0')}`;
    const failed = d.id % 40 === 0;
    const pending = !failed && String(d.date) > today;
    dotwmsSynced.push({
      id: dotwmsSynced.length + 1,
      clientId: d.clientId,
      deliveryId: d.id,
      dotwmsOrderId,
      status: failed ? 'failed' : pending ? 'pending' : 'synced',
      syncedAt: pending ? null : clock(addDays(String(d.date), -1), 16 * 60 + (d.id % 50)),
      message: failed ? 'DotWMS refused the order: unknown delivery zone.' : null,
    });
    if (failed) continue;
    for (let j = 0; j < 1 + (d.id % 3) && range.length > 0; j++) {
      const p = range[(d.id + j) % range.length];
      if (!p) continue;
      dotwmsItems.push({
        id: dotwmsItems.length + 1,
        clientId: d.clientId,
        orderNumber: dotwmsOrderId,
        deliveryId: d.id,
        sku: p.sku,
        description: p.name,
        quantity: 1 + ((d.id + j) % 4),
        status: pending
          ? 'allocated'
          : j === 2 && d.id % 3 === 0
            ? 'short'
            : String(d.date) < today
              ? 'shipped'
              : 'picked',
      });
    }
  }
  return { wmsProducts, wmsLogs, packerLogs, dotwmsItems, dotwmsSynced };
}

/** The world's warehouse records, built once per world and shared by the tables below. */
const built = new WeakMap<SeedWorld, ReturnType<typeof buildAll>>();
function buildAll(w: SeedWorld) {
  const warehouses = buildWarehouses(w.ref);
  const floors = buildFloors(warehouses);
  const locations = buildLocations(floors);
  const products = buildProducts(w.clients, w.rng('products'));
  const purchasing = buildPurchasing(products, warehouses, w.rng('purchasing'), w.options.today);
  const picking = buildPickOrders(products, warehouses, locations, w.deliveries, w.rng('pick-orders'), w.options.today);
  const ledger = buildLedger(products, warehouses, purchasing, picking, w.rng('stock-ledger'), w.options.today);
  const integrations = buildIntegrations(
    w.clients,
    products,
    ledger.levels,
    picking,
    w.deliveries,
    w.rng('warehouse-integrations'),
    w.options.today,
  );
  return { warehouses, floors, locations, products, purchasing, picking, integrations, ...ledger };
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
  purchaseOrders: (w) => world(w).purchasing.orders,
  purchaseOrderLines: (w) => world(w).purchasing.lines,
  advanceShippingNotices: (w) => world(w).purchasing.asns,
  goodsReceipts: (w) => world(w).purchasing.receipts,
  pallets: (w) => buildPallets(w.boxes, w.deliveries, w.options.today),
  pickOrders: (w) => world(w).picking.orders,
  pickOrderLines: (w) => world(w).picking.lines,
  recipes: (w) => buildRecipes(world(w).products),
  wmsProducts: (w) => world(w).integrations.wmsProducts,
  wmsLogs: (w) => world(w).integrations.wmsLogs,
  packerLogs: (w) => world(w).integrations.packerLogs,
  dotwmsOrderItems: (w) => world(w).integrations.dotwmsItems,
  dotwmsSyncedDeliveries: (w) => world(w).integrations.dotwmsSynced,
};
