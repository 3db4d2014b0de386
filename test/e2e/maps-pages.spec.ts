/**
 * Page checks of the map pages (issue 14), Undated Deliveries Manage and the van grid: at 768 and
 * 1280 px nothing is wider than the viewport and axe finds no serious or critical violation in the
 * page; the map writes zone names, and Visualisation coloured by run draws no cluster.
 * MAP_SHOTS_DIR=folder saves screenshots of both widths for a person to look at.
 */
import { operatorToday } from '../../src/lib/calendar';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api } from './fixtures/api';
import { signIn } from './fixtures/offline';

test.setTimeout(240_000);

const today = operatorToday();
const PAGES: [name: string, path: string][] = [
  ['geo-issues', '/d/deliveries-geo-issues/all'],
  ['zones', '/z/zones'],
  ['zone-lookup', '/z/lookup'],
  ['visualisation', `/d/visualisation/date/${today}/rg/all/rz/all/z/all/client/all/service/all/tw/all`],
  ['primary-connect', `/d/primary-connect/${today}/rg/all/rz/all/z/all/c/all/status/all`],
  ['asset-tracker', '/mhe/equipment/map/all'],
  ['optimise', '/d/adiona'],
  ['manual-routing', '/d/manual-routing/all'],
  ['promote', '/d/pre-deliveries/promote'],
  ['van-grid', '/ctr/van-availability/grid'],
];

async function overflow(page: Page, name: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const shots = process.env.MAP_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  return wider > 0 ? [`${width} px: the page is ${wider} px wider than the viewport`] : [];
}

/** axe on the page, not on the map's canvas (WebGL pixels, checked by the list beside it) */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .exclude('.maplibregl-canvas')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
}

// One browser context for all pages (the service worker installs once); axe once per page, at
// 768 px (the colours and names do not change with the width), the layout at both widths.
test('map pages, Undated Deliveries Manage and the van grid: layout at 768 and 1280 px, axe; day maps name their zones', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
  const problems: string[] = [];
  for (const [name, path] of PAGES) {
    await test.step(name, async () => {
      await page.setViewportSize({ width: 768, height: 900 });
      const h1 = page.getByRole('heading', { level: 1 });
      const before = (await h1.count()) > 0 ? await h1.first().textContent() : null;
      await page.goto(`/#${path}`);
      // the previous page's heading is gone: this page is the one on screen
      await expect(h1).toBeVisible({ timeout: 30_000 });
      if (before) await expect(h1).not.toHaveText(before, { timeout: 30_000 });
      await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
      const map = page.getByTestId('map');
      if ((await map.count()) > 0) {
        await expect(map.first()).toHaveAttribute('data-map-state', /ready|unsupported/, { timeout: 30_000 });
        // drawn once (names placed), so a screenshot shows what a person sees
        if ((await map.first().getAttribute('data-map-state')) === 'ready')
          await expect(map.first()).toHaveAttribute('data-zone-names', /\d/, { timeout: 30_000 });
      }
      const found = [...(await axe(page)), ...(await overflow(page, name, 768)), ...(await overflow(page, name, 1280))];
      problems.push(...found.map((p) => `${name}: ${p}`));
    });
  }
  expect(problems).toEqual([]);

  // names on the map: Zones writes its zones' names over a city; Visualisation clusters by status and, coloured
  // by run, draws every delivery in its run's colour (no cluster)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/z/zones');
  await page.getByLabel('Routing group', { exact: true }).selectOption({ label: 'Sydney Metro' });
  await expect(page.getByTestId('map')).toHaveAttribute('data-zone-names', /^[1-9]/, { timeout: 30_000 });
  if (process.env.MAP_SHOTS_DIR) await page.screenshot({ path: `${process.env.MAP_SHOTS_DIR}/zones-sydney-1280.png` });
  await page.goto(`/#${PAGES.find(([name]) => name === 'visualisation')?.[1] ?? ''}`);
  const dayMap = page.getByTestId('map');
  await expect(dayMap).toHaveAttribute('data-clusters', /^[1-9]/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(dayMap).toHaveAttribute('data-clusters', '0', { timeout: 30_000 });

  // the van grid at 768 px says it scrolls sideways, and the keyboard scrolls it
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/#/ctr/van-availability/grid');
  await expect(page.getByTestId('scroll-cue')).toContainText('More days to the right');
  const grid = page.getByRole('region', { name: 'Vans per contractor and day' });
  await grid.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByTestId('scroll-cue')).toContainText('More days to the left');

  // a day map outlines and names the zones of its routing group, as the Zones map does: the day's
  // Darwin deliveries fill the map at city zoom, its zones drawn with their names
  const groups = await api<{ data: { id: number; name: string }[] }>(request, token, '/z/routing-group?code=DRW');
  const darwin = groups.data[0];
  expect(darwin, 'the Darwin routing group').toBeTruthy();
  // opened from the van grid (no map), so the map is drawn anew for this group
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/d/visualisation/date/${today}/rg/${darwin?.id}/rz/all/z/all/client/all/service/all/tw/all`);
  await expect(dayMap).toHaveAttribute('data-map-state', /ready|unsupported/, { timeout: 30_000 });
  if ((await dayMap.getAttribute('data-map-state')) === 'ready') {
    await expect(dayMap).toHaveAttribute('data-zone-names', /^[1-9]/, { timeout: 30_000 });
    await page.screenshot({ path: 'test-results/day-map-zones-darwin.png' });
  }
});
