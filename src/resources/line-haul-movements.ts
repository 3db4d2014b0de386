/**
 * Line haul movements (a dated run of a leg, with the units and carrier assigned and its planned
 * and actual times) and jobs (a movement offered to a subcontractor). Statuses and their
 * lifecycles are in ./line-haul-rules.ts, applied by the server like every lifecycle (docs/line-haul.md).
 * Admin-only (spec 6). Movements are in the device's record cache: the allocator works offline.
 */
import { date, dateTime, int, longText, num, oneOf, ref, text } from './fields';
import { lineHaulRecord } from './line-haul-fleet';
import { admin, all } from './access';
import { JOB_STATUSES, MOVEMENT_STATUSES, offerOpen } from './line-haul-rules';
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
  /** The moves of a movement and what each status needs (admin-only, as the resource is). */
  lifecycle: {
    field: 'status',
    start: ['planned', 'allocated'],
    transitions: [
      { from: ['planned'], to: 'allocated', who: admin },
      // back to planned when the units are taken off again
      { from: ['allocated'], to: 'planned', who: admin },
      { from: ['allocated'], to: 'departed', who: admin, requires: ['actualDeparture'] },
      { from: ['departed'], to: 'arrived', who: admin, requires: ['actualDeparture', 'actualArrival'] },
      { from: ['arrived'], to: 'closed', who: admin, requires: ['actualDeparture', 'actualArrival'] },
      { from: ['planned', 'allocated'], to: 'cancelled', who: admin, requires: ['cancelReason'] },
    ],
  },
  ...lineHaulRecord('movement', 'Add Movement', { gridEdit: 'Movements Grid Edit', export: 'Export Movements' }),
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
  /** An answer to an offer is stamped with the server's time; a decline gives its reason. */
  lifecycle: {
    field: 'status',
    start: ['offered'],
    transitions: [
      { from: ['offered'], to: 'accepted', who: all(admin, offerOpen), stamps: ['respondedAt'] },
      { from: ['offered'], to: 'declined', who: admin, stamps: ['respondedAt'], requires: ['declineReason'] },
      { from: ['offered'], to: 'withdrawn', who: admin, stamps: ['respondedAt'] },
      { from: ['accepted'], to: 'withdrawn', who: admin },
      { from: ['accepted'], to: 'completed', who: admin },
    ],
  },
  ...lineHaulRecord('job', 'Offer Job', { export: 'Export Jobs' }),
  defaultSort: '-date,reference',
  searchFields: ['reference'],
  indexes: ['date', 'status', 'subcontractorId', 'movementId', 'legId'],
  unique: [['reference']],
  titleField: 'reference',
});
