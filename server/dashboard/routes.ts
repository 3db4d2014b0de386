/**
 * `POST /api/nv/dashboard-activity` and `POST /api/nv/system-error` (spec section 7), and
 * `GET /api/nv/late-deliveries`, the Overview's Late counted on each depot's clock (late.ts).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { routeLimit } from '../auth/rate-limit';
import { toNumber } from '../db/database';
import { readJsonObject } from '../http/body';
import type { AppEnv, Services } from '../http/context';
import { clientAddress, requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { can, deliveries } from '../../src/resources/index';
import { isCalendarDate } from '../../src/resources/common';
import { countCustomerChanges } from './customer-changes';
import { countLate } from './late';

const text = (max: number) =>
  z
    .preprocess(
      (v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v)),
      z.string().nullable(),
    )
    .transform((v) => (v === null ? null : v.slice(0, max)));

const activityBody = z.object({
  page: text(2000).optional(),
  queryParams: text(4000).optional(),
  isEditing: z.boolean().optional(),
  isEditPage: z.boolean().optional(),
  resourceName: text(200).optional(),
  resourceId: text(200).optional(),
});

const systemErrorBody = z.object({
  httpMethod: text(16).optional(),
  uri: text(2000).optional(),
  /** accepted from older clients and ignored: the address stored is the caller's real one */
  ipAddress: text(100).optional(),
  request: text(20_000).optional(),
  response: text(20_000).optional(),
  stackTrace: text(50_000).optional(),
  queryString: text(4000).optional(),
});

function invalid(error: z.ZodError): ApiHttpError {
  const fields = error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
  return new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields });
}

export function dashboardRoutes(services: Services): Hono<AppEnv> {
  const { db, config } = services;
  const app = new Hono<AppEnv>();

  app.post('/nv/dashboard-activity', async (c) => {
    const user = requireUser(c);
    const parsed = activityBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw invalid(parsed.error);
    const a = parsed.data;
    await db.query(sql`insert into dashboard_activity (user_id, page, query_params, is_editing, is_edit_page, resource_name, resource_id, at)
      values (${user.id}, ${a.page ?? null}, ${a.queryParams ?? null}, ${a.isEditing ?? false}, ${a.isEditPage ?? false}, ${a.resourceName ?? null}, ${a.resourceId ?? null}, now())
      on conflict (user_id) do update set page = excluded.page, query_params = excluded.query_params, is_editing = excluded.is_editing,
        is_edit_page = excluded.is_edit_page, resource_name = excluded.resource_name, resource_id = excluded.resource_id, at = excluded.at`);
    const state = await db.query<{ value: string }>(
      sql`select value from dashboard_state where key = 'minDashboardVersion'`,
    );
    // The queue is the users active in the last 5 minutes: what an operator watching load wants to see.
    const queue = await db.query<{ n: unknown }>(
      sql`select count(*)::int as n from dashboard_activity where at > now() - interval '5 minutes'`,
    );
    const customerChanges = await countCustomerChanges(db, user);
    return c.json({
      data: {
        queueLength: toNumber(queue[0]?.n ?? 0),
        queueServers: config.queueServers,
        minDashboardVersion: config.minDashboardVersion ?? state[0]?.value ?? null,
        customerChangeRequests: customerChanges,
        deliveryCustomerChangeRequests: customerChanges,
      },
    });
  });

  // The Overview's Late: `date` (required) and the Overview's client and country filters. The
  // answer names the server's time it was counted at, so a stored copy can say how old it is.
  app.get('/nv/late-deliveries', async (c) => {
    const user = requireUser(c);
    if (!can(user, deliveries, 'list')) throw forbidden();
    const date = c.req.query('date');
    if (!date || !isCalendarDate(date))
      throw new ApiHttpError(400, 'BAD_QUERY', 'date must be a date as yyyy-MM-dd.', {
        fields: [{ field: 'date', message: 'Give the day as yyyy-MM-dd.' }],
      });
    const filters: Record<string, string> = { date };
    for (const key of ['clientId', 'countryId']) {
      const value = c.req.query(key);
      if (value !== undefined && value !== '') filters[key] = value;
    }
    const at = new Date();
    return c.json({ data: { date, late: await countLate(db, user, filters, at), at: at.toISOString() } });
  });

  app.post('/nv/system-error', routeLimit(services, 'error-reports', config.errorReportsPerMinute, 60), async (c) => {
    const parsed = systemErrorBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw invalid(parsed.error);
    const e = parsed.data;
    // An error report sent again from a flaky network must not be stored twice.
    return idempotentWrite(c, services, async (tx) => {
      const rows = await tx.query<{
        id: unknown;
      }>(sql`insert into system_errors (user_id, http_method, uri, ip_address, request, response, stack_trace, query_string)
        values (${c.get('user')?.id ?? null}, ${e.httpMethod ?? null}, ${e.uri ?? null}, ${clientAddress(c, config)},
                ${e.request ?? null}, ${e.response ?? null}, ${e.stackTrace ?? null}, ${e.queryString ?? null}) returning id`);
      return { status: 201, body: { data: { id: toNumber(rows[0]?.id) } } };
    });
  });

  return app;
}
