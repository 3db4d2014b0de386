/** The auth domain: log-in, log-out, session, two-factor and password routes. */
import type { Domain } from '../domain/domain';
import { authRoutes } from './routes';

export const authDomain: Domain = { name: 'auth', routes: authRoutes };
