/**
 * Line haul movements (a dated run of a leg, with the units and carrier assigned and its planned
 * and actual times) and jobs (a movement offered to a subcontractor). Statuses and their
 * transitions are in ./line-haul-rules.ts, enforced by the server (docs/line-haul.md).
 * Admin-only (spec 6). Movements are in the device's record cache: the allocator works offline.
 */
import { date, dateTime, int, longText, num, oneOf, ref, text } from './fields';
import { lineHaulRecord } from './line-haul-fleet';
import { JOB_STATUSES, MOVEMENT_STATUSES } from './line-haul-rules';
import { defineResource } from './types';

export const lineHaulMovements = defineResource({
  name: 'lineHaulMovements',
  path: '/line-haul/movements',
  label: 'Movement',
  labelPlural: 'Movements',
  fields: {
    reference: text('Movement', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 40,
    }),
    date: date('Date', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    legId: ref('Leg', 'lineHaulLegs', { column: true, filter: 'exact', editable: true, required: true }),
    journeyId: ref('Journey', 'lineHaulJourneys', { filter: 'exact', editable: true, nullable: true }),
    legScheduleId: ref('Leg schedule', 'lineHaulLegSchedules', { filter: 'exact', nullable: true }),
    originDepotId: ref('From depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    destinationDepotId: ref('To depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', MOVEMENT_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    plannedDeparture: dateTime('Planned departure', { column: true, sortable: true, editable: true, required: true }),
    plannedArrival: dateTime('Planned arrival', { column: true, sortable: true, editable: true, required: true }),
    actualDeparture: dateTime('Departed', { column: true, sortable: true, editable: true, nullable: true }),
    actualArrival: dateTime('Arrived', { column: true, sortable: true, editable: true, nullable: true }),
    pallets: int('Pallets', { column: true, sortable: true, editable: true, min: 0, max: 80 }),
    subcontractorId: ref('Subcontractor', 'lineHaulSubcontractors', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
      hint: 'Empty: own fleet.',
    }),
    truckId: ref('Truck', 'lineHaulTrucks', { column: true, filter: 'exact', editable: true, nullable: true }),
    trailerId: ref('Trailer', 'lineHaulTrailers', { column: true, filter: 'exact', editable: true, nullable: true }),
    dollyId: ref('Dolly', 'lineHaulDollies', { filter: 'exact', editable: true, nullable: true }),
    secondTrailerId: ref('Second trailer', 'lineHaulTrailers', { filter: 'exact', editable: true, nullable: true }),
    driverName: text('Driver', { column: true, filter: 'text', editable: true, maxLength: 80 }),
    cancelReason: text('Cancel reason', { editable: true, nullable: true }),
    notes: longText('Notes', { editable: true }),
  },
  ...lineHaulRecord('movement', 10, 'Add Movement', { gridEdit: 'Movements Grid Edit', export: 'Export Movements' }),
  // newest first: pickers (a job's movement) offer the coming days, the list opens on today anyway
  defaultSort: '-date,plannedDeparture',
  searchFields: ['reference', 'driverName'],
  indexes: ['date', 'status', 'legId', 'legScheduleId', 'subcontractorId', 'originDepotId'],
  // one movement per schedule and day: the builder's idempotence key
  unique: [['reference'], ['legScheduleId', 'date']],
  titleField: 'reference',
});

export const lineHaulJobs = defineResource({
  name: 'lineHaulJobs',
  path: '/line-haul/jobs',
  label: 'Job',
  labelPlural: 'Jobs',
  fields: {
    reference: text('Job', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 40,
    }),
    movementId: ref('Movement', 'lineHaulMovements', { column: true, filter: 'exact', editable: true, required: true }),
    subcontractorId: ref('Subcontractor', 'lineHaulSubcontractors', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    date: date('Date', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    legId: ref('Lane', 'lineHaulLegs', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', JOB_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    rate: num('Rate ($)', { column: true, sortable: true, editable: true, min: 0, max: 100000 }),
    offeredAt: dateTime('Offered', { sortable: true, editable: true, required: true }),
    respondBy: dateTime('Respond by', { column: true, sortable: true, editable: true, required: true }),
    respondedAt: dateTime('Responded', { sortable: true, nullable: true, write: 'server' }),
    declineReason: text('Decline reason', { column: true, editable: true, nullable: true }),
  },
  ...lineHaulRecord('job', 40, 'Offer Job', { export: 'Export Jobs' }),
  defaultSort: '-date,reference',
  searchFields: ['reference'],
  indexes: ['date', 'status', 'subcontractorId', 'movementId', 'legId'],
  unique: [['reference']],
  titleField: 'reference',
});
