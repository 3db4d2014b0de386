/**
 * `GET /api/reports/{id}`: one route for every declared report. Order of checks: signed in (401),
 * a known report (404), the report's screen rule in the server's access context (403), the
 * filters (400 `BAD_QUERY`, one entry per field), a client filter inside the user's scope (403),
 * then the aggregate (an answer kept while the tables it reads are unchanged, ./answer-cache.ts),
 * answered with the names of those resources (`reads`), which the live refresh goes by. `acting` names the client the page acts for (the app's selected client),
 * which client-dependent rules read, exactly as the route gate does.
 */
import { Hono } from 'hono';
import { clientScope } from '../../src/resources/index';
import { mayOpen, screenById } from '../../src/screens/index';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden, notFound } from '../http/errors';
import { accessContextFor } from '../auth/access-context';
import { cachedAnswer } from './answer-cache';
import type { ReportScope } from './kit';
import { REPORTS } from './registry';

function badQuery(fields: { field: string; message: string }[]): ApiHttpError {
  return new ApiHttpError(400, 'BAD_QUERY', fields[0]?.message ?? 'A filter is not valid.', { fields });
}

function actingClient(raw: string | undefined): number | null {
  if (raw === undefined || raw === '' || raw === '-1') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw badQuery([{ field: 'acting', message: 'Choose a valid client.' }]);
  return n;
}

export function reportRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/reports/:id', async (c) => {
    const user = requireUser(c);
    const def = REPORTS.get(c.req.param('id'));
    if (!def) throw notFound('Report');
    const { acting, ...query } = c.req.query();
    const context = await accessContextFor(services.db, user, actingClient(acting));
    const screen = screenById(def.screenId);
    if (!screen || !mayOpen(screen, user, context)) throw forbidden();
    const parsed = def.filters.safeParse(query);
    if (!parsed.success) {
      throw badQuery(
        parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'query', message: i.message })),
      );
    }
    const clientIds = clientScope(user);
    const filters = parsed.data as { client?: number };
    if (filters.client !== undefined && clientIds !== null && !clientIds.includes(filters.client)) throw forbidden();
    const scope: ReportScope = { clientIds, contractorId: user.role === 'contractor' ? user.id : null, user };
    const key = JSON.stringify([def.id, parsed.data, scope.clientIds, scope.contractorId]);
    const result = await cachedAnswer(services.db, key, def.reads ?? [], () =>
      def.run(services.db, parsed.data, scope),
    );
    return c.json({
      data: {
        report: def.id,
        filters: parsed.data,
        generatedAt: new Date().toISOString(),
        // what the answer is computed from: a console asks again only on a change to one of them
        ...(def.reads ? { reads: def.reads.map((r) => r.name) } : {}),
        ...result,
      },
    });
  });
  return app;
}
