import { expect, test } from '@playwright/test';
import {
  apiAs,
  countPageWrites,
  dayTablesWrittenByPage,
  launchApp,
  newProfileDir,
  openControlled,
  removeProfileDir,
  signIn,
  type Delivery,
} from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
// Each journey starts a browser (and often restarts it); on a busy two-core machine that takes a while.
test.setTimeout(120_000);

const USER = 'admin@demo.test';

test('a day made available offline opens with no network, and can be removed', async ({ baseURL }) => {
  const api = await apiAs(baseURL ?? '', USER);
  const dir = newProfileDir();
  try {
    const sample = (
      await api.get<{ data: (Delivery & { routingGroupId: number | null })[] }>(
        '/deliveries?limit=50&sort=-id&status=routed,loaded,in-transit,delivered',
      )
    ).data.find((d) => d.routingGroupId !== null);
    if (!sample?.routingGroupId) throw new Error('no routed delivery in the seed');
    const day = await api.get<{ data: Delivery[]; count: number }>(
      `/deliveries?limit=-1&sort=id&date=${sample.date}&routingGroupId=${sample.routingGroupId}`,
    );
    const last = day.data[day.data.length - 1];
    if (!last) throw new Error('empty day');

    const context = await launchApp(dir, baseURL ?? '');
    await countPageWrites(context);
    await signIn(context, baseURL ?? '', USER);
    const page = await openControlled(context, '/#/offline');
    await expect(page.getByRole('heading', { name: 'Available offline' })).toBeVisible();
    await expect(page.getByTestId('no-stored-days')).toBeVisible();
    await page.getByLabel('Date').fill(sample.date);
    const scope = page.getByRole('combobox', { name: 'Routing group or depot' });
    await expect(scope.locator(`option[value="rg:${sample.routingGroupId}"]`)).toHaveCount(1);
    await scope.selectOption(`rg:${sample.routingGroupId}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'stored' })).toBeVisible({ timeout: 30_000 });
    const stored = page.getByTestId('stored-day');
    await expect(stored).toHaveCount(1);
    await expect(stored).toContainText(`${day.count} deliveries`);
    await expect(page.getByTestId('storage-estimate')).toBeVisible();
    // the data worker fetched and wrote the day (src/offline/day-store.ts), not the page
    expect(await dayTablesWrittenByPage(page)).toEqual([]);

    await context.setOffline(true);
    await page.goto(`/#/run/r/delivery/${last.id}`);
    await expect(page.getByRole('heading', { name: `Delivery ${last.reference}` })).toBeVisible();
    await expect(page.getByTestId('as-of')).toContainText('Stored copy');

    await page.goto('/#/offline');
    await page.getByRole('button', { name: `Remove ${sample.date}` }).click();
    await expect(page.getByTestId('no-stored-days')).toBeVisible();
    await page.goto(`/#/run/r/delivery/${last.id}`);
    await expect(page.getByText('is not available offline')).toBeVisible();
    await context.close();
  } finally {
    await api.dispose();
    removeProfileDir(dir);
  }
});
