import { describe, expect, it } from 'vitest';
import { ACTIONS } from './types';
import {
  AUSPOST_ARTICLE_STATUSES,
  AUSPOST_READ,
  AUSPOST_RETURN_STATUSES,
  auspostArticles,
  auspostOrders,
  auspostReturns,
} from './auspost';
import { carrierRecord, carrierRoutingGroupId } from './carrier-records';
import { STARTRACK_READ, STARTRACK_STATUSES, startrackBoxes, startrackEvents, startrackOrders } from './startrack';

const CARRIERS = [
  { def: auspostOrders, read: AUSPOST_READ, slug: 'auspost-orders', statuses: AUSPOST_ARTICLE_STATUSES },
  { def: auspostArticles, read: AUSPOST_READ, slug: 'auspost-data', statuses: AUSPOST_ARTICLE_STATUSES },
  { def: auspostReturns, read: AUSPOST_READ, slug: 'auspost-return', statuses: AUSPOST_RETURN_STATUSES },
  { def: startrackOrders, read: STARTRACK_READ, slug: 'startrack-orders', statuses: STARTRACK_STATUSES },
  { def: startrackBoxes, read: STARTRACK_READ, slug: 'startrack-boxes', statuses: STARTRACK_STATUSES },
  { def: startrackEvents, read: STARTRACK_READ, slug: 'startrack-data', statuses: null },
] as const;

describe('carrier records: one shape for the AusPost and StarTrack declarations', () => {
  it('makes each a client-scoped record read (list, get) under its carrier gate and written by no one', () => {
    for (const { def, read } of CARRIERS) {
      expect(def.clientScoped, def.name).toBe(true);
      expect(def.access.list, def.name).toBe(read);
      expect(def.access.get, def.name).toBe(read);
      for (const action of ACTIONS.filter((a) => a !== 'list' && a !== 'get'))
        expect(def.access[action], `${def.name} ${action}`).toBeUndefined();
      expect(def.offline, def.name).toBe('records');
      expect(def.mergeKey, def.name).toBe('id');
    }
  });

  it('gives each a list and a detail screen under /d/<slug>/, the list titled by the plural label and in the menu', () => {
    for (const { def, slug } of CARRIERS) {
      expect(def.screens?.list, def.name).toMatchObject({ path: `/d/${slug}/all`, title: def.labelPlural });
      expect(def.screens?.list?.menu, def.name).toBeDefined();
      expect(def.screens?.detail?.path, def.name).toBe(`/d/${slug}/{id}`);
      expect(String(def.screens?.detail?.title).toLowerCase(), def.name).toBe(def.label.toLowerCase());
    }
  });

  it('declares the delivery, the date and the carrier status the same way in each', () => {
    for (const { def, statuses } of CARRIERS) {
      const fields: Record<string, unknown> = def.fields;
      expect(fields.deliveryId, def.name).toMatchObject({
        type: 'ref',
        ref: 'deliveries',
        label: 'Delivery',
        column: true,
        filter: 'exact',
        required: true,
      });
      expect(fields.date, def.name).toMatchObject({
        type: 'date',
        column: true,
        sortable: true,
        filter: 'range',
        required: true,
      });
      if (statuses)
        expect(fields.status, def.name).toMatchObject({
          type: 'enum',
          label: 'Status',
          options: statuses,
          column: true,
          sortable: true,
          filter: 'exact',
          required: true,
        });
    }
    expect(auspostReturns.fields.date.label).toBe('Raised on');
    expect(startrackOrders.fields.date.label).toBe('Date');
  });

  it("keeps each declaration's field order (the list columns' order) with the shared fields in place", () => {
    expect(Object.keys(auspostOrders.fields)).toEqual([
      'consignmentNumber',
      'deliveryId',
      'date',
      'routingGroupId',
      'product',
      'status',
      'articleCount',
      'weightKg',
      'manifestNumber',
      'lodgedAt',
      'deliveredAt',
    ]);
    expect(Object.keys(auspostArticles.fields)).toEqual([
      'articleId',
      'orderId',
      'deliveryId',
      'boxId',
      'date',
      'routingGroupId',
      'status',
      'weightKg',
      'lastEvent',
      'lastEventAt',
      'lastEventLocation',
      'lodgedAt',
      'deliveredAt',
    ]);
    expect(Object.keys(startrackOrders.fields)).toEqual([
      'connote',
      'deliveryId',
      'date',
      'routingGroupId',
      'service',
      'status',
      'boxCount',
      'weightKg',
      'cubicM3',
      'bookedAt',
      'deliveredAt',
    ]);
    expect(Object.keys(startrackBoxes.fields)).toEqual([
      'label',
      'orderId',
      'boxId',
      'deliveryId',
      'date',
      'status',
      'weightKg',
      'cubicM3',
      'lastScanAt',
    ]);
  });

  it('shows the routing group as a column of the orders but not of AusPost articles', () => {
    expect(auspostOrders.fields.routingGroupId).toMatchObject({
      type: 'ref',
      ref: 'routingGroups',
      column: true,
      filter: 'exact',
      nullable: true,
    });
    expect(startrackOrders.fields.routingGroupId.column).toBe(true);
    expect(auspostArticles.fields.routingGroupId.column).toBeUndefined();
    expect(carrierRoutingGroupId({ column: false })).toMatchObject({ filter: 'exact', nullable: true });
  });

  it('builds the parts from the rule and slug it is given', () => {
    const rule = () => true;
    expect(carrierRecord(rule, 'x-y', { list: 'Xs', detail: 'X' })).toEqual({
      clientScoped: true,
      access: { list: rule, get: rule },
      offline: 'records',
      mergeKey: 'id',
      screens: { list: { path: '/d/x-y/all', title: 'Xs' }, detail: { path: '/d/x-y/{id}', title: 'X' } },
    });
  });
});
