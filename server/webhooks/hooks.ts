/**
 * The webhooks' write hooks: the endpoint rule on every write (a 422 on `url`), and the secret
 * kept write-only. On create the secret (at least WEBHOOK_SECRET_MIN characters) goes to
 * `webhook_secrets` and the record keeps `•••• ` and its last four characters, so no read path
 * (list, get, export, change feed, the device's copy) can return it; afterwards it cannot change
 * through a write (register the endpoint again for a new one). The server-kept attempt fields
 * stay as they are.
 */
import { sql } from 'drizzle-orm';
import { WEBHOOK_SECRET_MIN, isMaskedSecret, maskedSecret, webhookUrlProblem } from '../../src/resources/webhooks';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { endpointPolicy } from './policy';

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields: [{ field, message }] });

/** the plain secret of a create in progress, from beforeWrite to afterWrite (same write, same context) */
const PLAIN = Symbol('webhook secret');
type WithPlain = Record<string | symbol, unknown>;

export const webhookHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite(ctx, next) {
    const url = typeof next.data.url === 'string' ? next.data.url.trim() : '';
    const problem = webhookUrlProblem(url, endpointPolicy());
    if (problem) throw invalid('url', problem);
    next.data.url = url;
    next.data.lastAttemptAt = ctx.current?.lastAttemptAt ?? null;
    next.data.failedAttempts = ctx.current?.failedAttempts ?? 0;
    if (ctx.current) {
      next.data.secret = ctx.current.secret;
      return;
    }
    const secret = next.data.secret;
    if (typeof secret !== 'string' || isMaskedSecret(secret) || secret.trim().length < WEBHOOK_SECRET_MIN)
      throw invalid('secret', `Enter a signing secret of at least ${WEBHOOK_SECRET_MIN} characters.`);
    (ctx.extras as WithPlain)[PLAIN] = secret.trim();
    next.data.secret = maskedSecret(secret.trim());
  },
  async afterWrite(ctx, record) {
    const plain = (ctx.extras as WithPlain)[PLAIN];
    if (typeof plain !== 'string') return;
    await ctx.tx.query(sql`insert into webhook_secrets (webhook_id, secret) values (${record.id}, ${plain})
      on conflict (webhook_id) do update set secret = excluded.secret`);
  },
  async afterDelete(ctx) {
    if (!ctx.current) return;
    await ctx.tx.query(sql`delete from webhook_secrets where webhook_id = ${ctx.current.id}`);
    await ctx.tx.query(
      sql`update webhook_deliveries set status = 'cancelled' where webhook_id = ${ctx.current.id} and status = 'pending'`,
    );
  },
};
