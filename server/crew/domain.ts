/** The crew domain: the drivers and contractors a user may see, by name (server/crew/routes.ts). */
import type { Domain } from '../domain/domain';
import { crewRoutes } from './routes';

export const crewDomain: Domain = { name: 'crew', routes: crewRoutes };
