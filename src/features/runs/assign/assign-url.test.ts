import { describe, expect, it } from 'vitest';
import { assignmentPatch, buildAssignPath, isAssignable, parseAssignPath } from './assign-url';

describe('assign URLs', () => {
  it('reads the menu link and round-trips', () => {
    const path = '/run/assign/driver/1/2026-11-22/rg/all/all';
    const f = parseAssignPath(path, '2026-11-21');
    expect(f).toEqual({ kind: 'driver', countryId: 1, date: '2026-11-22', routingGroupId: null, show: 'all' });
    expect(f && buildAssignPath(f)).toBe(path);
  });

  it('reads a routing group and the unassigned view', () => {
    expect(parseAssignPath('/run/assign/contractor/2/2026-11-22/rg/5/unassigned', 'x')).toMatchObject({
      kind: 'contractor',
      routingGroupId: 5,
      show: 'unassigned',
    });
  });

  it('refuses unknown kinds and falls back to today for a bad date', () => {
    expect(parseAssignPath('/run/assign/truck/1/2026-11-22/rg/all/all', 'x')).toBeNull();
    expect(parseAssignPath('/run/assign/driver/1/soon', '2026-11-21')?.date).toBe('2026-11-21');
  });
});

describe('assignmentPatch', () => {
  it('marks a planned run assigned when a driver is put on it', () => {
    expect(assignmentPatch('driver', { status: 'planned', contractorId: null, driverId: null }, 9)).toEqual({
      driverId: 9,
      status: 'assigned',
    });
  });

  it('keeps a loaded run loaded', () => {
    expect(assignmentPatch('driver', { status: 'loaded', contractorId: 3, driverId: 4 }, 9)).toEqual({ driverId: 9 });
  });

  it('returns an assigned run with nobody on it to planned', () => {
    expect(assignmentPatch('driver', { status: 'assigned', contractorId: null, driverId: 4 }, null)).toEqual({
      driverId: null,
      status: 'planned',
    });
    expect(assignmentPatch('contractor', { status: 'assigned', contractorId: 3, driverId: 4 }, null)).toEqual({
      contractorId: null,
      driverId: null,
      status: 'planned',
    });
  });

  it('clears the driver when the contractor changes, not when it stays', () => {
    expect(assignmentPatch('contractor', { status: 'assigned', contractorId: 3, driverId: 4 }, 5)).toEqual({
      contractorId: 5,
      driverId: null,
    });
    expect(assignmentPatch('contractor', { status: 'assigned', contractorId: 3, driverId: 4 }, 3)).toEqual({
      contractorId: 3,
    });
  });

  it('only runs not yet under way can be assigned', () => {
    expect(isAssignable({ status: 'planned' })).toBe(true);
    expect(isAssignable({ status: 'in-progress' })).toBe(false);
  });
});
