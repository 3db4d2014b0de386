import { ADMIN_ONLY, dashboard } from './access';
import { date, int, longText, ref } from './fields';
import { defineResource } from './types';

/**
 * What a customer said about a delivered delivery: a rating from 1 (red) to 5 (green) on the
 * spec's scale and an optional comment. Client-scoped like the delivery it rates; read by the
 * Customer Feedback report (/d/customer-feedbackN/all), which owns the page, so no list screen.
 */
export const feedback = defineResource({
  name: 'feedback',
  path: '/nv/feedback',
  label: 'Feedback',
  labelPlural: 'Feedback',
  fields: {
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', nullable: true }),
    rating: int('Rating', { column: true, sortable: true, filter: 'exact', required: true, min: 1, max: 5 }),
    comment: longText('Comment', { column: true }),
  },
  clientScoped: true,
  access: {
    list: dashboard,
    get: dashboard,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: ADMIN_ONLY,
    delete: ADMIN_ONLY,
  },
  defaultSort: '-date',
  indexes: ['date', 'deliveryId', 'rating'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'comment',
});
