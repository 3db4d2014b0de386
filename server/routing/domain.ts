/** The routing domain: applying a route plan and moving drops, as write hooks of those resources. */
import type { Domain } from '../domain/domain';
import { routePlanHooks } from './apply-plan';
import { dropMoveHooks } from './drop-moves';

export const routingDomain: Domain = { name: 'routing', hooks: { routePlans: routePlanHooks, drops: dropMoveHooks } };
