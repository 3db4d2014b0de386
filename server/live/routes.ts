/**
 * The live routes (docs/live.md):
 * - `GET /api/changes?since=<position>&limit=<n>`: the records changed after `since` that the
 *   user may list, in position order, in pages (feed.ts). Without `since`: no changes, only the
 *   current position, where a device that has just loaded its pages starts.
 * - `GET /api/changes/stream`: server-sent events. `position` events say 'changes up to N' for
 *   the resources this user lists (the first one at once, with the current position); the client
 *   then pulls the feed, so nothing past the access check travels on the stream. A `ping` comment
 *   every HEARTBEAT_MS keeps proxies from closing it; at each, the session is asked again, and the
 *   stream ends at logout or a password change (by the next heartbeat), and at the token's expiry
 *   (woken for it).
 * - `GET /api/changes/health` (admins): open streams here, the lag from commit to notice, the
 *   feed's position and horizon.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ResourceDef } from '../../src/resources/index';
import { admin, bareContext, can, readsContext, resourceList } from '../../src/resources/index';
import { accessContextFor } from '../auth/access-context';
import { loadUser } from '../auth/session';
import { feedState } from '../db/change-feed';
import type { Executor } from '../db/database';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { scopeFor } from '../resources/store';
import { busHealth, subscribe } from './bus';
import type { ReadableScopes } from './feed';
import { FEED_PAGE_MAX, readChanges } from './feed';

export const HEARTBEAT_MS = 15_000;
const DEFAULT_PAGE = 500;
/** how soon a browser reconnects after a drop (the EventSource's own backoff starts here) */
const RETRY_MS = 2000;

/** Every resource the user may list, with the list's scope: what the feed and stream carry. */
export async function readableScopes(db: Executor, user: AuthUser): Promise<ReadableScopes> {
  const context = resourceList.some((def) => readsContext(def.access.list))
    ? await accessContextFor(db, user, null)
    : undefined;
  const out = new Map<string, { def: ResourceDef; scope: ReturnType<typeof scopeFor> }>();
  for (const def of resourceList)
    if (can(user, def, 'list', context)) out.set(def.name, { def, scope: scopeFor(def, user) });
  return out;
}

const badQuery = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(400, 'BAD_QUERY', message, { fields: [{ field, message }] });

function parseCount(value: string | undefined, field: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value) || Number(value) > max)
    throw badQuery(field, `Must be a whole number from 0 to ${max}.`);
  return Number(value);
}

export function liveRoutes(services: Services, options: { heartbeatMs?: number } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = services;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  app.get('/changes', async (c) => {
    const user = requireUser(c);
    const since = parseCount(c.req.query('since'), 'since', Number.MAX_SAFE_INTEGER);
    const limit = parseCount(c.req.query('limit'), 'limit', FEED_PAGE_MAX) ?? DEFAULT_PAGE;
    if (limit < 1) throw badQuery('limit', `Must be a whole number from 1 to ${FEED_PAGE_MAX}.`);
    if (since === undefined) {
      const { position } = await feedState(db);
      return c.json({ data: [], position, more: false, reload: false });
    }
    const page = await readChanges(db, await readableScopes(db, user), since, limit);
    return c.json({ data: page.changes, position: page.position, more: page.more, reload: page.reload });
  });

  app.get('/changes/health', async (c) => {
    const user = requireUser(c);
    if (!admin(user, bareContext(user))) throw forbidden();
    const state = await feedState(db);
    return c.json({ data: { ...busHealth(db), position: state.position, horizon: state.horizon } });
  });

  app.get('/changes/stream', async (c) => {
    const user = requireUser(c);
    const token = c.get('token');
    const readable = await readableScopes(db, user);
    return streamSSE(c, async (stream) => {
      let sent = (await feedState(db)).position;
      // writes go one after another, in the order the notices came
      let writing: Promise<void> = stream.writeSSE({
        event: 'position',
        id: String(sent),
        data: String(sent),
        retry: RETRY_MS,
      });
      const send = (position: number): void => {
        if (position <= sent) return;
        sent = position;
        writing = writing.then(() =>
          stream.writeSSE({ event: 'position', id: String(position), data: String(position) }),
        );
      };
      const unsubscribe = await subscribe(db, (notice) => {
        if (notice.resources.some((name) => readable.has(name))) send(notice.position);
      });
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      try {
        // a commit between the first position and the subscription: said now
        send((await feedState(db)).position);
        while (open && !stream.aborted) {
          // the next heartbeat, or the token's expiry if that comes first: the stream ends on time
          const untilExpiry = token ? token.exp * 1000 - Date.now() : heartbeatMs;
          await stream.sleep(Math.max(0, Math.min(heartbeatMs, untilExpiry)));
          if (!open || stream.aborted) break;
          const still = token
            ? token.exp * 1000 > Date.now() && (await loadUser(db, { id: token.sub, token })) !== null
            : false;
          if (!still) {
            await writing;
            await stream.writeSSE({ event: 'end', data: 'session' });
            break;
          }
          writing = writing.then(() => stream.write(': ping\n\n').then(() => undefined));
        }
        await writing;
      } finally {
        unsubscribe();
      }
    });
  });

  return app;
}
