/**
 * AusPost and StarTrack integration records over HTTP on seeded demo data (docs/integrations.md):
 * the seed ties every record to a real delivery and box, the gates answer 200/403 per demo role
 * (postal-integration service; Startrack feature or a visible client's `startrack` flag), client
 * users see only their clients' records, and the AusPost Report reconciles with the articles list.
 * @pglite-only: the postal records are read and written through the generic store only.
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/resources/index';
import { generateDemoData, seedOptions } from '../seed/generate';
import type { DemoData } from '../seed/types';
import { demoApp, json } from '../testing/helpers';

const TODAY = '2026-11-21';
const FROM = '2026-11-19';
const TO = '2026-11-23';
const OPTIONS = seedOptions({ today: TODAY, seed: 11, days: 5, deliveriesPerDay: 60 });
const EMAILS = [...ROLES.map((r) => `${r}@demo.test`), 'superadmin@demo.test', 'stores@demo.test', 'pantry@demo.test'];

type Row = Record<string, unknown> & { id: number; clientId: number | null };

const demo = demoApp(OPTIONS, EMAILS);
const { get } = demo;

/** an integrations list (`path` from /api) as `email`, all rows by default */
function list(email: string, path: string, query = 'limit=-1'): Promise<{ data: Row[]; count: number }> {
  return demo.list<Row>(email, path.replace(/^\//, ''), query);
}

const rows = (name: keyof DemoData['records']): Row[] => (demo.data.records[name] ?? []) as Row[];

describe('seed: every integration record belongs to a real delivery and box', () => {
  it('AusPost: one order per home delivery of an AusPost client, one article per box, same day and client', () => {
    const clients = new Map(rows('clients').map((c) => [c.id, c]));
    const isAuspost = (id: number | null) => {
      const c = id === null ? undefined : clients.get(id);
      return Boolean(
        c &&
        (c.integrationList as string[]).includes('postal-integration') &&
        (c.configuration as { auspost?: boolean }).auspost === true,
      );
    };
    const deliveries = rows('deliveries');
    const byId = new Map(deliveries.map((d) => [d.id, d]));
    const boxes = new Map(rows('boxes').map((b) => [b.id, b]));
    const postal = deliveries.filter((d) => d.serviceType === 'home' && isAuspost(d.clientId));
    const orders = rows('auspostOrders');
    expect(orders.map((o) => o.deliveryId).sort()).toEqual(postal.map((d) => d.id).sort());
    const articles = rows('auspostArticles');
    expect(articles.length).toBe(rows('boxes').filter((b) => postal.some((d) => d.id === b.deliveryId)).length);
    for (const a of articles) {
      const d = byId.get(Number(a.deliveryId));
      expect(isAuspost(d?.clientId ?? null)).toBe(true);
      expect(boxes.get(Number(a.boxId))?.deliveryId).toBe(a.deliveryId);
      expect(a).toMatchObject({ date: d?.date, clientId: d?.clientId });
      if (d?.status === 'delivered') expect(a.status).toBe('delivered');
    }
    const articleIds = new Set(articles.map((a) => a.id));
    const returns = rows('auspostReturns');
    expect(returns.length).toBeGreaterThan(0);
    for (const r of returns) {
      expect(articleIds.has(Number(r.articleId))).toBe(true);
      expect(['returned', 'delivered']).toContain(byId.get(Number(r.deliveryId))?.status);
      expect(String(r.date) <= TODAY).toBe(true);
    }
  });

  it('StarTrack: one connote per wholesale delivery of a startrack client, a label per box, an event per status step', () => {
    const flagged = new Set(
      rows('clients')
        .filter((c) => (c.configuration as { startrack?: boolean }).startrack === true)
        .map((c) => c.id),
    );
    const wholesale = rows('deliveries').filter(
      (d) => d.serviceType === 'wholesale' && d.clientId !== null && flagged.has(d.clientId),
    );
    expect(wholesale.length).toBeGreaterThan(0);
    expect(
      rows('startrackOrders')
        .map((o) => o.deliveryId)
        .sort(),
    ).toEqual(wholesale.map((d) => d.id).sort());
    const boxIds = new Set(
      rows('boxes')
        .filter((b) => wholesale.some((d) => d.id === b.deliveryId))
        .map((b) => b.id),
    );
    expect(new Set(rows('startrackBoxes').map((b) => Number(b.boxId)))).toEqual(boxIds);
    const steps = wholesale.reduce((n, d) => n + (d.statusHistory as unknown[]).length, 0);
    expect(rows('startrackEvents').length).toBe(steps);
  });

  it('is the same every time', () => {
    const again = generateDemoData(OPTIONS).records;
    expect(again.auspostArticles).toEqual(demo.data.records.auspostArticles);
    expect(again.startrackEvents).toEqual(demo.data.records.startrackEvents);
  });
});

const AUSPOST = ['/integrations/auspost/orders', '/integrations/auspost/articles', '/integrations/auspost/returns'];
const STARTRACK = ['/integrations/startrack/orders', '/integrations/startrack/boxes', '/integrations/startrack/events'];
/** postal-integration service (and a dashboard or client-tools reader); Startrack feature or a visible flagged client */
const AUSPOST_ALLOWED = ['admin', 'admin-dashboard-only', 'superadmin', 'stores', 'pantry'];
const STARTRACK_ALLOWED = ['admin', 'admin-dashboard-only', 'superadmin', 'stores', 'pantry'];

describe('access per demo role', () => {
  const cases = [
    ...AUSPOST.map((p) => [p, AUSPOST_ALLOWED] as const),
    ...STARTRACK.map((p) => [p, STARTRACK_ALLOWED] as const),
  ].flatMap(([path, allowed]) =>
    EMAILS.map((email) => [path, email, allowed.includes(email.replace('@demo.test', ''))] as const),
  );
  it.each(cases)('%s as %s: allowed %s', async (path, email, allowed) => {
    const res = await get(email, `/api${path}?limit=1`);
    expect(res.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect((await get(email, `/api${path}/1`)).status).toBe(403);
  });

  it('refuses every write: the records come from the carrier feed', async () => {
    const one = rows('auspostArticles')[0];
    const res = await demo.server.app.request(`/api/integrations/auspost/articles/${one?.id ?? 1}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${demo.tokens['admin@demo.test'] ?? ''}`,
        'content-type': 'application/json',
        'x-xsrf-token': 'x',
      },
      body: JSON.stringify({ version: 1, status: 'delivered' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('client scope', () => {
  it.each([
    ['stores@demo.test', 888],
    ['pantry@demo.test', 341],
  ] as const)('%s lists only client %s, and another client’s record is not found', async (email, clientId) => {
    for (const path of [...AUSPOST, ...STARTRACK]) {
      const mine = await list(email, path);
      const all = await list('admin@demo.test', path);
      // returns are few (a returned or returned-to-sender delivery): a client may have none in the period
      if (!path.endsWith('returns')) expect(mine.data.length, path).toBeGreaterThan(0);
      expect(
        mine.data.every((r) => r.clientId === clientId),
        path,
      ).toBe(true);
      expect(mine.count).toBe(all.data.filter((r) => r.clientId === clientId).length);
      const other = all.data.find((r) => r.clientId !== clientId);
      if (other) expect((await get(email, `/api${path}/${other.id}`)).status, path).toBe(404);
    }
  });

  it('a bad filter is a 400 naming the field', async () => {
    const res = await get('admin@demo.test', '/api/integrations/auspost/articles?date_from=2026-02-30');
    expect(res.status).toBe(400);
    const report = await get('admin@demo.test', `/api/reports/auspost?from=${FROM}&to=nope&rg=-1`);
    expect(report.status).toBe(400);
    const fields = (await json<{ errors: { field: string }[] }>(report)).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['rg', 'to']);
  });
});

/** the AusPost Report over the file's period with `extra` filters appended */
function report(email: string, extra = ''): ReturnType<typeof demo.report> {
  return demo.report(email, 'auspost', `from=${FROM}&to=${TO}${extra}`);
}

const period = `limit=0&date_from=${FROM}&date_to=${TO}`;
const count = async (email: string, query: string) =>
  (await list(email, '/integrations/auspost/articles', `${period}${query}`)).count;

describe('AusPost Report', () => {
  it.each(
    EMAILS.map(
      (e) => [e, ['admin', 'admin-dashboard-only', 'superadmin'].includes(e.replace('@demo.test', ''))] as const,
    ),
  )('as %s: allowed %s (postal-integration and admin-type)', async (email, allowed) => {
    expect((await get(email, `/api/reports/auspost?from=${FROM}&to=${TO}`)).status).toBe(allowed ? 200 : 403);
  });

  it('reconciles with the articles list: totals per status, per routing group and per client', async () => {
    const r = await report('admin@demo.test');
    expect(r.totals.total).toBeGreaterThan(0);
    expect(r.totals.total).toBe(await count('admin@demo.test', ''));
    for (const status of ['delivered', 'attempted', 'returned', 'exception', 'cancelled'] as const) {
      expect(r.totals[status], status).toBe(await count('admin@demo.test', `&status=${status}`));
    }
    const open = await Promise.all(
      ['created', 'lodged', 'onboard'].map((s) => count('admin@demo.test', `&status=${s}`)),
    );
    expect(r.totals.open).toBe(open.reduce((a, b) => a + b, 0));
    const lodged = r.totals.lodged ?? 0;
    expect(lodged).toBeLessThanOrEqual((r.totals.total ?? 0) - (await count('admin@demo.test', '&status=created')));
    expect(lodged).toBeGreaterThanOrEqual((r.totals.delivered ?? 0) + (r.totals.returned ?? 0));
    expect((await report('admin@demo.test', '&rg=1')).totals.total).toBe(
      await count('admin@demo.test', '&routingGroupId=1'),
    );
    expect((await report('admin@demo.test', '&client=341')).totals.total).toBe(
      await count('admin@demo.test', '&clientId=341'),
    );
    const day = r.rows.find((row) => row.day === TODAY);
    expect(day?.total).toBe(
      await list(
        'admin@demo.test',
        '/integrations/auspost/articles',
        `limit=0&date_from=${TODAY}&date_to=${TODAY}`,
      ).then((x) => x.count),
    );
  });
});
