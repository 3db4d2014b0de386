/**
 * `GET /api/operations/...`: the operations boards (control centre, client control centre,
 * routing summary, van availability against demand). Each route checks the same rule as its
 * screen (src/screens/catalogue/operations.ts) and scopes by the caller's clients.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Rule } from '../../src/resources/index';
import { adminType, bareContext, clientScope, feature, staffOr } from '../../src/resources/index';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { controlBoard, routingSummary, vanDemand } from './aggregates';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd');

function param<T>(schema: z.ZodType<T>, value: string | undefined, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
      fields: [{ field, message: parsed.error.issues[0]?.message ?? 'Not valid.' }],
    });
  return parsed.data;
}

function allowed(user: AuthUser, rule: Rule): void {
  if (!rule(user, bareContext(user))) throw forbidden();
}

const MAX_RANGE_DAYS = 62;

export function operationsRoutes(services: Services): Hono<AppEnv> {
  const { db } = services;
  const app = new Hono<AppEnv>();

  app.get('/operations/control-center', async (c) => {
    const user = requireUser(c);
    allowed(user, adminType);
    // late against the server's clock on each depot's: a device's own clock is not asked
    const board = await controlBoard(db, null, param(day, c.req.query('date'), 'date'));
    return c.json({ data: board });
  });

  // The same board limited to the caller's clients, whoever they are (an admin sees every client).
  app.get('/operations/client-control-center', async (c) => {
    const user = requireUser(c);
    allowed(user, feature('ClientControlCenter'));
    const board = await controlBoard(db, clientScope(user), param(day, c.req.query('date'), 'date'));
    return c.json({ data: board });
  });

  app.get('/operations/routing-summary', async (c) => {
    const user = requireUser(c);
    allowed(user, staffOr('routing-summary'));
    return c.json({ data: await routingSummary(db, clientScope(user), param(day, c.req.query('date'), 'date')) });
  });

  app.get('/operations/van-demand', async (c) => {
    const user = requireUser(c);
    allowed(user, adminType);
    const from = param(day, c.req.query('from'), 'from');
    const to = param(day, c.req.query('to'), 'to');
    const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (span < 0 || span > MAX_RANGE_DAYS)
      throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
        fields: [{ field: 'to', message: `Choose a range of 0 to ${MAX_RANGE_DAYS} days after 'from'.` }],
      });
    return c.json({ data: await vanDemand(db, from, to) });
  });

  return app;
}
