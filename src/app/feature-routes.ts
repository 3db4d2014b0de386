/**
 * Hand-written pages of the dispatcher features. They come before the generic resource pages,
 * so a hand-written page for the same path wins.
 */
import type { RouteObject } from 'react-router-dom';
import { deliveryRoutes } from '../features/deliveries/routes';
import { runRoutes } from '../features/runs/routes';

export const featureRoutes: RouteObject[] = [...runRoutes, ...deliveryRoutes];
