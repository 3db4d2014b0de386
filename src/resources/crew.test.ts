import { describe, expect, it } from 'vitest';
import { crewMember, firstName, type CrewSource } from './crew';

const driver: CrewSource = {
  id: 57,
  name: 'Ethan Taylor',
  role: 'driver',
  status: 'active',
  depotId: 3,
  contractorId: 26,
};
const contractor: CrewSource = {
  id: 26,
  name: 'Liam Ng',
  role: 'contractor',
  status: 'active',
  depotId: 3,
  contractorId: null,
};
const viewer = (role: string, id = 1) => ({ id, role: role as never });

describe('the crew list’s privacy rule', () => {
  it('gives operator staff every active driver and contractor, whole', () => {
    for (const role of ['admin', 'admin-dashboard-only', 'user', 'dashboard-only'])
      expect(crewMember(viewer(role), driver)).toEqual({
        id: 57,
        name: 'Ethan Taylor',
        role: 'driver',
        depotId: 3,
        contractorId: 26,
      });
  });

  it('gives client staff first names only, with no depot or crew links', () => {
    for (const role of ['client-admin', 'client-user']) {
      expect(crewMember(viewer(role), driver)).toEqual({
        id: 57,
        name: 'Ethan',
        role: 'driver',
        depotId: null,
        contractorId: null,
      });
      expect(crewMember(viewer(role), contractor)?.name).toBe('Liam');
    }
  });

  it('gives a contractor their own drivers and themselves; a driver only themselves', () => {
    expect(crewMember(viewer('contractor', 26), driver)?.name).toBe('Ethan Taylor');
    expect(crewMember(viewer('contractor', 26), contractor)?.name).toBe('Liam Ng');
    expect(crewMember(viewer('contractor', 27), driver)).toBeNull();
    expect(crewMember(viewer('driver', 57), driver)?.name).toBe('Ethan Taylor');
    expect(crewMember(viewer('driver', 58), driver)).toBeNull();
  });

  it('leaves out other roles and disabled people', () => {
    expect(crewMember(viewer('admin'), { ...driver, role: 'client-user' })).toBeNull();
    expect(crewMember(viewer('admin'), { ...driver, status: 'disabled' })).toBeNull();
  });

  it('reads a blank name as the role', () => {
    expect(firstName('  ', 'driver')).toBe('Driver');
    expect(firstName('Ava  Lee', 'contractor')).toBe('Ava');
  });
});
