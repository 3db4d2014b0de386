/** Public face of the activity feature: what other features may import from it. */
export { useActivity } from './activity-store';
export { DashboardActivity } from './use-dashboard-activity';
