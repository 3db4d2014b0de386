/** The Courier Routing domain (docs/courier-routing.md): the least-cost lookup route and the rate tables' period rule. */
import type { Domain } from '../domain/domain';
import { COURIER_ROUTING_HOOKS } from './hooks';
import { courierRoutingRoutes } from './routes';

export const courierRoutingDomain: Domain = {
  name: 'courier-routing',
  routes: courierRoutingRoutes,
  hooks: COURIER_ROUTING_HOOKS,
};
