/**
 * The line haul network (docs/line-haul.md): legs (one lane, depot to depot, at a time of day),
 * weekly leg schedules the Movement Builder expands into dated movements, and journeys (an
 * ordered chain of legs). Admin-only (spec 6).
 */
import { bool, date, int, longText, ref, refs, text, time } from './fields';
import { lineHaulRecord } from './line-haul-fleet';
import { ordered } from './cross-field';
import { defineResource } from './types';

export const lineHaulLegs = defineResource({
  name: 'lineHaulLegs',
  path: '/line-haul/legs',
  label: 'Leg',
  labelPlural: 'Legs',
  fields: {
    code: text('Leg', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 40,
      hint: 'e.g. SYD-WTP>MEL-LVN 19:00',
    }),
    originDepotId: ref('From depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    destinationDepotId: ref('To depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    departureTime: time('Departs', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      hint: 'Local time at the origin depot.',
    }),
    arrivalTime: time('Arrives', {
      column: true,
      editable: true,
      required: true,
      hint: 'Local time at the destination depot.',
    }),
    arrivalDayOffset: int('Arrives days later', { column: true, editable: true, min: 0, max: 3 }),
    distanceKm: int('Distance (km)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 1,
      max: 6000,
    }),
    plannedPallets: int('Planned pallets', { column: true, editable: true, min: 0, max: 60 }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  ...lineHaulRecord('leg', 'Add Leg'),
  defaultSort: 'code',
  searchFields: ['code'],
  indexes: ['originDepotId', 'destinationDepotId'],
  unique: [['code']],
  titleField: 'code',
});

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const lineHaulLegSchedules = defineResource({
  name: 'lineHaulLegSchedules',
  path: '/line-haul/leg-schedules',
  label: 'Leg schedule',
  labelPlural: 'Leg schedules',
  fields: {
    name: text('Schedule', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 60,
    }),
    legId: ref('Leg', 'lineHaulLegs', { column: true, filter: 'exact', editable: true, required: true }),
    mon: bool('Mon', { column: true, editable: true }),
    tue: bool('Tue', { column: true, editable: true }),
    wed: bool('Wed', { column: true, editable: true }),
    thu: bool('Thu', { column: true, editable: true }),
    fri: bool('Fri', { column: true, editable: true }),
    sat: bool('Sat', { column: true, editable: true }),
    sun: bool('Sun', { column: true, editable: true }),
    effectiveFrom: date('Effective from', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
    }),
    effectiveTo: date('Effective to', {
      column: true,
      sortable: true,
      editable: true,
      nullable: true,
      hint: 'Empty: until further notice.',
    }),
    subcontractorId: ref('Default carrier', 'lineHaulSubcontractors', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
      hint: 'Empty: own fleet.',
    }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  crossFieldRules: [ordered('effectiveFrom', 'effectiveTo', 'The schedule must end on or after the day it starts.')],
  ...lineHaulRecord('leg-schedule', 'Add Leg Schedule'),
  defaultSort: 'name',
  searchFields: ['name'],
  indexes: ['legId'],
  unique: [['name']],
  titleField: 'name',
});

export const lineHaulJourneys = defineResource({
  name: 'lineHaulJourneys',
  path: '/line-haul/journeys',
  label: 'Journey',
  labelPlural: 'Journeys',
  fields: {
    code: text('Journey', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 40,
    }),
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    legIds: refs('Legs, in order', 'lineHaulLegs', { column: true, editable: true, required: true }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
    notes: longText('Notes', { editable: true }),
  },
  ...lineHaulRecord('journey', 'Add Journey'),
  defaultSort: 'code',
  searchFields: ['code', 'name'],
  indexes: [],
  unique: [['code']],
  titleField: 'code',
});
