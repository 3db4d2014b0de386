/**
 * Server-side rules a resource needs beyond its declaration. The generic routes call these
 * inside the write's transaction. Route plans and drop moves have theirs in server/routing/. Users: credentials, unique e-mails, no
 * privilege escalation by non-admin user managers, and self-service (docs/account.md): any
 * signed-in user may patch the name, phone and e-mail of their own record.
 */
import { sql } from 'drizzle-orm';
import type { ResourceDef, Role } from '../../src/resources/index';
import { clientScope, isAdmin } from '../../src/resources/index';
import { newPasswordProblems } from '../../src/lib/password-rules';
import { hashPassword } from '../auth/password';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { clientExists } from './integrity';
import { INT4_MAX } from './values';
import { LINE_HAUL_HOOKS } from '../line-haul/hooks';
import { scanHooks } from '../operations/scan-effects';
import { vanAvailabilityHooks } from '../operations/van-availability-hooks';
import { routePlanHooks } from '../routing/apply-plan';
import { dropMoveHooks } from '../routing/drop-moves';
import { preDeliveryHooks, promotionHooks } from '../operations/pre-deliveries';

export interface HookContext {
  tx: Executor;
  user: AuthUser;
  def: ResourceDef;
  /** the record before the write; null on create */
  current: StoredRecord | null;
  /** body members that are not record fields (e.g. a new password) */
  extras: Record<string, unknown>;
  /** true when the write is allowed only by the self-service rule (see `selfPatchFields`) */
  self?: boolean;
}

export interface ResourceHooks {
  /** body members taken out before schema validation and handed to the hooks as extras */
  extraFields: readonly string[];
  /** records may belong to no client (clientId null) when written by a user who sees all clients */
  allowNoClient?: boolean;
  /** fields any signed-in user may patch on their own record (record id = user id), whatever their 'patch' rule */
  selfPatchFields?: readonly string[];
  beforeWrite?(ctx: HookContext, next: { clientId: number | null; data: Record<string, unknown> }): Promise<void>;
  afterWrite?(ctx: HookContext, record: StoredRecord): Promise<void>;
  afterDelete?(ctx: HookContext): Promise<void>;
}

/** Roles a non-admin user manager may hand out. */
const DELEGABLE_ROLES: readonly Role[] = ['client-admin', 'client-user'];

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields: [{ field, message }] });

const userHooks: ResourceHooks = {
  extraFields: ['password'],
  allowNoClient: true,
  selfPatchFields: ['name', 'phone', 'email'],
  async beforeWrite({ tx, user, def, current, extras, self }, next) {
    const email = String(next.data.email ?? '')
      .trim()
      .toLowerCase();
    next.data.email = email;
    const taken = await tx.query(
      sql`select id from ${table(def)} where lower(data->>'email') = ${email} and id <> ${current?.id ?? 0} limit 1`,
    );
    if (taken.length > 0) throw invalid('email', 'Another user already has this e-mail.');
    if (extras.password !== undefined) {
      const problems =
        typeof extras.password === 'string'
          ? newPasswordProblems(extras.password, email)
          : ['Enter the password as text.'];
      if (problems.length > 0) throw invalid('password', problems.join(' '));
    }
    const clientIds = Array.isArray(next.data.clientIds) ? (next.data.clientIds as number[]) : [];
    // clientIds become the user's client scope in every later query: each must be a real client.
    for (const id of clientIds) {
      if (!Number.isInteger(id) || id < 1 || id > INT4_MAX || !(await clientExists(tx, id)))
        throw invalid('clientIds', `There is no client ${id}.`);
    }
    // A self-service body holds only selfPatchFields (checked by the route), so role, clients and features stay.
    if (!isAdmin(user) && !self) {
      const scope = clientScope(user) ?? [];
      const sameFeatures = JSON.stringify(next.data.features ?? {}) === JSON.stringify(current?.features ?? {});
      if (
        !DELEGABLE_ROLES.includes(next.data.role as Role) ||
        !sameFeatures ||
        clientIds.some((id) => !scope.includes(id))
      )
        throw forbidden();
    }
    // The flag mirrors the credentials table, which only an enrolment may change.
    next.data.twofaEnabled = current?.twofaEnabled ?? false;
  },
  async afterWrite({ tx, extras }, record) {
    if (typeof extras.password !== 'string') return;
    const hash = await hashPassword(extras.password);
    await tx.query(sql`insert into credentials (user_id, password_hash) values (${record.id}, ${hash})
      on conflict (user_id) do update set password_hash = excluded.password_hash`);
  },
  async afterDelete({ tx, current }) {
    if (current) await tx.query(sql`delete from credentials where user_id = ${current.id}`);
  },
};

const HOOKS: Record<string, ResourceHooks> = {
  users: userHooks,
  scans: scanHooks,
  vanAvailability: vanAvailabilityHooks,
  routePlans: routePlanHooks,
  drops: dropMoveHooks,
  preDeliveries: preDeliveryHooks,
  preDeliveryPromotions: promotionHooks,
  ...LINE_HAUL_HOOKS,
};
const NONE: ResourceHooks = { extraFields: [] };

export function hooksFor(def: ResourceDef): ResourceHooks {
  return HOOKS[def.name] ?? NONE;
}

/**
 * Whether a patch is a self-service one: the caller's own record, only the hook's self fields, no
 * client or history move. Anything else goes through the resource's 'patch' rule as before.
 */
export function isSelfPatch(hooks: ResourceHooks, user: AuthUser, id: number, body: Record<string, unknown>): boolean {
  const allowed = hooks.selfPatchFields;
  if (!allowed || id !== user.id) return false;
  return Object.keys(body).every((key) => key === 'version' || key === 'id' || allowed.includes(key));
}

/** Splits the hook's extra members off a body's fields. */
export function takeExtras(hooks: ResourceHooks, fields: Record<string, unknown>): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  for (const name of hooks.extraFields) {
    if (name in fields) {
      extras[name] = fields[name];
      delete fields[name];
    }
  }
  return extras;
}
