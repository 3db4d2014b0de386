/**
 * The signed-in user as the shell uses it: the server's current-user record normalised into the
 * AccessUser shape every access rule reads (spec section 3: clientIds may be empty or live under
 * userData.clientIds; permissions fall back to the role's table when the server omits them).
 */
import { z } from 'zod';
import { ROLES, permissionsOf, type AccessUser } from '../../resources/roles';

export interface SessionUser extends AccessUser {
  email: string;
  name: string;
}

const idList = z.array(z.coerce.number()).catch([]);

const rawUser = z
  .object({
    id: z.coerce.number(),
    email: z.string(),
    name: z.string().nullish(),
    role: z.enum(ROLES),
    clientId: z.coerce.number().nullish(),
    clientIds: idList.optional(),
    userData: z.object({ clientIds: idList.optional() }).passthrough().nullish(),
    features: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
    permissions: z.array(z.string()).nullish(),
  })
  .passthrough();

/** Accepts the user itself or a `{ data: user }` envelope; throws when the shape is not a user. */
export function toSessionUser(body: unknown): SessionUser {
  const candidate =
    typeof body === 'object' && body !== null && 'data' in body && typeof (body as { data: unknown }).data === 'object'
      ? (body as { data: unknown }).data
      : body;
  const raw = rawUser.parse(candidate);
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
