/** Public face of the deliveries feature: what other features may import from it. */
export { DeliveryFilters } from './delivery-filters';
export { deliveryDetailPath } from './paths';
export { useDeliveryQuery } from './use-delivery-query';
