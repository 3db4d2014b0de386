/** The reports domain: every report's route. */
import type { Domain } from '../domain/domain';
import { reportRoutes } from './routes';

export const reportsDomain: Domain = { name: 'reports', routes: reportRoutes };
