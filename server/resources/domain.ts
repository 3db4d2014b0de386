/**
 * The generic resource domain: list, read, write and file routes of every declared resource
 * (mounted last: its paths are the declarations'), and the hooks of the core resources.
 */
import type { Domain } from '../domain/domain';
import { RESOURCE_HOOKS } from './hooks';
import { resourceRoutes } from './routes';

export const resourcesDomain: Domain = { name: 'resources', routes: resourceRoutes, hooks: RESOURCE_HOOKS };
