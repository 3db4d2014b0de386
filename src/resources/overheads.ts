/**
 * Overheads (issue 35, docs/finance.md 'Revenue and cost'): what a routing group costs in a week
 * besides its contractors' pay (depot rent, vehicles, supervision, equipment), entered by the
 * finance team per group, week (its Monday) and category. Weekly Overheads (/b/rg-weekly-cost)
 * counts them with the pay. Behind FinancialReporting's `weekly-overhead` key, reads and writes.
 */
import { financialReporting } from './access';
import { date, int, oneOf, ref, text } from './fields';
import { defineResource } from './types';

const OVERHEADS = financialReporting('weekly-overhead');

export const OVERHEAD_CATEGORIES = ['depot-rent', 'vehicles', 'supervision', 'equipment', 'other'] as const;

export const overheads = defineResource({
  name: 'overheads',
  path: '/b/overhead',
  label: 'Overhead',
  labelPlural: 'Overheads',
  fields: {
    routingGroupId: ref('Routing group', 'routingGroups', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    weekStart: date('Week from (Monday)', {
      column: true,
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
    }),
    category: oneOf('Category', OVERHEAD_CATEGORIES, { column: true, filter: 'exact', editable: true, required: true }),
    amountCents: int('Amount (cents)', {
      column: true,
      sortable: true,
      editable: true,
      required: true,
      min: 0,
      max: 100_000_000,
    }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  clientScoped: false,
  access: {
    list: OVERHEADS,
    get: OVERHEADS,
    create: OVERHEADS,
    update: OVERHEADS,
    patch: OVERHEADS,
    delete: OVERHEADS,
  },
  defaultSort: '-weekStart,routingGroupId',
  indexes: ['weekStart', 'routingGroupId'],
  unique: [['routingGroupId', 'weekStart', 'category']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'category',
  screens: {
    list: {
      path: '/b/overheads/all',
      title: 'Overheads',
      menu: { id: 'b.overheads', heading: 'financial', icon: 'MdAccountBalance' },
    },
    detail: { path: '/b/overheads/{id}', title: 'Overhead' },
    create: { path: '/b/overheads/all/create', title: 'Add Overhead' },
  },
});
