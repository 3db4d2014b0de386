/**
 * The signed-in user as the shell uses it: the server's current-user record normalised into the
 * AccessUser shape every access rule reads (spec section 3: clientIds may be empty or live under
 * userData.clientIds; permissions fall back to the role's table when the server omits them).
 */
import { ROLES, permissionsOf, type AccessUser, type Role } from '../resources/roles';

export interface SessionUser extends AccessUser {
  email: string;
  name: string;
}

// Checked by hand, not with zod: this runs on every start, and zod stays off the start-up path.
type Raw = Record<string, unknown>;

function fail(what: string): never {
  throw new TypeError(`The current user is not a user record: ${what}`);
}

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function number(v: unknown, what: string): number {
  const n = Number(v);
  return Number.isNaN(n) ? fail(what) : n;
}

/** A list of ids; anything that is not one counts as none (the server may send junk here). */
function idList(v: unknown): number[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return [];
  const ids = v.map(Number);
  return ids.some(Number.isNaN) ? [] : ids;
}

function parseUser(v: unknown) {
  if (!isRecord(v)) fail('not an object');
  if (typeof v.email !== 'string') fail('email');
  if (v.name != null && typeof v.name !== 'string') fail('name');
  if (!(ROLES as readonly unknown[]).includes(v.role)) fail('role');
  const userData = v.userData;
  if (userData != null && !isRecord(userData)) fail('userData');
  const features = v.features;
  if (
    features != null &&
    (!isRecord(features) || Object.values(features).some((f) => !['string', 'number', 'boolean'].includes(typeof f)))
  )
    fail('features');
  const permissions = v.permissions;
  if (permissions != null && (!Array.isArray(permissions) || permissions.some((p) => typeof p !== 'string')))
    fail('permissions');
  return {
    id: number(v.id, 'id'),
    email: v.email as string,
    name: v.name as string | null | undefined,
    role: v.role as Role,
    clientId: v.clientId == null ? null : number(v.clientId, 'clientId'),
    clientIds: idList(v.clientIds),
    userData: userData == null ? null : { clientIds: idList(userData.clientIds) },
    features: features as Record<string, string | number | boolean> | null | undefined,
    permissions: permissions as string[] | null | undefined,
  };
}

/** Accepts the user itself or a `{ data: user }` envelope; throws when the shape is not a user. */
export function toSessionUser(body: unknown): SessionUser {
  const candidate =
    typeof body === 'object' && body !== null && 'data' in body && typeof (body as { data: unknown }).data === 'object'
      ? (body as { data: unknown }).data
      : body;
  const raw = parseUser(candidate);
  const clientIds = raw.clientIds?.length ? raw.clientIds : (raw.userData?.clientIds ?? []);
  const features: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.features ?? {})) features[key] = String(value);
  return {
    id: raw.id,
    email: raw.email,
    name: raw.name ?? '',
    role: raw.role,
    clientId: raw.clientId ?? null,
    clientIds,
    features,
    permissions: raw.permissions ?? permissionsOf(raw.role),
  };
}
