/**
 * The Courier Routing domain (docs/courier-routing.md): the least-cost lookup route, the rate
 * tables' period rule, the carrier each delivery of a least-cost client is routed with, and the
 * reconciliation of carriers' billed weights against ours.
 */
import type { Domain } from '../domain/domain';
import { billedWeightHooks } from './billed-weights';
import { deliveryCarrierHooks } from './delivery-carrier';
import { COURIER_ROUTING_HOOKS } from './hooks';
import { courierRoutingRoutes } from './routes';

export const courierRoutingDomain: Domain = {
  name: 'courier-routing',
  routes: courierRoutingRoutes,
  hooks: { ...COURIER_ROUTING_HOOKS, deliveries: deliveryCarrierHooks, billedWeights: billedWeightHooks },
};
