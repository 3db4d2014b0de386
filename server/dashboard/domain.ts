/** The dashboard domain: the dashboard's state and customer-change routes. */
import type { Domain } from '../domain/domain';
import { dashboardRoutes } from './routes';

export const dashboardDomain: Domain = { name: 'dashboard', routes: dashboardRoutes };
