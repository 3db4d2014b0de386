/** The operations domain: board aggregates, scans, van availability and pre-deliveries. */
import type { Domain } from '../domain/domain';
import { preDeliveryHooks, promotionHooks } from './pre-deliveries';
import { operationsRoutes } from './routes';
import { scanHooks } from './scan-effects';
import { vanAvailabilityHooks } from './van-availability-hooks';

export const operationsDomain: Domain = {
  name: 'operations',
  routes: operationsRoutes,
  hooks: {
    scans: scanHooks,
    vanAvailability: vanAvailabilityHooks,
    preDeliveries: preDeliveryHooks,
    preDeliveryPromotions: promotionHooks,
  },
};
