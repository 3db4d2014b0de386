import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY } from './access';
import { UNIT_STATUSES, lineHaulDollies, lineHaulSubcontractors, lineHaulTrailers, lineHaulTrucks } from './line-haul-fleet';
import { ACTIONS } from './types';

const FLEET = [
  { def: lineHaulTrucks, slug: 'truck', order: 70, create: 'Add Truck' },
  { def: lineHaulTrailers, slug: 'trailer', order: 80, create: 'Add Trailer' },
  { def: lineHaulSubcontractors, slug: 'subcontractor', order: 90, create: 'Add Subcontractor' },
  { def: lineHaulDollies, slug: 'dolly', order: 100, create: 'Add Dolly' },
] as const;

describe('line haul fleet declarations', () => {
  it('are admin-only for every action but upload, kept on the device, with list, detail and create screens under /line-haul-<slug>/', () => {
    for (const { def, slug, order, create } of FLEET) {
      expect(def.clientScoped, def.name).toBe(false);
      for (const action of ACTIONS) expect(def.access[action], `${def.name} ${action}`).toBe(action === 'upload' ? undefined : ADMIN_ONLY);
      expect(def.offline, def.name).toBe('records');
      expect(def.screens, def.name).toEqual({
        list: { path: `/line-haul-${slug}/all`, menu: { heading: 'line-haul', order, icon: 'MdFireTruck' } },
        detail: { path: `/line-haul-${slug}/{id}` },
        create: { path: `/line-haul-${slug}/all/create`, title: create },
      });
    }
  });

  it('name trucks and trailers by a unique registration, searched with the fleet number', () => {
    for (const def of [lineHaulTrucks, lineHaulTrailers]) {
      expect(def.fields.registration, def.name).toMatchObject({ type: 'string', required: true, editable: true, maxLength: 16 });
      expect(def).toMatchObject({ defaultSort: 'registration', searchFields: ['registration', 'fleetNumber'], unique: [['registration']], titleField: 'registration' });
    }
  });

  it('give every unit a home depot, a status and a maintenance date, in the list columns\' order', () => {
    for (const def of [lineHaulTrucks, lineHaulTrailers, lineHaulDollies]) {
      expect(def.fields.status, def.name).toMatchObject({ type: 'enum', options: UNIT_STATUSES, required: true, editable: true });
      expect(def.fields.homeDepotId, def.name).toMatchObject({ type: 'ref', ref: 'depots', required: true });
      expect(def.indexes, def.name).toEqual(['status', 'homeDepotId']);
    }
    expect(Object.keys(lineHaulTrucks.fields)).toEqual(['registration', 'fleetNumber', 'type', 'palletCapacity', 'homeDepotId', 'status', 'maintenanceUntil', 'nextServiceDue', 'notes']);
    expect(Object.keys(lineHaulTrailers.fields)).toEqual(['registration', 'fleetNumber', 'type', 'palletCapacity', 'refrigerated', 'homeDepotId', 'status', 'maintenanceUntil', 'notes']);
    expect(Object.keys(lineHaulDollies.fields)).toEqual(['code', 'homeDepotId', 'maxLoadT', 'status', 'maintenanceUntil', 'notes']);
  });
});
