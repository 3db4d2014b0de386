/** The line-haul domain: planning and scoreboard routes, movement and job hooks. */
import type { Domain } from '../domain/domain';
import { LINE_HAUL_HOOKS } from './hooks';
import { lineHaulRoutes } from './routes';

export const lineHaulDomain: Domain = { name: 'line-haul', routes: lineHaulRoutes, hooks: LINE_HAUL_HOOKS };
