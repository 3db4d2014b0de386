import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY } from './access';
import {
  UNIT_STATUSES,
  lineHaulDollies,
  lineHaulSubcontractors,
  lineHaulTrailers,
  lineHaulTrucks,
} from './line-haul-fleet';
import { lineHaulJobs, lineHaulMovements } from './line-haul-movements';
import { lineHaulJourneys, lineHaulLegSchedules, lineHaulLegs } from './line-haul-network';
import { ACTIONS } from './types';

const LINE_HAUL = [
  {
    def: lineHaulMovements,
    slug: 'movement',
    create: 'Add Movement',
    more: { gridEdit: 'Movements Grid Edit', export: 'Export Movements' },
  },
  { def: lineHaulJobs, slug: 'job', create: 'Offer Job', more: { export: 'Export Jobs' } },
  { def: lineHaulTrucks, slug: 'truck', create: 'Add Truck' },
  { def: lineHaulTrailers, slug: 'trailer', create: 'Add Trailer' },
  { def: lineHaulSubcontractors, slug: 'subcontractor', create: 'Add Subcontractor' },
  { def: lineHaulDollies, slug: 'dolly', create: 'Add Dolly' },
  { def: lineHaulLegs, slug: 'leg', create: 'Add Leg' },
  { def: lineHaulLegSchedules, slug: 'leg-schedule', create: 'Add Leg Schedule' },
  { def: lineHaulJourneys, slug: 'journey', create: 'Add Journey' },
] as const;

describe('line haul declarations (fleet, network, movements)', () => {
  it('are admin-only for every action but upload, kept on the device, with their screens under /line-haul-<slug>/', () => {
    for (const entry of LINE_HAUL) {
      const { def, slug, create } = entry;
      const more: { gridEdit?: string; export?: string } = 'more' in entry ? entry.more : {};
      expect(def.clientScoped, def.name).toBe(false);
      for (const action of ACTIONS)
        expect(def.access[action], `${def.name} ${action}`).toBe(action === 'upload' ? undefined : ADMIN_ONLY);
      expect(def.offline, def.name).toBe('records');
      expect(def.mergeKey, def.name).toBe('id');
      expect(def.screens, def.name).toEqual({
        list: { path: `/line-haul-${slug}/all`, menu: { heading: 'line-haul', icon: 'MdFireTruck' } },
        detail: { path: `/line-haul-${slug}/{id}` },
        create: { path: `/line-haul-${slug}/all/create`, title: create },
        ...(more.gridEdit ? { gridEdit: { path: `/line-haul-${slug}/all/grid-edit`, title: more.gridEdit } } : {}),
        ...(more.export ? { export: { path: `/line-haul-${slug}/all/export`, title: more.export } } : {}),
      });
    }
    expect(Object.keys(lineHaulMovements.screens ?? {})).toEqual(['list', 'detail', 'create', 'gridEdit', 'export']);
  });

  it('name trucks and trailers by a unique registration, searched with the fleet number', () => {
    for (const def of [lineHaulTrucks, lineHaulTrailers]) {
      expect(def.fields.registration, def.name).toMatchObject({
        type: 'string',
        required: true,
        editable: true,
        maxLength: 16,
      });
      expect(def).toMatchObject({
        defaultSort: 'registration',
        searchFields: ['registration', 'fleetNumber'],
        unique: [['registration']],
        titleField: 'registration',
      });
    }
  });

  it("give every unit a home depot, a status and a maintenance date, in the list columns' order", () => {
    for (const def of [lineHaulTrucks, lineHaulTrailers, lineHaulDollies]) {
      expect(def.fields.status, def.name).toMatchObject({
        type: 'enum',
        options: UNIT_STATUSES,
        required: true,
        editable: true,
      });
      expect(def.fields.homeDepotId, def.name).toMatchObject({ type: 'ref', ref: 'depots', required: true });
      expect(def.indexes, def.name).toEqual(['status', 'homeDepotId']);
    }
    expect(Object.keys(lineHaulTrucks.fields)).toEqual([
      'registration',
      'fleetNumber',
      'type',
      'palletCapacity',
      'homeDepotId',
      'status',
      'maintenanceUntil',
      'nextServiceDue',
      'notes',
    ]);
    expect(Object.keys(lineHaulTrailers.fields)).toEqual([
      'registration',
      'fleetNumber',
      'type',
      'palletCapacity',
      'refrigerated',
      'homeDepotId',
      'status',
      'maintenanceUntil',
      'notes',
    ]);
    expect(Object.keys(lineHaulDollies.fields)).toEqual([
      'code',
      'homeDepotId',
      'maxLoadT',
      'status',
      'maintenanceUntil',
      'notes',
    ]);
  });
});
