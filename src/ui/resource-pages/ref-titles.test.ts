import { describe, expect, it } from 'vitest';
import { ref, refs, text } from '../../resources/fields';
import { idsToLookUp, isStoredReference, mayLookUp, sameNamesFor, titleMapOf, withOwnName } from './ref-titles';

describe('names for non-reference references', () => {
  const columns = [
    { name: 'runId', meta: ref('Run', 'runs') },
    { name: 'contractorId', meta: ref('Contractor', 'users') },
    { name: 'driverId', meta: ref('Driver', 'users') },
    { name: 'zoneId', meta: ref('Zone', 'zones') },
    { name: 'clientIds', meta: refs('Clients', 'clients') },
    { name: 'code', meta: text('Code') },
  ];
  const rows = [
    { id: 1, runId: 1, contractorId: 34, driverId: 40, zoneId: 6, clientIds: [2, 3], code: 'x' },
    { id: 2, runId: 1, contractorId: 34, driverId: null, zoneId: 6, clientIds: [3], code: 'y' },
    { id: -5, runId: -2, contractorId: 12, zoneId: null, clientIds: [] },
  ];

  it('asks each resource once for its distinct ids, leaving reference lists to Dexie', () => {
    const isReference = (r: string) => r === 'zones' || r === 'clients';
    expect(idsToLookUp(columns, rows, isReference)).toEqual({ runs: [1], users: [12, 34, 40] });
  });

  it('collects ids of multi-references too', () => {
    expect(idsToLookUp(columns, rows, () => false).clients).toEqual([2, 3]);
  });
});

describe('names the user may not look up', () => {
  const clientUser = {
    id: 9,
    role: 'client-user' as const,
    clientId: 2,
    clientIds: [2],
    features: {},
    permissions: [],
  };
  const admin = { ...clientUser, id: 1, role: 'admin' as const, permissions: ['*'] };

  it('does not ask for a list the user may not read (the server would refuse it)', () => {
    expect(mayLookUp(clientUser, 'users')).toBe(false);
    expect(mayLookUp(admin, 'users')).toBe(true);
    expect(mayLookUp(admin, 'no-such-resource')).toBe(false);
  });

  it("knows the signed-in user's own name, and keeps a looked-up name over it", () => {
    expect(withOwnName(undefined, { id: 5, name: 'Demo Contractor' })?.get(5)).toBe('Demo Contractor');
    const found = new Map([
      [5, 'Renamed'],
      [7, 'Other'],
    ]);
    expect([...(withOwnName(found, { id: 5, name: 'Demo Contractor' }) ?? [])]).toEqual([
      [5, 'Renamed'],
      [7, 'Other'],
    ]);
    expect(withOwnName(found, null)).toBe(found);
  });
});

describe('reference lists before the device holds them', () => {
  it('are looked up like any resource until their stored names are there', () => {
    expect(isStoredReference('zones', {})).toBe(false);
    expect(isStoredReference('zones', { zones: new Map() })).toBe(false);
    expect(isStoredReference('zones', { zones: new Map([[3, 'Sydney']]) })).toBe(true);
    expect(isStoredReference('runs', { runs: new Map([[1, 'SYD-1']]) })).toBe(false);
    const columns = [{ name: 'zoneId', meta: ref('Zone', 'zones') }];
    const rows = [{ id: 1, zoneId: 3 }];
    expect(idsToLookUp(columns, rows, (r) => isStoredReference(r, {}))).toEqual({ zones: [3] });
    expect(idsToLookUp(columns, rows, (r) => isStoredReference(r, { zones: new Map([[3, 'Sydney']]) }))).toEqual({});
  });
});

describe('a lookup after the persisted cache is restored', () => {
  it('gives names from [id, title] pairs, and nothing from what a Map became in JSON', () => {
    const saved = JSON.parse(JSON.stringify([[3, 'Sydney']])) as unknown;
    expect(titleMapOf(saved)?.get(3)).toBe('Sydney');
    expect(titleMapOf(JSON.parse(JSON.stringify(new Map([[3, 'Sydney']]))))).toBeUndefined();
    expect(titleMapOf(undefined)).toBeUndefined();
  });
});

describe('sameNamesFor', () => {
  const zones = () =>
    new Map([
      [1, 'Sydney'],
      [2, 'Parramatta'],
    ]);
  const shown = { zones: [1, 2], users: [7] };
  it('is true when the shown ids have the same names, whatever else the maps hold', () => {
    expect(sameNamesFor({ zones: zones() }, { zones: zones() }, shown)).toBe(true);
    expect(sameNamesFor({}, { zones: new Map(), users: new Map() }, shown)).toBe(true);
    expect(sameNamesFor({ zones: zones() }, { zones: new Map([...zones(), [3, 'Penrith']]) }, shown)).toBe(true);
    expect(sameNamesFor({ zones: zones() }, { zones: zones(), routingGroups: new Map([[1, 'Metro']]) }, shown)).toBe(
      true,
    );
  });
  it('is false when a shown id gets a name, loses it or changes it', () => {
    expect(sameNamesFor({}, { zones: zones() }, shown)).toBe(false);
    expect(sameNamesFor({ zones: zones() }, { zones: new Map([[1, 'Sydney']]) }, shown)).toBe(false);
    expect(
      sameNamesFor(
        { zones: zones() },
        {
          zones: new Map([
            [1, 'Sydney'],
            [2, 'Penrith'],
          ]),
        },
        shown,
      ),
    ).toBe(false);
    expect(sameNamesFor({ users: new Map() }, { users: new Map([[7, 'Ann']]) }, shown)).toBe(false);
  });
});
