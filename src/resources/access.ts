/**
 * The one access language (spec section 6). A rule is a predicate over the user and the access
 * context, composed from the small rules below. The server's resource checks, the side menu, the
 * quick menu, the single route gate and every action button evaluate the same rules through
 * `can()` / `mayOpen()`; nothing else decides 'may this user see or do this?'.
 *
 * The context carries what a rule may read besides the user: the client the page acts for, the
 * clients the user can see (their configuration flags and integration services) and the beta
 * toggle. The server builds it from the database; the app from the reference lists.
 *
 * A rule may also read the record it is asked about (`own`, `self`, `inState`): 'a contractor's
 * own run', 'one's own account', 'a delivery not yet loaded'. Asked with no record (the menu, the
 * gate, a button over a list), a record rule answers for some record, that is yes; the server and
 * the forms ask again with the record. `because` gives a rule the reason people read when it
 * refuses ('Only admins change a run's date'); `refusal` returns it.
 */
import type { ClientConfiguration } from './clients';
import type { AccessUser, Role } from './roles';
import {
  ERROR_REPORT_CLIENT_IDS,
  effectiveClientId,
  hasFeature,
  hasPermission,
  isAdmin,
  isAdminType,
  isDeveloper,
  SPECIAL_CHECK_CLIENT_ID,
} from './roles';
import type { Action, ResourceDef } from './types';

/** The part of a client record the access rules read. */
export interface AccessClient {
  id: number;
  name: string;
  code: string;
  displayName?: string | null;
  logoURI?: string | null;
  integrationList?: readonly string[];
  configuration?: ClientConfiguration | null;
}

export interface AccessContext {
  /** the client pages act for (effectiveClientId), -1 when none */
  clientId: number;
  /** that client's record, when known */
  client: AccessClient | null;
  /** every client the user may see (drives the integration-service and configuration rules) */
  clients: readonly AccessClient[];
  /** beta navigation toggle (always off for contractors) */
  betaEnabled: boolean;
}

/** The record a rule is asked about: its stored fields (id, clientId and the declared ones). */
export type AccessRecord = Readonly<Record<string, unknown>>;

export type Rule = (user: AccessUser, context: AccessContext, record?: AccessRecord) => boolean;

/**
 * Rules that read the context (clients, their flags and services, the acting client). The server
 * builds a context from the database only for an action whose rule is one of these (or is
 * composed from one), so context-free resources cost no extra query.
 */
const READS_CONTEXT = new WeakSet<Rule>();
function contextual(rule: Rule): Rule {
  READS_CONTEXT.add(rule);
  return rule;
}
function composed(rule: Rule, parts: readonly Rule[]): Rule {
  return parts.some((p) => READS_CONTEXT.has(p)) ? contextual(rule) : rule;
}
/** Does this rule read the access context (so a bare context could decide it wrongly)? */
export function readsContext(rule: Rule | undefined): boolean {
  return rule !== undefined && READS_CONTEXT.has(rule);
}

/** The context of a user who has chosen no client and whose clients are not loaded. */
export function bareContext(user: AccessUser): AccessContext {
  return { clientId: effectiveClientId(user, null), client: null, clients: [], betaEnabled: false };
}

export const always: Rule = () => true;
export const never: Rule = () => false;

/** The parts of each `all`, so a refusal can name the part that said no (its own reason). */
const PARTS = new WeakMap<Rule, readonly Rule[]>();
export const all = (...rules: Rule[]): Rule => {
  const rule = composed((u, c, r) => rules.every((x) => x(u, c, r)), rules);
  PARTS.set(rule, rules);
  return rule;
};
export const any = (...rules: Rule[]): Rule => composed((u, c, r) => rules.some((x) => x(u, c, r)), rules);
/** Not for record rules: with no record they answer yes, so their negation would answer no. */
export const not = (rule: Rule): Rule => composed((u, c, r) => !rule(u, c, r), [rule]);

/** A refusal's sentence: fixed, or read from the record it refuses ('The offer closed at 09:00.'). */
export type Reason = string | ((record: AccessRecord | undefined) => string);
const REASONS = new WeakMap<Rule, Reason>();
/** The rule, carrying the sentence shown when it refuses. */
export function because(reason: Reason, rule: Rule): Rule {
  const wrapped: Rule = composed((u, c, r) => rule(u, c, r), [rule]);
  REASONS.set(wrapped, reason);
  return wrapped;
}
/** The reason a rule was given with `because`, if any (said of `record`). */
export function reasonOf(rule: Rule, record?: AccessRecord): string | undefined {
  const reason = REASONS.get(rule);
  return typeof reason === 'function' ? reason(record) : reason;
}

/**
 * Why this rule says no here, when it or the part of an `all` that says no was given a reason;
 * undefined when it says yes or no reason was given.
 */
export function refusalOf(
  rule: Rule,
  user: AccessUser,
  context: AccessContext,
  record?: AccessRecord,
): string | undefined {
  if (rule(user, context, record)) return undefined;
  const given = reasonOf(rule, record);
  if (given !== undefined) return given;
  for (const part of PARTS.get(rule) ?? []) {
    const said = refusalOf(part, user, context, record);
    if (said !== undefined) return said;
  }
  return undefined;
}

/** The record's field holds the user's id (a contractor's own run, a driver's own drop). */
export const own =
  (field: string): Rule =>
  (u, _c, record) =>
    record === undefined || record[field] === u.id;
/** The record is the user's own account. */
export const self: Rule = (u, _c, record) => record === undefined || record.id === u.id;
/** The record's field holds one of these values (a delivery not yet loaded: `inState('status', 'pending', 'routed')`). */
export const inState =
  (field: string, ...values: string[]): Rule =>
  (_u, _c, record) =>
    record === undefined || values.includes(String(record[field]));

export const role =
  (...roles: Role[]): Rule =>
  (u) =>
    roles.includes(u.role);
export const admin: Rule = (u) => isAdmin(u);
export const adminType: Rule = (u) => isAdminType(u);
export const developer: Rule = (u) => isDeveloper(u);
/** a permission of the role table; admin holds '*' */
export const perm =
  (permission: string): Rule =>
  (u) =>
    hasPermission(u, permission);
/** a per-user feature flag, optionally with a value (the '*' / exact / comma rule of spec 6) */
export const feature =
  (name: string, value = '*'): Rule =>
  (u) =>
    hasFeature(u, name, value);

/** an admin-type user, or anyone holding the permission */
export const staffOr = (permission: string): Rule => any(adminType, perm(permission));
/** dashboard viewers: admin-type roles and holders of 'dashboard' */
export const dashboard: Rule = any(adminType, perm('dashboard'), perm('all-dashboard'));

/** the effective client is one of these ids */
export const clientIdIn = (...ids: number[]): Rule => contextual((_u, c) => ids.includes(c.clientId));
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
export const clientConfig = (flag: ConfigFlag): Rule => contextual((_u, c) => flagOn(c.client?.configuration, flag));

/** packer tools: on when there is no client, the client id is -1, or the flag is on (spec 6) */
export const packerConfig = (flag: ConfigFlag): Rule =>
  contextual((_u, c) => c.client === null || c.clientId === -1 || flagOn(c.client.configuration, flag));

/** packer strategy counts as present when not null */
export const packerStrategy: Rule = contextual((_u, c) => c.client?.configuration?.packerStrategy != null);

/** some client the user can see has this integration service */
export const integration = (service: string): Rule =>
  contextual((_u, c) => c.clients.some((client) => (client.integrationList ?? []).includes(service)));

/** some visible client has the configuration flag on */
export const anyClientFlag = (flag: ConfigFlag): Rule =>
  contextual((_u, c) => c.clients.some((client) => flagOn(client.configuration, flag)));

/** links into the beta or next app need the beta navigation on */
export const betaOn: Rule = contextual((_u, c) => c.betaEnabled);

/** Common rules of resource declarations, named for what they let through. */
// ---- rules several screens share (the screen catalogue and declarations name them here)

/** FinancialReporting sub-keys: 'all' grants every one of them. */
export const financialReporting = (key: string): Rule =>
  any(feature('FinancialReporting', 'all'), feature('FinancialReporting', key));
/** drivers use the mobile app: no console pages (spec 6 gives them no permission) */
export const consoleUser: Rule = not(role('driver'));
export const packer: Rule = any(admin, perm('packer'));
export const purchaseOrders: Rule = any(admin, perm('purchase-orders'));
export const inventoryV2: Rule = feature('InventoryV2');
export const inventoryAdjustments: Rule = feature('InventoryAdjustment');
export const dotwms: Rule = all(adminType, any(anyClientFlag('dotwms'), integration('dotwms')));
export const retailStores: Rule = any(adminType, feature('RDSStores'), clientIdIn(888));
/** Courier Routing (LCR v2) */
export const lcrV2: Rule = all(adminType, feature('LCRv2'));
/** Courier Routing's rate tables are changed by admins holding LCRv2 (the read-mostly roles only read them). */
export const lcrV2Write: Rule = all(admin, feature('LCRv2'));
/** The special check of client 341 (spec 6): the recipe-based order tools are that client's alone. */
export const recipesClient: Rule = any(admin, all(perm('client-tools'), clientIdIn(SPECIAL_CHECK_CLIENT_ID)));

export const ADMIN_ONLY: Rule = admin;
export const ANY_USER: Rule = always;
export const ADMIN_TYPE: Rule = adminType;
/** anyone who may look at delivery operations (drivers use the mobile app, contractors their runs) */
export const OPERATIONS_READ: Rule = role(
  'admin',
  'admin-dashboard-only',
  'dashboard-only',
  'user',
  'client-admin',
  'client-user',
);

/** A rule that holds when the user may perform the action on the resource (screens that show a resource's data). */
export const mayDo = (resource: ResourceDef, action: Action): Rule =>
  composed((u, c) => can(u, resource, action, c), resource.access[action] ? [resource.access[action]] : []);

/**
 * May this user perform the action on the resource (on this record, when given)? Without a
 * context, client-dependent rules see no client; without a record, record rules answer yes.
 */
export function can(
  user: AccessUser,
  resource: ResourceDef,
  action: Action,
  context: AccessContext = bareContext(user),
  record?: AccessRecord,
): boolean {
  const rule = resource.access[action];
  return rule ? rule(user, context, record) : false;
}

const ACTION_WORDS: Record<Action, string> = {
  list: 'list',
  get: 'open',
  create: 'create',
  update: 'change',
  patch: 'change',
  delete: 'delete',
  upload: 'add files to',
};

/** Why `can` says no, in words (the rule's own reason when it has one); null when it says yes. */
export function refusal(
  user: AccessUser,
  resource: ResourceDef,
  action: Action,
  context: AccessContext = bareContext(user),
  record?: AccessRecord,
): string | null {
  const rule = resource.access[action];
  if (rule && rule(user, context, record)) return null;
  const reason = rule ? refusalOf(rule, user, context, record) : undefined;
  return reason ?? `You may not ${ACTION_WORDS[action]} ${resource.labelPlural.toLowerCase()}.`;
}
