/** The Tools heading. */
import { admin, all, any, betaOn, perm, recipesClient, staffOr } from '../../resources/access';
import { heading, screen } from '../screen';

export const toolsScreens = heading('tools', [
  'users.list.1',
  'deliveries.import.1',
  screen(
    't.print-orders',
    '/client-tools/print-orders',
    'Print Orders',
    'MdPrint',
    all(staffOr('client-tools'), betaOn),
    { domain: 'next', beta: { old: true, new: true }, patterns: ['client-tools/print-orders/*'] },
  ),
  screen(
    't.pick-sheet',
    '/client-tools/{clientId}/pick-sheet-order',
    'Pick Sheet Order',
    'MdList',
    any(admin, perm('client-tools-picksheet-order')),
  ),
  screen(
    't.forecast',
    '/d/client-tools/orders/forecast',
    ['Forecast Recipes', 'Forecast Products'],
    'MdTimeline',
    recipesClient,
  ),
  't.recipes',
  't.auspost-orders',
]);
