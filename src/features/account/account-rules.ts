/**
 * My Account's decisions, kept out of the components so they can be tested: who may edit which
 * fields (mirrors the server's self-service rule on users, docs/account.md), what a save sends,
 * and the password form's checks (the same words as the server's).
 */
import {
  CLIENT_ADMIN_USER_FIELDS,
  SELF_SERVICE_FIELDS,
  accountOf,
  assignableRoles,
  can,
  isAdmin,
  mayManageUser,
  userManagementProblem,
  type AccessUser,
  type ResourceDef,
} from '../../resources';
import { idsOf, type Draft, type EditNarrowing } from '../../ui/resource-pages/field-values';
import { newPasswordProblems } from '../../lib/password-rules';

/** The fields of one's own users record that self-service may change (src/resources/users.ts). */
export const SELF_FIELDS = SELF_SERVICE_FIELDS;
export type SelfField = (typeof SELF_FIELDS)[number];
export type ProfileForm = Record<SelfField, string>;

export interface AccountRecord {
  id: number;
  version: number;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  clientIds: number[];
  twofaEnabled: boolean;
}

export interface EditState {
  allowed: boolean;
  /** why the Edit button is off, in plain words */
  reason: string | null;
}

/**
 * Whether the profile may be edited now. The owner always may (self-service); a user manager may
 * through their rule. Offline the edit would only wait when the users resource is queued offline;
 * it is declared `offline: 'none'` today, so the page asks for a connection instead.
 */
export function profileEditState(
  user: AccessUser & { id: number },
  record: Pick<AccountRecord, 'id'>,
  users: ResourceDef,
  online: boolean,
): EditState {
  const mayPatch = record.id === user.id || can(user, users, 'patch');
  if (!mayPatch) return { allowed: false, reason: 'You may not change this account.' };
  if (!online && users.offline === 'none')
    return { allowed: false, reason: 'You are offline. Changes to your details need a connection.' };
  return { allowed: true, reason: null };
}

export function formOf(record: AccountRecord): ProfileForm {
  return { name: record.name, email: record.email, phone: record.phone ?? '' };
}

/** Only the fields that changed, trimmed; an empty phone is cleared (null). */
export function profileChanges(record: AccountRecord, form: ProfileForm): Partial<Record<SelfField, string | null>> {
  const out: Partial<Record<SelfField, string | null>> = {};
  const name = form.name.trim();
  const email = form.email.trim().toLowerCase();
  const phone = form.phone.trim() === '' ? null : form.phone.trim();
  if (name !== record.name) out.name = name;
  if (email !== record.email.toLowerCase()) out.email = email;
  if (phone !== (record.phone ?? null)) out.phone = phone;
  return out;
}

export type FieldErrors = Partial<Record<string, string>>;

export function profileProblems(form: ProfileForm): FieldErrors {
  const errors: FieldErrors = {};
  if (form.name.trim() === '') errors.name = 'Enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    errors.email = 'Enter an e-mail address such as name@example.com.';
  if (form.phone.trim().length > 40) errors.phone = 'Use at most 40 characters.';
  return errors;
}

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function passwordProblems(form: PasswordForm, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (form.currentPassword === '') errors.currentPassword = 'Enter your current password.';
  const weak = newPasswordProblems(form.newPassword, email);
  if (weak.length > 0) errors.newPassword = weak.join(' ');
  else if (form.newPassword === form.currentPassword)
    errors.newPassword = 'Choose a password different from the current one.';
  if (form.repeat !== form.newPassword) errors.repeat = 'The two new passwords are not the same.';
  return errors;
}

export interface SetPasswordForm {
  password: string;
  repeat: string;
}

/** The checks of a user manager's 'Set password' form for another user (`email` is theirs). */
export function setPasswordProblems(form: SetPasswordForm, email: string): FieldErrors {
  const errors: FieldErrors = {};
  const weak = newPasswordProblems(form.password, email);
  if (weak.length > 0)
    errors.password = weak
      .join(' ')
      .replace('your e-mail address as your password', 'their e-mail address as the password');
  if (form.repeat !== form.password) errors.repeat = 'The two passwords are not the same.';
  return errors;
}

/** Field errors of an API error body (`errors[]` entries with `field`, message `field: words`). */
export function apiFieldErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const entries = (body as { errors?: { field?: string; displayMessage?: string }[] } | undefined)?.errors ?? [];
  for (const e of entries) if (e.field) errors[e.field] = messageOf(e.field, e.displayMessage ?? '');
  return errors;
}

/** A refused outbox send keeps only the first message (`email: Another user ...`): back to a field error. */
export function fieldErrorOf(message: string | null): FieldErrors {
  const match = /^(\w+): (.+)$/.exec(message ?? '');
  if (match?.[1] && (SELF_FIELDS as readonly string[]).includes(match[1])) return { [match[1]]: match[2] };
  return {};
}

const messageOf = (field: string, text: string): string =>
  text.startsWith(`${field}: `) ? text.slice(field.length + 2) : text;

export function twofaSummary(enabled: boolean): { label: string; help: string } {
  return enabled
    ? {
        label: 'On',
        help: 'You enter a code from your authenticator app when you log in. To turn it off or move it to a new phone, ask your administrator.',
      }
    : {
        label: 'Off',
        help: 'Your log-in needs only your password. To turn on two-factor log-in, ask your administrator.',
      };
}

/**
 * What a user manager may edit of a user's record on the Users pages, from the one rule
 * (src/resources/users.ts): their own record only its self-service fields; an account they may
 * not manage nothing (null: no Edit, no Set password); else the fields and roles they may give.
 */
export function userEditNarrowing(
  actor: AccessUser,
  record: Record<string, unknown> & { id: number; clientId?: unknown },
): EditNarrowing | null {
  if (record.id === actor.id) return { fields: SELF_SERVICE_FIELDS };
  const clientId = typeof record.clientId === 'number' ? record.clientId : null;
  if (!mayManageUser(actor, accountOf(record.id, clientId, record))) return null;
  return userCreateNarrowing(actor);
}

/**
 * What a user manager may give a new account, from the same rule: admins everything; anyone else
 * (client-admins) the fields of another user's record they may edit, and only the roles they may
 * give. Its clients picker lists the manager's own clients (the clients list is client-scoped).
 */
export function userCreateNarrowing(actor: AccessUser): EditNarrowing {
  if (isAdmin(actor)) return {};
  return { fields: CLIENT_ADMIN_USER_FIELDS, options: { role: assignableRoles(actor) } };
}

/**
 * The create form's question to the one rule before anything is queued: the typed role and
 * clients of the new account, as the server will read them (no features; the contractor typed or
 * none). A refusal is a field error on the field it names.
 */
export function userCreateProblems(actor: AccessUser, draft: Draft): Record<string, string> {
  const clientIds = idsOf(draft.clientIds ?? '');
  const contractor = Number(draft.contractorId);
  const account = accountOf(undefined, clientIds[0] ?? null, {
    role: draft.role ?? '',
    clientIds,
    features: {},
    status: draft.status,
    contractorId: draft.contractorId && Number.isSafeInteger(contractor) ? contractor : null,
  });
  const problem = userManagementProblem(actor, 'write', null, account);
  return problem ? { [problem.field]: problem.message } : {};
}
