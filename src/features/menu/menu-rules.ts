/**
 * Small composable visibility rules. Each reads only the user and the menu context; the menu
 * model combines them per item. Feature checks use hasFeature (the '*' / exact / comma rule).
 */
import { ERROR_REPORT_CLIENT_IDS, hasFeature, hasPermission, isAdmin, isAdminType, isDeveloper, type Role } from '../../resources/roles';
import type { ClientConfiguration } from '../../resources/clients';
import type { MenuClient, Rule } from './menu-types';

export const always: Rule = () => true;
export const never: Rule = () => false;

export const all = (...rules: Rule[]): Rule => (u, c) => rules.every((r) => r(u, c));
export const any = (...rules: Rule[]): Rule => (u, c) => rules.some((r) => r(u, c));
export const not = (rule: Rule): Rule => (u, c) => !rule(u, c);

export const role = (...roles: Role[]): Rule => (u) => roles.includes(u.role);
export const admin: Rule = (u) => isAdmin(u);
export const adminType: Rule = (u) => isAdminType(u);
export const developer: Rule = (u) => isDeveloper(u);
/** a permission of the role table; admin holds '*' */
export const perm = (permission: string): Rule => (u) => hasPermission(u, permission);
export const feature = (name: string, value = '*'): Rule => (u) => hasFeature(u, name, value);

/** an admin-type user, or anyone holding the permission */
export const staffOr = (permission: string): Rule => any(adminType, perm(permission));
/** dashboard viewers: admin-type roles and holders of 'dashboard' */
export const dashboard: Rule = any(adminType, perm('dashboard'), perm('all-dashboard'));

/** the effective client is one of these ids */
export const clientIdIn = (...ids: number[]): Rule => (_u, c) => ids.includes(c.clientId);
export const errorReportClient: Rule = clientIdIn(...ERROR_REPORT_CLIENT_IDS);

export type ConfigFlag =
  | 'allowViewingZones'
  | 'allowCsvManifestUpload'
  | 'packerToolsEnabled'
  | 'packerSummaryReportEnabled'
  | 'packerProductSummaryReportEnabled'
  | 'packerPickerPerformanceReportEnabled'
  | 'auspost'
  | 'startrack'
  | 'dotwms'
  | 'leastCostRoutingEnabled';

function flagOn(configuration: ClientConfiguration | null | undefined, flag: ConfigFlag): boolean {
  return configuration?.[flag] === true;
}

/** the effective client's configuration flag is on */
export const clientConfig = (flag: ConfigFlag): Rule => (_u, c) => flagOn(c.client?.configuration, flag);

/** packer tools: on when there is no client, the client id is -1, or the flag is on (spec 6) */
export const packerConfig = (flag: ConfigFlag): Rule => (_u, c) =>
  c.client === null || c.clientId === -1 || flagOn(c.client.configuration, flag);

/** packer strategy counts as present when not null */
export const packerStrategy: Rule = (_u, c) => c.client?.configuration?.packerStrategy != null;

function hasService(client: MenuClient, service: string): boolean {
  return (client.integrationList ?? []).includes(service);
}

/** some client the user can see has this integration service */
export const integration = (service: string): Rule => (_u, c) => c.clients.some((client) => hasService(client, service));

/** some visible client has the configuration flag on */
export const anyClientFlag = (flag: ConfigFlag): Rule => (_u, c) => c.clients.some((client) => flagOn(client.configuration, flag));

/** links into the beta or next app need the beta navigation on */
export const betaOn: Rule = (_u, c) => c.betaEnabled;
