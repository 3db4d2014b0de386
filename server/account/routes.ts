/**
 * My Account (docs/account.md): `GET /current-user/account` is the signed-in user's own record
 * (whatever their rule on `users`) with the names of the clients they act for;
 * `POST /current-user/password` changes their password, online only, after checking the current
 * one. Name, phone and e-mail edits are not here: they go through the generic users PATCH and
 * its self-service rule (server/resources/hooks.ts), i.e. through the outbox like any edit.
 * `POST /users/:id/password` lets a user manager set another user's password (a new user's first
 * one, or a forgotten one): online only, so a password never waits in a device's outbox, and
 * under the one account-management rule (src/resources/users.ts). Either change ends the
 * account's other sessions (its token version moves on); one's own change re-issues this one.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { newPasswordProblems } from '../../src/lib/password-rules';
import { accountOf, clients, users } from '../../src/resources/index';
import { hashPassword, verifyPassword } from '../auth/password';
import { setSessionCookies } from '../auth/session';
import { endSessions, signToken, verifyToken } from '../auth/tokens';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import { readJsonObject } from '../http/body';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, notFound } from '../http/errors';
import { authorize, recordId } from '../resources/routes';
import { checkUserManagement } from '../resources/hooks';
import { getRecord } from '../resources/store';
import { isPasswordChangeLimited, recordPasswordChange } from './limit';

const passwordBody = z.object({ currentPassword: z.string(), newPassword: z.string() });
const setPasswordBody = z.object({ password: z.string().max(200) });

const fieldError = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(400, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

export function accountRoutes(services: Services): Hono<AppEnv> {
  const { db, config } = services;
  const app = new Hono<AppEnv>();

  app.get('/current-user/account', async (c) => {
    const user = requireUser(c);
    const record = await getRecord(db, users, { clientIds: null, owner: null }, user.id);
    if (!record) throw notFound(users.label);
    const ids = user.clientIds.length > 0 ? user.clientIds : user.clientId === null ? [] : [user.clientId];
    const rows =
      ids.length === 0
        ? []
        : await db.query<{ id: unknown; name: unknown }>(
            sql`select id, data->>'name' as name from ${table(clients)} where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by data->>'name'`,
          );
    return c.json({
      data: { user: record, clients: rows.map((r) => ({ id: toNumber(r.id), name: String(r.name ?? '') })) },
    });
  });

  app.post('/current-user/password', async (c) => {
    const user = requireUser(c);
    const parsed = passwordBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw fieldError('currentPassword', 'Enter your current password and a new one.');
    if (await isPasswordChangeLimited(db, config, user.id)) {
      throw new ApiHttpError(
        429,
        'RATE_LIMITED',
        'Too many wrong current passwords. Please wait 15 minutes and try again.',
      );
    }
    const rows = await db.query<{ password_hash: string }>(
      sql`select password_hash from credentials where user_id = ${user.id}`,
    );
    const stored = rows[0]?.password_hash;
    if (!stored || !(await verifyPassword(parsed.data.currentPassword, stored))) {
      await recordPasswordChange(db, user.id, false);
      throw fieldError('currentPassword', 'Your current password is not correct.');
    }
    const problems = newPasswordProblems(parsed.data.newPassword, user.email);
    if (problems.length > 0) throw fieldError('newPassword', problems.join(' '));
    const hash = await hashPassword(parsed.data.newPassword);
    const version = await db.transaction(async (tx) => {
      await tx.query(sql`update credentials set password_hash = ${hash} where user_id = ${user.id}`);
      return endSessions(tx, user.id);
    });
    await recordPasswordChange(db, user.id, true);
    // Every session of the account ended with the old version; this one goes on with a new token.
    const secret = await services.secret();
    const token = await signToken(secret, user.id, version);
    const payload = await verifyToken(secret, token);
    if (payload) setSessionCookies(c, config.trustProxy, token, payload);
    return c.json({ data: { changed: true, access_token: token } });
  });

  app.post('/users/:id/password', async (c) => {
    const { user, scope } = await authorize(c, users, 'update', db);
    const id = recordId(c, users.label);
    const record = await getRecord(db, users, scope, id);
    if (!record) throw notFound(users.label);
    checkUserManagement(user, 'password', accountOf(record.id, record.clientId, record));
    const parsed = setPasswordBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw fieldError('password', 'Enter the new password.');
    const problems = newPasswordProblems(parsed.data.password, String(record.email ?? ''));
    if (problems.length > 0) throw fieldError('password', problems.join(' '));
    const hash = await hashPassword(parsed.data.password);
    await db.transaction(async (tx) => {
      await tx.query(sql`insert into credentials (user_id, password_hash) values (${id}, ${hash})
        on conflict (user_id) do update set password_hash = excluded.password_hash`);
      await endSessions(tx, id);
    });
    return c.json({ data: { set: true } });
  });

  return app;
}
