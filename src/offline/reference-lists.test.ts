import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { referenceForUrl, referenceRequests, storeReferenceList } from './reference-lists';

beforeEach(() => setDbForTests(new ConsoleDb(`ref-${Math.random()}`)));
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

describe('start-up reference lists', () => {
  it('asks for every reference list whole, clients with configuration and integrations by name, countries by countryId,name', () => {
    const paths = referenceRequests().map((r) => r.path);
    expect(paths).toContain('clients?limit=-1&sort=name&embeds=configuration%2CintegrationList');
    expect(paths).toContain('nv/country?limit=-1&sort=countryId%2Cname');
    expect(paths.every((p) => p.includes('limit=-1'))).toBe(true);
    expect(
      referenceRequests()
        .map((r) => r.def.name)
        .sort(),
    ).toEqual([
      'boxSizes',
      // the courier rate tables and RDS references, priced and named offline (docs/courier-routing.md)
      'carriers',
      'clientZones',
      'clients',
      'countries',
      'courierClientRates',
      'courierFees',
      'courierFuelSurcharges',
      'courierLineHaulRates',
      'crew',
      'depots',
      'retailSkills',
      'routingGroups',
      'serviceProviders',
      'states',
      // a warehouse tablet's places, held offline (docs/warehouse.md)
      'warehouseFloors',
      'warehouseLocations',
      'warehouses',
      'zones',
    ]);
  });

  it('recognises whole-list GETs under the API prefix only', () => {
    expect(referenceForUrl(new URL('http://x/api/z/routing-group?limit=-1&sort=name'), '/api')?.name).toBe(
      'routingGroups',
    );
    expect(referenceForUrl(new URL('http://x/api/z/routing-group?limit=50'), '/api')).toBeUndefined();
    expect(referenceForUrl(new URL('http://x/api/deliveries?limit=-1'), '/api')).toBeUndefined();
  });

  it('replaces the table with a new whole list, so removed rows disappear', async () => {
    await storeReferenceList('zones', {
      data: [
        { id: 1, version: 1, name: 'A' },
        { id: 2, version: 1, name: 'B' },
      ],
    });
    await storeReferenceList('zones', { data: [{ id: 2, version: 2, name: 'B2' }] });
    const rows = await getDb().records('zones').toArray();
    expect(rows.map((r) => [r.id, r.name])).toEqual([[2, 'B2']]);
    expect((await getDb().meta.get('fetchedAt:zones'))?.value).toEqual(expect.any(Number));
  });
});
