/**
 * Run rules (/run/run-rules/all, under Deliveries): the limits a routing group's runs are built
 * to, per service: how many drops, boxes and kilograms a run may carry and when it must be back at
 * the depot (the depot's clock). One rule per routing group and service (unique). The spec has the
 * menu item disabled for everyone, so the menu never shows it (`only: never`); admins open the
 * list by its address, and only they read or change rules. Nothing enforces the limits yet: the
 * route planning reads none of them (docs/deliveries.md, 'Run rules').
 */
import { admin, never } from './access';
import { bool, int, oneOf, ref, text, time } from './fields';
import { SERVICE_TYPES } from './operations';
import { defineResource } from './types';

export const runRules = defineResource({
  name: 'runRules',
  path: '/run/run-rules',
  label: 'Run rule',
  labelPlural: 'Run rules',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    routingGroupId: ref('Routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    serviceType: oneOf('Service', SERVICE_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    maxDrops: int('Max drops', { column: true, sortable: true, editable: true, required: true, min: 1, max: 300 }),
    maxBoxes: int('Max boxes', { column: true, sortable: true, editable: true, nullable: true, min: 1, max: 2000 }),
    maxWeightKg: int('Max weight (kg)', {
      column: true,
      sortable: true,
      editable: true,
      nullable: true,
      min: 1,
      max: 5000,
    }),
    backBy: time('Back at depot by', {
      column: true,
      editable: true,
      nullable: true,
      hint: "The depot's clock; empty: no limit.",
    }),
    active: bool('Active', { column: true, filter: 'exact', editable: true, required: true }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  clientScoped: false,
  access: { list: admin, get: admin, create: admin, patch: admin, update: admin, delete: admin },
  defaultSort: 'name',
  indexes: ['routingGroupId'],
  unique: [['routingGroupId', 'serviceType']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/run/run-rules/all',
      menu: { id: 'run.run-rules', heading: 'deliveries', icon: 'MdBlock', only: never },
    },
    detail: { path: '/run/run-rules/{id}', title: 'Run Rule' },
    create: { path: '/run/run-rules/all/create', title: 'Add Run Rule' },
  },
});
