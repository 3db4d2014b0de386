/**
 * Webhook events and their delivery (issue 37; docs/admin-dev.md). Two recurring jobs
 * (server/recurring-jobs.ts) do the work, each run once per schedule across all API processes:
 *
 * - `collectEvents` reads the history the server keeps of every status move (record_history,
 *   written in the move's own transaction whatever its source: console, import, scan, offline
 *   replay) after a cursor kept in server_settings, and queues one delivery per matching active
 *   webhook: `delivery.status_changed` to the delivery's client's webhooks, `run.completed` (a run
 *   moved to finished) to the webhooks of each client with a delivery on the run.
 * - `deliverDue` posts the due deliveries, signed (./signing.ts), and records every attempt in
 *   `webhook_attempts`. A 2xx delivers; anything else (a refusal, a redirect, a timeout, an
 *   endpoint that resolves into a private network) is retried after BACKOFF_SECONDS, and given up
 *   as failed after the last. The webhook record carries its last attempt and its failures in a row.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { deliveries, runs } from '../../src/resources/index';
import type { EndpointPolicy, WebhookEvent } from '../../src/resources/webhooks';
import { isInternalAddress, webhooks, webhookUrlProblem } from '../../src/resources/webhooks';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { fieldExpr, table } from '../db/resource-tables';
import { signedHeaders } from './signing';

/** waits after the 1st, 2nd ... failed attempt; after the last the delivery is given up */
export const BACKOFF_SECONDS = [60, 300, 1800, 7200, 43_200] as const;
export const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;
const CURSOR_KEY = 'webhooks:history-cursor';
const BATCH = 500;
const POST_TIMEOUT_MS = 10_000;
const ERROR_MAX = 500;

/** Queues the events of the status moves recorded since the last run; answers how many deliveries were queued. */
export async function collectEvents(tx: Executor): Promise<number> {
  const [cursorRow] = await tx.query<{ value: string }>(
    sql`select value from server_settings where key = ${CURSOR_KEY}`,
  );
  // A first run starts at the newest entry: events before webhooks existed are not replayed.
  const cursor =
    cursorRow === undefined
      ? toNumber((await tx.query<{ id: unknown }>(sql`select coalesce(max(id), 0) as id from record_history`))[0]?.id)
      : Number(cursorRow.value);
  const moves = await tx.query<{
    id: unknown;
    resource: string;
    record_id: unknown;
    from_value: unknown;
    to_value: unknown;
    made_at: unknown;
  }>(sql`select id, resource, record_id, from_value, to_value, made_at from record_history
    where id > ${cursor} and field = 'status' and resource in ('deliveries', 'runs') order by id limit ${BATCH}`);
  let queued = 0;
  let last = cursor;
  for (const m of moves) {
    last = toNumber(m.id);
    const recordId = toNumber(m.record_id);
    const at = new Date(String(m.made_at)).toISOString();
    if (m.resource === 'deliveries') {
      const [d] = await tx.query<{ client_id: unknown; reference: unknown }>(
        sql`select client_id, ${fieldExpr(deliveries, 'reference')} as reference from ${table(deliveries)} where id = ${recordId}`,
      );
      if (!d) continue;
      const payload = {
        event: 'delivery.status_changed',
        at,
        delivery: { id: recordId, reference: String(d.reference), from: m.from_value, to: m.to_value },
      };
      queued += await queue(tx, 'delivery.status_changed', sql`${webhookClient()} = ${toNumber(d.client_id)}`, payload);
    } else if (m.to_value === 'finished') {
      const [r] = await tx.query<{ code: unknown; date: unknown }>(
        sql`select ${fieldExpr(runs, 'code')} as code, ${fieldExpr(runs, 'date')} as date from ${table(runs)} where id = ${recordId}`,
      );
      if (!r) continue;
      const payload = { event: 'run.completed', at, run: { id: recordId, code: String(r.code), date: String(r.date) } };
      const onRun = sql`exists (select 1 from ${table(deliveries)} d where ${fieldExpr(deliveries, 'runId')} = ${recordId} and d.client_id = ${webhookClient()})`;
      queued += await queue(tx, 'run.completed', onRun, payload);
    }
  }
  if (last !== cursor || cursorRow === undefined)
    await tx.query(sql`insert into server_settings (key, value) values (${CURSOR_KEY}, ${String(last)})
      on conflict (key) do update set value = excluded.value`);
  return queued;
}

const webhookClient = () => sql.raw(`w.client_id`);

async function queue(
  tx: Executor,
  event: WebhookEvent,
  clientMatch: ReturnType<typeof sql>,
  payload: object,
): Promise<number> {
  const flag = event === 'delivery.status_changed' ? 'deliveryStatusChanged' : 'runCompleted';
  const rows = await tx.query(sql`insert into webhook_deliveries (webhook_id, event, payload)
    select w.id, ${event}, ${JSON.stringify(payload)}::jsonb from ${table(webhooks)} w
    where not w.historical and (w.data->>'active')::boolean and (w.data->>${flag})::boolean and ${clientMatch}
    returning id`);
  return rows.length;
}

export interface SendOptions {
  policy: EndpointPolicy;
  fetch?: typeof fetch;
  /** the addresses a host name resolves to (DNS by default) */
  resolve?: (host: string) => Promise<string[]>;
  now?: () => number;
}

const dnsResolve = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Why the endpoint may not be called now (the rule, then where its name points); null when it may. */
export async function endpointProblem(url: string, options: SendOptions): Promise<string | null> {
  const problem = webhookUrlProblem(url, options.policy);
  if (problem || options.policy.allowInternal) return problem;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await (options.resolve ?? dnsResolve)(host).catch(() => null);
  if (addresses === null || addresses.length === 0) return `The name ${host} does not resolve.`;
  return addresses.some(isInternalAddress) ? `${host} points into a private network.` : null;
}

type DueRow = {
  id: unknown;
  webhook_id: unknown;
  event: string;
  payload: unknown;
  attempts: unknown;
  url: unknown;
  secret: unknown;
};

/** Posts every due delivery once (up to `limit`); answers how many were delivered. */
export async function deliverDue(tx: Executor, options: SendOptions, limit = 50): Promise<number> {
  const now = options.now ?? Date.now;
  const due = await tx.query<DueRow>(sql`select d.id, d.webhook_id, d.event, d.payload, d.attempts,
      w.data->>'url' as url, s.secret
    from webhook_deliveries d join ${table(webhooks)} w on w.id = d.webhook_id left join webhook_secrets s on s.webhook_id = d.webhook_id
    where d.status = 'pending' and d.next_at <= ${new Date(now()).toISOString()}::timestamptz
    order by d.next_at, d.id limit ${limit} for update of d skip locked`);
  let delivered = 0;
  for (const row of due) {
    const attempt = toNumber(row.attempts) + 1;
    const started = now();
    const body = JSON.stringify(row.payload);
    let httpStatus: number | null = null;
    const url = String(row.url);
    let error =
      typeof row.secret === 'string'
        ? await endpointProblem(url, options)
        : 'The webhook has no signing secret kept: register it again.';
    if (error === null && typeof row.secret === 'string') {
      try {
        const response = await (options.fetch ?? fetch)(url, {
          method: 'POST',
          headers: signedHeaders(row.secret, body, row.event, now()),
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        httpStatus = response.status;
        await response.body?.cancel();
        if (response.status < 200 || response.status > 299) error = `The endpoint answered ${response.status}.`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    const ok = error === null;
    if (ok) delivered++;
    await tx.query(sql`insert into webhook_attempts (delivery_id, attempt, at, duration_ms, http_status, error)
      values (${toNumber(row.id)}, ${attempt}, ${new Date(started).toISOString()}, ${Math.max(0, Math.round(now() - started))}, ${httpStatus}, ${error?.slice(0, ERROR_MAX) ?? null})`);
    const wait = BACKOFF_SECONDS[attempt - 1];
    const status = ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
    const nextAt = new Date(now() + (wait ?? 0) * 1000).toISOString();
    await tx.query(sql`update webhook_deliveries set attempts = ${attempt}, status = ${status},
      next_at = ${nextAt}::timestamptz, delivered_at = ${ok ? new Date(now()).toISOString() : null}::timestamptz where id = ${toNumber(row.id)}`);
    // the record's server-kept fields: when it was last tried, and how many failures in a row
    await tx.query(sql`update ${table(webhooks)} set data = data || jsonb_build_object(
        'lastAttemptAt', ${new Date(started).toISOString()}::text,
        'failedAttempts', case when ${ok} then 0 else coalesce((data->>'failedAttempts')::int, 0) + 1 end),
        updated_at = now()
      where id = ${toNumber(row.webhook_id)}`);
  }
  return delivered;
}
