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
 * How a rule was written: the rule of this module it is (`name` alone) or the call that made it
 * (`name` with its `args`). The boot registry is generated from the declarations with it
 * (boot-registry.build.ts writes each rule out again as code); a rule written as a bare function
 * has none, and the generator refuses it.
 */
export interface RuleForm {
  name: string;
  args?: readonly (Rule | string | number)[];
}
const FORMS = new WeakMap<object, RuleForm>();
function formed(rule: Rule, name: string, args?: readonly (Rule | string | number)[]): Rule {
  FORMS.set(rule, args ? { name, args } : { name });
  return rule;
}
/** How the rule (or any function) was written, when one of this module's rules made it. */
export function formOf(rule: object): RuleForm | undefined {
  return FORMS.get(rule);
}

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

export const always: Rule = formed(() => true, 'always');
export const never: Rule = formed(() => false, 'never');

/** The parts of each `all`, so a refusal can name the part that said no (its own reason). */
const PARTS = new WeakMap<Rule, readonly Rule[]>();
export const all = (...rules: Rule[]): Rule => {
  const rule = formed(
    composed((u, c, r) => rules.every((x) => x(u, c, r)), rules),
    'all',
    rules,
  );
  PARTS.set(rule, rules);
  return rule;
};
export const any = (...rules: Rule[]): Rule =>
  formed(
    composed((u, c, r) => rules.some((x) => x(u, c, r)), rules),
    'any',
    rules,
  );
/** Not for record rules: with no record they answer yes, so their negation would answer no. */
export const not = (rule: Rule): Rule =>
  formed(
    composed((u, c, r) => !rule(u, c, r), [rule]),
    'not',
    [rule],
  );

/** A refusal's sentence: fixed, or read from the record it refuses ('The offer closed at 09:00.'). */
export type Reason = string | ((record: AccessRecord | undefined) => string);
const REASONS = new WeakMap<Rule, Reason>();
/** The rule, carrying the sentence shown when it refuses. */
export function because(reason: Reason, rule: Rule): Rule {
  const wrapped: Rule = composed((u, c, r) => rule(u, c, r), [rule]);
  REASONS.set(wrapped, reason);
  // a sentence read from the record is code, which no form can write out again
  return typeof reason === 'string' ? formed(wrapped, 'because', [reason, rule]) : wrapped;
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
export const own = (field: string): Rule =>
  formed((u, _c, record) => record === undefined || record[field] === u.id, 'own', [field]);
/** The record is the user's own account. */
export const self: Rule = formed((u, _c, record) => record === undefined || record.id === u.id, 'self');
/** The record's field holds one of these values (a delivery not yet loaded: `inState('status', 'pending', 'routed')`). */
export const inState = (field: string, ...values: string[]): Rule =>
  formed((_u, _c, record) => record === undefined || values.includes(String(record[field])), 'inState', [
    field,
    ...values,
  ]);

export const role = (...roles: Role[]): Rule => formed((u) => roles.includes(u.role), 'role', roles);
export const admin: Rule = formed((u) => isAdmin(u), 'admin');
export const adminType: Rule = formed((u) => isAdminType(u), 'adminType');
export const developer: Rule = formed((u) => isDeveloper(u), 'developer');
/** a permission of the role table; admin holds '*' */
export const perm = (permission: string): Rule => formed((u) => hasPermission(u, permission), 'perm', [permission]);
/** a per-user feature flag, optionally with a value (the '*' / exact / comma rule of spec 6) */
export const feature = (name: string, value = '*'): Rule =>
  formed((u) => hasFeature(u, name, value), 'feature', value === '*' ? [name] : [name, value]);

/** an admin-type user, or anyone holding the permission */
export const staffOr = (permission: string): Rule => formed(any(adminType, perm(permission)), 'staffOr', [permission]);
/** dashboard viewers: admin-type roles and holders of 'dashboard' */
export const dashboard: Rule = formed(any(adminType, perm('dashboard'), perm('all-dashboard')), 'dashboard');

/** the effective client is one of these ids */
export const clientIdIn = (...ids: number[]): Rule =>
  formed(
    contextual((_u, c) => ids.includes(c.clientId)),
    'clientIdIn',
    ids,
  );
export const errorReportClient: Rule = formed(clientIdIn(...ERROR_REPORT_CLIENT_IDS), 'errorReportClient');

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
export const clientConfig = (flag: ConfigFlag): Rule =>
  formed(
    contextual((_u, c) => flagOn(c.client?.configuration, flag)),
    'clientConfig',
    [flag],
  );

/** packer tools: on when there is no client, the client id is -1, or the flag is on (spec 6) */
export const packerConfig = (flag: ConfigFlag): Rule =>
  formed(
    contextual((_u, c) => c.client === null || c.clientId === -1 || flagOn(c.client.configuration, flag)),
    'packerConfig',
    [flag],
  );

/** packer strategy counts as present when not null */
export const packerStrategy: Rule = formed(
  contextual((_u, c) => c.client?.configuration?.packerStrategy != null),
  'packerStrategy',
);

/** some client the user can see has this integration service */
export const integration = (service: string): Rule =>
  formed(
    contextual((_u, c) => c.clients.some((client) => (client.integrationList ?? []).includes(service))),
    'integration',
    [service],
  );

/** some visible client has the configuration flag on */
export const anyClientFlag = (flag: ConfigFlag): Rule =>
  formed(
    contextual((_u, c) => c.clients.some((client) => flagOn(client.configuration, flag))),
    'anyClientFlag',
    [flag],
  );

/** The postal-integration gate, typed once: the AusPost records' screens and API (auspost.ts), and the AusPost Report. */
export const AUSPOST_SERVICE: Rule = formed(integration('postal-integration'), 'AUSPOST_SERVICE');

/** links into the beta or next app need the beta navigation on */
export const betaOn: Rule = formed(
  contextual((_u, c) => c.betaEnabled),
  'betaOn',
);

/** Common rules of resource declarations, named for what they let through. */
// ---- rules several screens share (the screen catalogue and declarations name them here)

/** FinancialReporting sub-keys: 'all' grants every one of them. */
export const financialReporting = (key: string): Rule =>
  formed(any(feature('FinancialReporting', 'all'), feature('FinancialReporting', key)), 'financialReporting', [key]);
/** drivers use the mobile app: no console pages (spec 6 gives them no permission) */
export const consoleUser: Rule = formed(not(role('driver')), 'consoleUser');
export const packer: Rule = formed(any(admin, perm('packer')), 'packer');
export const purchaseOrders: Rule = formed(any(admin, perm('purchase-orders')), 'purchaseOrders');
export const inventoryV2: Rule = formed(feature('InventoryV2'), 'inventoryV2');
export const inventoryAdjustments: Rule = formed(feature('InventoryAdjustment'), 'inventoryAdjustments');
export const dotwms: Rule = formed(all(adminType, any(anyClientFlag('dotwms'), integration('dotwms'))), 'dotwms');
export const retailStores: Rule = formed(any(adminType, feature('RDSStores'), clientIdIn(888)), 'retailStores');
/** Courier Routing (LCR v2) */
export const lcrV2: Rule = formed(all(adminType, feature('LCRv2')), 'lcrV2');
/** Courier Routing's rate tables are changed by admins holding LCRv2 (the read-mostly roles only read them). */
export const lcrV2Write: Rule = formed(all(admin, feature('LCRv2')), 'lcrV2Write');
/** The special check of client 341 (spec 6): the recipe-based order tools are that client's alone. */
export const recipesClient: Rule = formed(
  any(admin, all(perm('client-tools'), clientIdIn(SPECIAL_CHECK_CLIENT_ID))),
  'recipesClient',
);

export const ADMIN_ONLY: Rule = admin;
export const ANY_USER: Rule = always;
export const ADMIN_TYPE: Rule = adminType;
/** anyone who may look at delivery operations (drivers use the mobile app, contractors their runs) */
export const OPERATIONS_READ: Rule = formed(
  role('admin', 'admin-dashboard-only', 'dashboard-only', 'user', 'client-admin', 'client-user'),
  'OPERATIONS_READ',
);

/** A rule that holds when the user may perform the action on the resource (screens that show a resource's data). */
export const mayDo = (resource: Pick<ResourceDef, 'access'>, action: Action): Rule =>
  composed((u, c) => can(u, resource, action, c), resource.access[action] ? [resource.access[action]] : []);

/**
 * May this user perform the action on the resource (on this record, when given)? Without a
 * context, client-dependent rules see no client; without a record, record rules answer yes.
 */
export function can(
  user: AccessUser,
  resource: Pick<ResourceDef, 'access'>,
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
