/** The Courier Routing heading. */
import { adminType, all, any, clientConfig, feature, lcrV2, perm } from '../../resources/access';
import { heading, screen } from '../screen';

const cr = <I extends string>(id: I, uri: string, label: string) =>
  screen(id, `/carrier-routing${uri}`, label, 'MdLocalShipping', lcrV2);

export const courierScreens = heading('courier-routing', [
  'cr.carriers',
  'cr.client-zone',
  'cr.client-rate',
  'cr.fuel',
  'cr.line-haul',
  'cr.fee',
  cr('cr.delivery-list', '/reporting/delivery-list', 'Delivery List'),
  screen(
    'cr.client-delivery-list',
    '/carrier-routing/reporting/client-delivery-list',
    'Client Delivery List',
    'MdList',
    any(lcrV2, all(perm('client-tools'), clientConfig('leastCostRoutingEnabled'))),
  ),
  screen(
    'cr.ambient-billing',
    '/carrier-routing/reporting/ambient-billingn/all',
    'Ambient Billing',
    'MdReceipt',
    all(adminType, feature('AmbientBillingReport')),
  ),
  cr('cr.summary', '/reporting/summary', 'Courier Summary'),
  cr('cr.picking', '/reporting/picking', 'Picking Report'),
  cr('cr.locality', '/locality-lookup', 'Locality Lookup'),
  'cr.billed-weights',
]);
