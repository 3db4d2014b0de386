/** Courier Routing over HTTP: the lookup's price is the rate card's arithmetic, its access and input checks, and rate periods that never overlap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargedKg, percentOf } from '../../src/resources/least-cost';
import { generateDemoData, seedOptions } from '../seed/generate';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';

const TODAY = '2026-11-21';
type Row = Record<string, unknown> & { id: number; version: number };
interface Quote {
  carrierId: number;
  carrierCode: string;
  zoneCode: string;
  chargedKg: number;
  freightCents: number;
  fuelCents: number;
  lineHaulCents: number;
  feesCents: number;
  totalCents: number;
}

let server: TestServer;
let lcrAdmin: string;
beforeAll(async () => {
  server = await startTestServer({
    data: generateDemoData(seedOptions({ today: TODAY, seed: 7, days: 1, deliveriesPerDay: 4 })),
  });
  lcrAdmin = await login(server, 'superadmin@demo.test');
});
afterAll(async () => {
  await server?.close();
});

async function list(path: string, token = lcrAdmin): Promise<Row[]> {
  const res = await call(server, 'GET', `/api/carrier-routing/${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await json<{ data: Row[] }>(res)).data;
}
const errorsOf = async (res: Response) =>
  (await json<{ errors: { field?: string; displayMessage: string }[] }>(res)).errors;

describe('least-cost lookup', () => {
  it("prices every carrier of the client's zone by its rate card, cheapest first", async () => {
    const zones = await list('client-zone?clientId=8&limit=-1');
    const zone = zones.find((z) => z.zoneCode === 'SYD1');
    const postcode = (zone?.postcodes as string[])[0]!;
    const res = await call(
      server,
      'GET',
      `/api/carrier-routing/lookup?clientId=8&countryId=1&locality=${postcode}&weightKg=2.3&date=${TODAY}`,
      { token: lcrAdmin },
    );
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { quotes: Quote[]; cheapest: Quote } }>(res);
    // the four Australian carriers cover Sydney; New Zealand Post's zones are Auckland's (a postcode may be both)
    expect(data.quotes.map((q) => q.carrierCode).sort()).toEqual(['ARA', 'AUP', 'CPL', 'STE']);
    const totals = data.quotes.map((q) => q.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(data.cheapest).toEqual(data.quotes[0]);
    const rates = await list('client-rate?clientId=8&limit=-1');
    const fuel = await list('fuel-surcharge?limit=-1');
    const legs = await list('line-haul-rate?limit=-1');
    const fees = await list('fee?limit=-1');
    for (const q of data.quotes) {
      // the rate card's arithmetic, worked from the stored rows
      const rate = rates.find(
        (r) =>
          r.carrierId === q.carrierId &&
          r.zoneCode === 'SYD1' &&
          Number(r.fromKg) < 2.3 &&
          2.3 <= Number(r.toKg) &&
          r.effectiveTo === null,
      )!;
      const freight = Number(rate.baseCents) + Number(rate.perKgCents) * 3;
      const percent = Number(fuel.find((f) => f.carrierId === q.carrierId && f.effectiveTo === null)!.percent);
      const leg = legs.find((l) => l.carrierId === q.carrierId && l.routingGroupId === zone!.routingGroupId)!;
      const lineHaul = Math.max(Number(leg.minimumCents), Number(leg.perKgCents) * 3);
      const feeCents = fees
        .filter((f) => f.carrierId === q.carrierId && f.active === true && (f.zoneCode ?? 'SYD1') === 'SYD1')
        .filter((f) => f.overKg === null || f.overKg === undefined || 2.3 > Number(f.overKg))
        .reduce((sum, f) => sum + Number(f.amountCents), 0);
      expect(chargedKg(2.3)).toBe(3);
      expect(q, q.carrierCode).toMatchObject({
        freightCents: freight,
        fuelCents: percentOf(freight, percent),
        lineHaulCents: lineHaul,
        feesCents: feeCents,
        totalCents: freight + percentOf(freight, percent) + lineHaul + feeCents,
      });
    }
  });

  it('finds the same zone by suburb', async () => {
    const zone = (await list('client-zone?clientId=8&limit=-1')).find((z) => z.zoneCode === 'MEL1')!;
    const suburb = (zone.suburbs as string[])[0]!;
    const res = await call(
      server,
      'GET',
      `/api/carrier-routing/lookup?clientId=8&countryId=1&locality=${encodeURIComponent(suburb.toUpperCase())}&weightKg=1`,
      { token: lcrAdmin },
    );
    const { data } = await json<{ data: { quotes: Quote[] } }>(res);
    expect(data.quotes.length).toBe(4);
    expect(new Set(data.quotes.map((q) => q.zoneCode))).toEqual(new Set(['MEL1']));
  });

  it('refuses bad input with the field named, and users without LCRv2', async () => {
    for (const [query, field] of [
      ['countryId=1&locality=2000&weightKg=1', 'clientId'],
      ['clientId=8&locality=2000&weightKg=1', 'countryId'],
      ['clientId=8&countryId=1&weightKg=1', 'locality'],
      ['clientId=8&countryId=1&locality=2000&weightKg=-1', 'weightKg'],
      ['clientId=8&countryId=1&locality=2000&weightKg=abc', 'weightKg'],
      ['clientId=8&countryId=1&locality=2000&weightKg=1&date=2026-02-30', 'date'],
    ]) {
      const res = await call(server, 'GET', `/api/carrier-routing/lookup?${query}`, { token: lcrAdmin });
      expect(res.status, query).toBe(422);
      expect((await errorsOf(res))[0]?.field, query).toBe(field);
    }
    const plainAdmin = await login(server, 'admin@demo.test');
    expect(
      (
        await call(server, 'GET', '/api/carrier-routing/lookup?clientId=8&countryId=1&locality=2000&weightKg=1', {
          token: plainAdmin,
        })
      ).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/api/carrier-routing/client-rate', { token: plainAdmin })).status).toBe(403);
  });

  it('lets an LCRv2 reader read and price, not change the rates', async () => {
    const reader = await login(server, 'ops.lead@demo.test');
    expect((await list('carrier', reader)).length).toBe(5);
    const res = await call(
      server,
      'GET',
      '/api/carrier-routing/lookup?clientId=8&countryId=1&locality=2000&weightKg=1',
      {
        token: reader,
      },
    );
    expect(res.status).toBe(200);
    const write = await call(server, 'POST', '/api/carrier-routing/fee', {
      token: reader,
      body: { carrierId: 1, name: 'Try', amountCents: 1, active: true },
    });
    expect(write.status).toBe(403);
  });
});

describe('rate periods never overlap', () => {
  it('refuses a period that meets another of the same key, naming effectiveFrom, and saves nothing', async () => {
    const before = await list('fuel-surcharge?carrierId=2&limit=-1');
    const open = before.find((f) => f.effectiveTo === null)!;
    const clash = await call(server, 'POST', '/api/carrier-routing/fuel-surcharge', {
      token: lcrAdmin,
      body: { carrierId: 2, percent: 20, effectiveFrom: '2027-01-01', effectiveTo: null },
    });
    expect(clash.status).toBe(422);
    const [error] = await errorsOf(clash);
    expect(error?.field).toBe('effectiveFrom');
    expect(error?.displayMessage).toContain(`${String(open.effectiveFrom)} to open`);
    expect(await list('fuel-surcharge?carrierId=2&limit=-1')).toHaveLength(before.length);
    // another carrier's period on the same days is no clash
    const other = await call(server, 'POST', '/api/carrier-routing/fuel-surcharge', {
      token: lcrAdmin,
      body: { carrierId: 2, percent: 20, effectiveFrom: '2020-01-01', effectiveTo: '2020-12-31' },
    });
    expect(other.status).toBe(201);
  });

  it('checks a changed period and a client rate by its band', async () => {
    const rates = await list('client-rate?clientId=8&carrierId=1&zoneCode=SYD1&limit=-1');
    const closed = rates.find((r) => r.effectiveTo !== null && r.fromKg === 1)!;
    // reaching the closed period into the open one's days
    const moved = await call(server, 'PATCH', `/api/carrier-routing/client-rate/${closed.id}`, {
      token: lcrAdmin,
      body: { version: closed.version, effectiveTo: '2027-06-30' },
    });
    expect(moved.status).toBe(422);
    expect((await errorsOf(moved))[0]?.field).toBe('effectiveFrom');
    // the same days in another band are free
    const otherBand = await call(server, 'POST', '/api/carrier-routing/client-rate', {
      token: lcrAdmin,
      body: {
        clientId: 8,
        carrierId: 1,
        zoneCode: 'SYD1',
        fromKg: 25,
        toKg: 30,
        baseCents: 2500,
        perKgCents: 60,
        effectiveFrom: TODAY,
        effectiveTo: null,
      },
    });
    expect(otherBand.status).toBe(201);
    // a band that ends below its start is the cross-field rule's
    const upside = await call(server, 'POST', '/api/carrier-routing/client-rate', {
      token: lcrAdmin,
      body: {
        clientId: 8,
        carrierId: 1,
        zoneCode: 'SYD1',
        fromKg: 30,
        toKg: 25,
        baseCents: 1,
        perKgCents: 1,
        effectiveFrom: '2030-01-01',
      },
    });
    expect(upside.status).toBe(422);
    expect((await errorsOf(upside))[0]?.field).toBe('toKg');
  });
});

describe('deliveries routed by least cost', () => {
  const lookup = async (clientId: number, postcode: string, weightKg: number) => {
    const res = await call(
      server,
      'GET',
      `/api/carrier-routing/lookup?clientId=${clientId}&countryId=1&locality=${postcode}&weightKg=${weightKg}&date=${TODAY}`,
      { token: lcrAdmin },
    );
    return (await json<{ data: { cheapest: Quote | null } }>(res)).data.cheapest;
  };
  const deliveries = async (query: string): Promise<Row[]> => {
    const res = await call(server, 'GET', `/api/deliveries?${query}&limit=-1`, { token: lcrAdmin });
    return (await json<{ data: Row[] }>(res)).data;
  };

  it("seeds a least-cost client's deliveries with the lookup's cheapest carrier and quote", async () => {
    const seeded = (await deliveries('clientId=8')).filter((d) => d.countryId === 1 && d.date === TODAY);
    expect(seeded.length).toBeGreaterThan(0);
    for (const d of seeded) {
      const cheapest = await lookup(8, String(d.postcode), Number(d.weightKg));
      expect(d.carrierId ?? null, String(d.reference)).toBe(cheapest?.carrierId ?? null);
      expect(d.carrierQuoteCents ?? null).toBe(cheapest?.totalCents ?? null);
    }
    // a client without least-cost routing has no carrier chosen
    const others = await deliveries('clientId=14');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((d) => d.carrierId === null)).toBe(true);
  });

  it('chooses on create, keeps the choice through a status move and re-quotes when the weight changes', async () => {
    const zones = await list('client-zone?clientId=8&limit=-1');
    const postcode = (zones.find((z) => z.zoneCode === 'MEL1')?.postcodes as string[])[0]!;
    // a seeded delivery's fields, as a new one to that postcode (the server keeps the carrier fields)
    const [model] = await deliveries('clientId=8&limit=1');
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, historical: _h, ...fields } = model!;
    const body: Record<string, unknown> = {
      ...fields,
      reference: 'LCR-TEST-1',
      date: TODAY,
      status: 'pending',
      postcode,
      countryId: 1,
    };
    for (const key of ['carrierId', 'carrierZone', 'carrierQuoteCents', 'runId', 'dropId', 'deliveredAt'])
      delete body[key];
    const created = await call(server, 'POST', '/api/deliveries', {
      token: lcrAdmin,
      body: { ...body, weightKg: 2.3, boxCount: 1, failureReason: null, statusHistory: [], photos: [] },
    });
    expect(created.status).toBe(201);
    const made = (await json<{ data: Row }>(created)).data;
    const light = await lookup(8, postcode, 2.3);
    expect(light).not.toBeNull();
    expect([made.carrierId, made.carrierZone, made.carrierQuoteCents]).toEqual([
      light!.carrierId,
      light!.zoneCode,
      light!.totalCents,
    ]);
    const routed = await call(server, 'PATCH', `/api/deliveries/${made.id}`, {
      token: lcrAdmin,
      body: { version: made.version, status: 'routed' },
    });
    expect(routed.status).toBe(200);
    const kept = (await json<{ data: Row }>(routed)).data;
    expect(kept.carrierQuoteCents).toBe(light!.totalCents);
    const heavier = await call(server, 'PATCH', `/api/deliveries/${made.id}`, {
      token: lcrAdmin,
      body: { version: kept.version, weightKg: 7.5 },
    });
    expect(heavier.status).toBe(200);
    const heavy = await lookup(8, postcode, 7.5);
    expect((await json<{ data: Row }>(heavier)).data.carrierQuoteCents).toBe(heavy!.totalCents);
    expect(heavy!.totalCents).toBeGreaterThan(light!.totalCents);
  });
});

describe('the manifest import routes by least cost (handed the choice by server/domains.ts)', () => {
  it("records each imported delivery's cheapest carrier", async () => {
    const zones = await list('client-zone?clientId=8&limit=-1');
    const postcode = (zones.find((z) => z.zoneCode === 'MEL1')?.postcodes as string[])[0]!;
    const seeded = await call(server, 'GET', '/api/deliveries?clientId=8&limit=1', { token: lcrAdmin });
    const [model] = (await json<{ data: Row[] }>(seeded)).data;
    const csv = [
      'reference,date,recipientName,address,countryId,routingGroupId,postcode,weightKg',
      `LCR-CSV-1,${TODAY},R One,1 Main St,1,${String(model?.routingGroupId)},${postcode},2.3`,
    ].join('\n');
    const res = await call(server, 'POST', '/api/deliveries/import', {
      token: lcrAdmin,
      body: { fileName: 'lcr.csv', clientId: 8, csv },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const found = await call(server, 'GET', '/api/deliveries?reference=LCR-CSV-1', { token: lcrAdmin });
    const [made] = (await json<{ data: Row[] }>(found)).data;
    const quote = await call(
      server,
      'GET',
      `/api/carrier-routing/lookup?clientId=8&countryId=1&locality=${postcode}&weightKg=2.3&date=${TODAY}`,
      { token: lcrAdmin },
    );
    const { cheapest } = (await json<{ data: { cheapest: Quote } }>(quote)).data;
    expect([made?.carrierId, made?.carrierQuoteCents]).toEqual([cheapest.carrierId, cheapest.totalCents]);
  });
});

describe('billed weights upload', () => {
  const HEADER = 'carrierId,reference,billedOn,billedWeightKg,billedCents';
  const upload = (lines: string[], token = lcrAdmin) =>
    call(server, 'POST', '/api/import/billedWeights', { token, body: { csv: [HEADER, ...lines].join('\n') } });
  const billed = async (query = ''): Promise<Row[]> => {
    const res = await call(server, 'GET', `/api/d/billed-weight?limit=-1${query}`, { token: lcrAdmin });
    expect(res.status).toBe(200);
    return (await json<{ data: Row[] }>(res)).data;
  };
  const routedDeliveries = async (): Promise<Row[]> => {
    const res = await call(server, 'GET', '/api/deliveries?limit=-1', { token: lcrAdmin });
    // not billed yet: the seed bills the delivered ones of past days
    const seededBills = new Set((await billed()).map((b) => b.deliveryId));
    return (await json<{ data: Row[] }>(res)).data.filter(
      (d) => typeof d.carrierId === 'number' && !seededBills.has(d.id),
    );
  };

  it('names every line that matches no delivery of the carrier, and imports nothing', async () => {
    const [a, b] = await routedDeliveries();
    if (!a || !b) throw new Error('the seed has fewer than two routed deliveries');
    const otherCarrier = a.carrierId === 1 ? 2 : 1;
    const before = (await billed()).length;
    const res = await upload([
      `${a.carrierId},${a.reference},${TODAY},${a.weightKg},${a.carrierQuoteCents}`,
      `${a.carrierId},NO-SUCH-REF,${TODAY},2,900`,
      `${otherCarrier},${b.reference},${TODAY},2,900`,
      `${a.carrierId},${a.reference},${TODAY},${a.weightKg},${a.carrierQuoteCents}`,
    ]);
    expect(res.status).toBe(422);
    const body = await json<{ errors: { code: string }[]; lineErrors: { line: number; message: string }[] }>(res);
    expect(body.errors[0]?.code).toBe('IMPORT_REJECTED');
    expect(body.lineErrors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(body.lineErrors[0]?.message).toBe('reference: There is no delivery NO-SUCH-REF.');
    expect(body.lineErrors[1]?.message).toMatch(
      new RegExp(`^reference: Delivery ${String(b.reference)} was routed with`),
    );
    expect(body.lineErrors[2]?.message).toMatch(/^reference: .* was billed by this carrier already/);
    expect((await billed()).length).toBe(before);
  });

  it('reconciles each line against our weight and quote, in charged kilograms', async () => {
    const [a, b] = await routedDeliveries();
    if (!a || !b) throw new Error('the seed has fewer than two routed deliveries');
    const heavier = Number(b.weightKg) + 2;
    const res = await upload([
      `${a.carrierId},${a.reference},${TODAY},${a.weightKg},${a.carrierQuoteCents}`,
      `${b.carrierId},${b.reference},${TODAY},${heavier},${Number(b.carrierQuoteCents) + 250}`,
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    const rows = await billed(`&reference=${encodeURIComponent(String(a.reference))}`);
    expect(rows.find((r) => r.deliveryId === a.id)).toMatchObject({
      ourWeightKg: a.weightKg,
      differenceKg: 0,
      quotedCents: a.carrierQuoteCents,
      differenceCents: 0,
      result: 'matches',
    });
    const over = (await billed(`&reference=${encodeURIComponent(String(b.reference))}`)).find(
      (r) => r.deliveryId === b.id,
    );
    expect(over).toMatchObject({
      differenceKg: chargedKg(heavier) - chargedKg(Number(b.weightKg)),
      differenceCents: 250,
      result: 'over',
    });
    // the same bill again is refused line by line: each delivery is billed once per carrier
    const again = await upload([`${a.carrierId},${a.reference},${TODAY},${a.weightKg},${a.carrierQuoteCents}`]);
    expect(again.status).toBe(422);
  });

  it('needs BilledWeightsUpload, and the server keeps the reconciliation fields', async () => {
    const admin = await login(server, 'admin@demo.test');
    expect((await upload([`1,X,${TODAY},1,100`], admin)).status).toBe(403);
    expect((await call(server, 'GET', '/api/d/billed-weight', { token: admin })).status).toBe(403);
    const [a] = await routedDeliveries();
    const res = await call(server, 'POST', '/api/import/billedWeights', {
      token: lcrAdmin,
      body: { csv: `${HEADER},result\n${a?.carrierId},${a?.reference},${TODAY},1,100,matches` },
    });
    expect(res.status).toBe(422);
  });
});
