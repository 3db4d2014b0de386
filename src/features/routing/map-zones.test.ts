import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../resources/json-schemas';
import { CHOSEN_ZONE_HEX, dayMapZones, mapZonesOf, ZONE_HEX } from './map-zones';

const square: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [130.8, -12.4],
      [130.9, -12.4],
      [130.9, -12.5],
      [130.8, -12.4],
    ],
  ],
};
const zones = [
  { id: 1, name: 'Darwin City', routingGroupId: 7, depotId: 20, geometry: square, suburbs: ['Parap', 'Stuart Park'] },
  { id: 2, name: 'Palmerston', routingGroupId: 7, depotId: 21, geometry: square, suburbs: [] },
  { id: 3, name: 'Inner West', routingGroupId: 1, depotId: 2, geometry: square, suburbs: [] },
  { id: 4, name: 'No outline', routingGroupId: 7, depotId: 20, geometry: null },
];

describe('zones on the routing maps', () => {
  it('draws the zones with an outline, named, their suburbs under the name, the chosen ones apart', () => {
    const drawn = mapZonesOf(zones, (z) => z.id === 2);
    expect(drawn.map((z) => [z.id, z.name, z.colour, z.selected])).toEqual([
      [1, 'Darwin City', ZONE_HEX, false],
      [2, 'Palmerston', CHOSEN_ZONE_HEX, true],
      [3, 'Inner West', ZONE_HEX, false],
    ]);
    expect(drawn[0]?.suburbs).toEqual(['Parap', 'Stuart Park']);
  });

  it('outlines on a day map the zones of the routing groups filtered on, else of the day’s deliveries', () => {
    const ids = (z: readonly { id: number }[]) => z.map((x) => x.id);
    expect(ids(dayMapZones(zones, { groupIds: ['1'], depotIds: [], rows: [{ routingGroupId: 7 }] }))).toEqual([3]);
    expect(ids(dayMapZones(zones, { groupIds: [], depotIds: [], rows: [{ routingGroupId: 7 }] }))).toEqual([1, 2, 4]);
    // within the depots filtered on
    expect(ids(dayMapZones(zones, { groupIds: ['7'], depotIds: ['21'], rows: [] }))).toEqual([2]);
    // no deliveries and no filter: no outline
    expect(dayMapZones(zones, { groupIds: [], depotIds: [], rows: [] })).toEqual([]);
  });
});
