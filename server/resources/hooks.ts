/**
/**
 * Write hooks of the core resources (users, notification settings) and the helpers the generic
 * routes use on any resource's hooks. Each domain declares the hooks of its own resources
 * (server/domains.ts collects them); the types are in server/domain/hook-types.ts. Users:
 * credentials, unique e-mails, the one account-management rule (`userManagementProblem`,
 * src/resources/users.ts) on every write, and self-service (docs/account.md): any signed-in user
 * may patch the name, phone and e-mail of their own record. A password set here, a disable or a
 * delete ends the account's sessions (its token version moves on, server/auth/tokens.ts).
 */
import { sql } from 'drizzle-orm';
import type { AccessUser, ManagedAccount, UserManagementAction } from '../../src/resources/index';
import { SELF_SERVICE_FIELDS, accountOf, userManagementProblem } from '../../src/resources/index';
import { newPasswordProblems } from '../../src/lib/password-rules';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/tokens';
import { table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import type { ResourceHookTable } from '../domain/domain';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { clientExists } from './integrity';
import { INT4_MAX } from './values';

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields: [{ field, message }] });

/** Applies the account-management rule: a refusal is a 403 / 422 naming the field, and the transaction saves nothing. */
export function checkUserManagement(
  actor: AccessUser,
  action: UserManagementAction,
  before: ManagedAccount | null,
  after: ManagedAccount | null = null,
): void {
  const problem = userManagementProblem(actor, action, before, after);
  if (!problem) return;
  throw new ApiHttpError(403, 'FORBIDDEN_FIELD', problem.message, {
    fields: [{ field: problem.field, message: problem.message }],
  });
}

const userHooks: ResourceHooks = {
  extraFields: ['password'],
  allowNoClient: true,
  selfPatchFields: SELF_SERVICE_FIELDS,
  async beforeWrite({ tx, user, def, current, extras }, next) {
    const email = String(next.data.email ?? '')
      .trim()
      .toLowerCase();
    next.data.email = email;
    const before = current ? accountOf(current.id, current.clientId, current) : null;
    checkUserManagement(user, 'write', before, accountOf(current?.id, next.clientId, next.data));
    // A password in a write body is a manager's (a new user's first one, or another's): never one's own.
    if (extras.password !== undefined && before) checkUserManagement(user, 'password', before);
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
    // The flag mirrors the credentials table, which only an enrolment may change.
    next.data.twofaEnabled = current?.twofaEnabled ?? false;
  },
  async afterWrite({ tx, current, extras }, record) {
    // A disable ends the account's sessions at once (a later enable does not bring them back).
    if (current && current.status !== 'disabled' && record.status === 'disabled') await endSessions(tx, record.id);
    if (typeof extras.password !== 'string') return;
    const hash = await hashPassword(extras.password);
    await tx.query(sql`insert into credentials (user_id, password_hash) values (${record.id}, ${hash})
      on conflict (user_id) do update set password_hash = excluded.password_hash`);
    if (current) await endSessions(tx, record.id);
  },
  async afterDelete({ tx, user, current }) {
    if (!current) return;
    // In the delete's transaction: a refusal here rolls the delete back.
    checkUserManagement(user, 'delete', accountOf(current.id, current.clientId, current));
    await tx.query(sql`delete from credentials where user_id = ${current.id}`);
    await endSessions(tx, current.id);
  },
};

/** The generic resource domain's own hooks (server/resources/domain.ts registers them). */
export const RESOURCE_HOOKS: ResourceHookTable = {
  users: userHooks,
};

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
