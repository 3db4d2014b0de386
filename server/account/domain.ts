/** The account domain: the signed-in user's own account routes. */
import type { Domain } from '../domain/domain';
import { accountRoutes } from './routes';

export const accountDomain: Domain = { name: 'account', routes: accountRoutes };
