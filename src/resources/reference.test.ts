import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, ANY_USER } from './access';
import { countries, depots, routingGroups, states, zones } from './reference';

const LISTS = [
  { def: countries, codeLength: 3 },
  { def: states, codeLength: 8 },
  { def: routingGroups, codeLength: 16 },
  { def: depots, codeLength: 16 },
  { def: zones, codeLength: 16 },
] as const;

describe('reference lists', () => {
  it('are read by everyone signed in, changed by admins only, kept offline whole and titled by their name', () => {
    for (const { def } of LISTS) {
      expect(def.access, def.name).toEqual({
        list: ANY_USER,
        get: ANY_USER,
        create: ADMIN_ONLY,
        update: ADMIN_ONLY,
        patch: ADMIN_ONLY,
        delete: ADMIN_ONLY,
      });
      expect(def, def.name).toMatchObject({
        clientScoped: false,
        offline: 'reference',
        mergeKey: 'id',
        titleField: 'name',
      });
    }
  });

  it('each have a required, searchable name and a short code of their own length', () => {
    for (const { def, codeLength } of LISTS) {
      expect(def.fields.name, def.name).toMatchObject({
        label: 'Name',
        type: 'string',
        filter: 'text',
        required: true,
        editable: true,
      });
      expect(def.fields.code, def.name).toMatchObject({
        label: 'Code',
        type: 'string',
        filter: 'exact',
        required: true,
        maxLength: codeLength,
      });
    }
  });

  it("keep their fields in the declared order (the list columns' order)", () => {
    expect(Object.keys(countries.fields)).toEqual(['countryId', 'name', 'code']);
    expect(Object.keys(states.fields)).toEqual(['name', 'code', 'countryId']);
    expect(Object.keys(routingGroups.fields)).toEqual(['name', 'code', 'countryId', 'stateId', 'timezone']);
    expect(Object.keys(depots.fields)).toEqual([
      'name',
      'code',
      'routingGroupId',
      'countryId',
      'stateId',
      'address',
      'lat',
      'lng',
      'active',
    ]);
    expect(Object.keys(zones.fields)).toEqual([
      'name',
      'code',
      'routingGroupId',
      'depotId',
      'postcodes',
      'suburbs',
      'geometry',
    ]);
    expect(depots.fields.countryId.column).toBeUndefined();
    expect(routingGroups.fields.countryId.column).toBe(true);
  });
});
