/** The RDS domain (docs/rds.md): the RDS Routing Tool's visit plans, applied as one change. */
import type { Domain } from '../domain/domain';
import { visitPlanHooks } from './visit-plans';

export const rdsDomain: Domain = { name: 'rds', hooks: { rdsVisitPlans: visitPlanHooks } };
