import { operatorToday } from '../../src/lib/calendar';
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from '../../src/app/pages';
import { SCREENS, fillLink, isScreenId } from '../../src/screens';
import { launchApp, newProfileDir, openControlled, removeProfileDir, signIn } from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
// Each journey starts a browser (and often restarts it); on a busy two-core machine that takes a while.
test.setTimeout(120_000);

const USER = 'client-admin@demo.test';
const MY_ROUTES = [
  '/#/d/deliveries/all',
  '/#/run/runs/all',
  '/#/run/drops/all',
  '/#/d/boxes/all',
  '/#/offline',
  '/#/outbox',
];

/**
 * The resource screens without a record id in their path, from the screen registry: each with a
 * page of its own, every list (a list opens on the rows the device stores, a different set for each
 * resource), and one screen of each other generic page kind (a create form, grid edit, import and
 * export read their declaration the same way for every resource); and one page not built yet.
 * Every chunk is also checked as precached, so each page module opens offline whichever screen
 * brings it.
 */
function pageRoutes(): string[] {
  const today = operatorToday();
  const user = { id: 0, role: 'client-admin' as const, clientId: 8, clientIds: [8, 14], features: {}, permissions: [] };
  const genericKindsSeen = new Set<string>();
  const screens = SCREENS.filter((s) => {
    if (!s.resource || s.link.includes('{id}')) return false;
    if (s.resource.kind === 'list' || (isScreenId(s.id) && PAGES[s.id])) return true;
    const first = !genericKindsSeen.has(s.resource.kind);
    genericKindsSeen.add(s.resource.kind);
    return first;
  });
  const links = screens.map((s) => fillLink(s.link, user, { today, clientId: 8 }));
  return [...links, '/b/charges/all'].map((link) => `/#${link}`);
}

test('cold offline start: the console, a delivery list and every page chunk load with no network', async ({
  baseURL,
}) => {
  const dir = newProfileDir();
  try {
    let context = await launchApp(dir, baseURL ?? '');
    await signIn(context, baseURL ?? '', USER);
    let page = await openControlled(context, '/#/d/deliveries/all');
    const rows = page.locator('[data-testid^="row-"]');
    await expect(rows.first()).toBeVisible();
    // references read as names once their lists are in (never '#id')
    await expect(rows.first()).not.toContainText(/#\d/);
    const firstRow = (await rows.first().textContent()) ?? '';
    // the header says when the device holds what offline use needs: the app and the reference lists
    await expect(page.getByTestId('offline-preparing')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('offline-status')).not.toHaveAttribute('aria-label', /getting ready/);
    await context.close();

    context = await launchApp(dir, baseURL ?? '', { offline: true });
    page = await context.newPage();
    const chunkErrors: string[] = [];
    page.on('pageerror', (e) => chunkErrors.push(e.message));
    await page.goto('/#/d/deliveries/all');
    await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="row-"]').first()).toHaveText(firstRow);
    await expect(page.getByTestId('as-of')).toContainText('Stored copy');
    await expect(page.getByTestId('offline-status')).toContainText('Offline');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    const chunks = readdirSync(join(process.cwd(), 'dist/assets')).filter(
      (f) => f.endsWith('.js') || f.endsWith('.css'),
    );
    for (const chunk of chunks)
      expect(
        cached.some((u) => u.endsWith(`/assets/${chunk}`)),
        `${chunk} precached`,
      ).toBe(true);

    // Two tabs share the routes (a tablet's renderer works one page at a time; two use both cores).
    const routes = [...new Set([...MY_ROUTES, ...pageRoutes()])];
    const second = await context.newPage();
    second.on('pageerror', (e) => chunkErrors.push(e.message));
    await Promise.all(
      [page, second].map(async (tab, t) => {
        for (const route of routes.filter((_, i) => i % 2 === t)) {
          await tab.goto(route);
          // One check in the page, polled every frame: the main landmark is shown and the route
          // gate has decided (a page this user may not open sends them on to /no-access: that must
          // happen before the next route, not replace it), with no page chunk still loading.
          const outcome = await tab.waitForFunction(
            () => {
              const main = document.querySelector('main, [role="main"]');
              if (/Loading (CSS )?chunk failed/.test(document.body.innerText)) return 'chunk failed';
              if (document.querySelector('[data-testid="error-id"]')) return 'error screen';
              if (!(main instanceof HTMLElement) || !main.checkVisibility()) return false;
              return main.querySelector('[role="status"][aria-label="Loading"]') ? false : 'shown';
            },
            undefined,
            { polling: 'raf' },
          );
          expect(await outcome.jsonValue(), route).toBe('shown');
        }
      }),
    );
    await second.close();
    await page.goto('/#/d/boxes/all');
    await expect(page.getByRole('heading', { name: 'Boxes' })).toBeVisible();
    expect(chunkErrors.filter((m) => /chunk|dynamically imported module/i.test(m))).toEqual([]);
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});
