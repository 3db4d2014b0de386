import { describe, expect, it } from 'vitest';
import { matchZones, parseLatLng } from './zone-match';

const zones = [
  {
    id: 1,
    name: 'Sydney Metro – Eastern Suburbs',
    postcodes: ['2026', '2031'],
    suburbs: ['Bondi', 'Randwick', 'Bondi Junction'],
  },
  { id: 2, name: 'Sydney Metro – Inner West', postcodes: ['2042', '2040'], suburbs: ['Newtown', 'Leichhardt'] },
];

describe('zone lookup matching', () => {
  it('matches a postcode, also inside an address', () => {
    expect(matchZones(zones, '2042').zones.map((z) => z.id)).toEqual([2]);
    expect(matchZones(zones, '12 King Street, Newtown NSW 2042')).toMatchObject({ by: 'postcode', zones: [{ id: 2 }] });
  });

  it('matches a suburb exactly before partly, case-insensitively', () => {
    expect(matchZones(zones, 'bondi').zones.map((z) => z.id)).toEqual([1]);
    expect(matchZones(zones, 'leich')).toMatchObject({ by: 'suburb', zones: [{ id: 2 }] });
    expect(matchZones(zones, '4 Smith St Randwick')).toMatchObject({ by: 'suburb', zones: [{ id: 1 }] });
  });

  it('falls back to zone names and says when nothing matches', () => {
    expect(matchZones(zones, 'inner west').by).toBe('zone');
    expect(matchZones(zones, 'Perth')).toEqual({ zones: [], by: null });
    expect(matchZones(zones, '  ')).toEqual({ zones: [], by: null });
  });

  it('reads a lat, lng pair', () => {
    expect(parseLatLng('-33.89, 151.25')).toEqual({ lat: -33.89, lng: 151.25 });
    expect(parseLatLng('-33.89 151.25')).toEqual({ lat: -33.89, lng: 151.25 });
    expect(parseLatLng('2042')).toBeNull();
    expect(parseLatLng('-95, 10')).toBeNull();
  });
});
