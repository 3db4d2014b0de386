/** The live domain: the change feed, its stream of notices and its health (routes.ts, docs/live.md). */
import type { Domain } from '../domain/domain';
import { liveRoutes } from './routes';

export const liveDomain: Domain = { name: 'live', routes: (services) => liveRoutes(services) };
