/**
 * One access predicate for every resource action, used by the menu, the route guards and the
 * server. The server additionally scopes records by client (see clientScope in roles.ts).
 */
import type { AccessUser } from './roles';
import { hasPermission } from './roles';
import type { Action, AccessRule, ResourceDef } from './types';

export function ruleAllows(user: AccessUser, rule: AccessRule | undefined): boolean {
  if (!rule) return false;
  if (user.role === 'admin') return true;
  if (rule.anyone) return true;
  if (rule.roles?.includes(user.role)) return true;
  return rule.permissions?.some((p) => hasPermission(user, p)) ?? false;
}

export function can(user: AccessUser, resource: ResourceDef, action: Action): boolean {
  return ruleAllows(user, resource.access[action]);
}

/** Common rules, named for what they let through. */
export const ADMIN_ONLY: AccessRule = { roles: ['admin'] };
export const ANY_USER: AccessRule = { anyone: true };
export const ADMIN_TYPE: AccessRule = { roles: ['admin', 'admin-dashboard-only'] };
/** anyone who may look at delivery operations */
export const OPERATIONS_READ: AccessRule = {
  roles: ['admin-dashboard-only', 'dashboard-only', 'user', 'client-admin', 'client-user'],
};
