import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchApp, newProfileDir, openControlled, removeProfileDir, signIn } from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
// Each journey starts a browser (and often restarts it); on a busy two-core machine that takes a while.
test.setTimeout(120_000);

const USER = 'client-admin@demo.test';
const MY_ROUTES = ['/#/d/deliveries/all', '/#/data/deliveries', '/#/data/runs', '/#/run/runs/all', '/#/run/drops/all', '/#/d/boxes/all', '/#/offline', '/#/outbox'];

/** One route per lazy section of the shell, read from its prefix table. */
function sectionRoutes(): string[] {
  const text = readFileSync(join(process.cwd(), 'src/app/sections.ts'), 'utf8');
  const table = text.slice(text.indexOf('SECTION_PREFIXES'));
  const bySection = new Map<string, string>();
  for (const m of table.matchAll(/^\s+'?([\w-]+)'?: '([\w-]+)',$/gm)) if (m[1] && m[2] && !bySection.has(m[2])) bySection.set(m[2], m[1]);
  return [...bySection.values()].map((prefix) => `/#/${prefix}/offline-check`);
}

test('cold offline start: the console, a delivery list and every section chunk load with no network', async ({ baseURL }) => {
  const dir = newProfileDir();
  try {
    let context = await launchApp(dir, baseURL ?? '');
    await signIn(context, baseURL ?? '', USER);
    let page = await openControlled(context, '/#/data/deliveries');
    const rows = page.locator('[data-testid^="row-"]');
    await expect(rows.first()).toBeVisible();
    const firstRow = (await rows.first().textContent()) ?? '';
    await context.close();

    context = await launchApp(dir, baseURL ?? '', { offline: true });
    page = await context.newPage();
    const chunkErrors: string[] = [];
    page.on('pageerror', (e) => chunkErrors.push(e.message));
    await page.goto('/#/data/deliveries');
    await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="row-"]').first()).toHaveText(firstRow);
    await expect(page.getByTestId('as-of')).toContainText('Stored copy');
    await expect(page.getByTestId('offline-status')).toContainText('Offline');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    const chunks = readdirSync(join(process.cwd(), 'dist/assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
    for (const chunk of chunks) expect(cached.some((u) => u.endsWith(`/assets/${chunk}`)), `${chunk} precached`).toBe(true);

    for (const route of [...MY_ROUTES, ...sectionRoutes()]) {
      await page.goto(route);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expect(page.getByText(/Loading (CSS )?chunk failed/)).toHaveCount(0);
    }
    await page.goto('/#/d/boxes/all');
    await expect(page.getByRole('heading', { name: 'Boxes' })).toBeVisible();
    expect(chunkErrors.filter((m) => /chunk|dynamically imported module/i.test(m))).toEqual([]);
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});
