import { describe, expect, it } from 'vitest';
import { crewNames, forGroup } from './crew-names';

const depots = [
  { id: 1, name: 'Alexandria', routingGroupId: 10 },
  { id: 2, name: 'Botany', routingGroupId: 10 },
  { id: 3, name: 'Eagle Farm', routingGroupId: 20 },
];
const crew = [
  { id: 26, name: 'Liam Ng', role: 'contractor', depotId: 1, contractorId: null },
  { id: 27, name: 'Mia Fox', role: 'contractor', depotId: 1, contractorId: null },
  { id: 57, name: 'Evie King', role: 'driver', depotId: 1, contractorId: 26 },
  { id: 58, name: 'Evie King', role: 'driver', depotId: 2, contractorId: 26 },
  { id: 59, name: 'Ethan Taylor', role: 'driver', depotId: 3, contractorId: 27 },
  { id: 60, name: 'Ethan Taylor', role: 'driver', depotId: 3, contractorId: 26 },
  { id: 61, name: 'Noah Page', role: 'driver', depotId: null, contractorId: 27 },
];

describe('crew names', () => {
  const names = crewNames(crew, depots);

  it('names a person the crew list holds, and one it does not hold by what they are, never by number', () => {
    expect(names.nameOf(57, 'Driver')).toBe('Evie King');
    expect(names.nameOf(26, 'Contractor')).toBe('Liam Ng');
    for (const id of [8, 9999]) {
      expect(names.nameOf(id, 'Driver')).toBe('Driver');
      expect(names.nameOf(id, 'Contractor')).toBe('Contractor');
      expect(names.nameOf(id, 'Driver')).not.toMatch(/#\d|\d/);
    }
    expect(names.nameOf(null, 'Driver')).toBe('—');
  });

  it('tells namesakes apart by depot, then by contractor; a unique name stands alone', () => {
    const label = (id: number) => names.drivers.find((p) => p.id === id)?.label;
    expect(label(57)).toBe('Evie King · Alexandria');
    expect(label(58)).toBe('Evie King · Botany');
    expect(label(59)).toBe('Ethan Taylor · Eagle Farm · for Mia Fox');
    expect(label(60)).toBe('Ethan Taylor · Eagle Farm · for Liam Ng');
    expect(label(61)).toBe('Noah Page');
    expect(new Set(names.drivers.map((p) => p.label)).size).toBe(names.drivers.length);
  });

  it('narrows a picker to the run’s routing group, keeping people whose depot is not known', () => {
    expect(forGroup(names.drivers, 10).map((p) => p.id)).toEqual([57, 58, 61]);
    expect(forGroup(names.drivers, 20).map((p) => p.id)).toEqual([59, 60, 61]);
    expect(forGroup(names.drivers, null)).toHaveLength(5);
  });
});
