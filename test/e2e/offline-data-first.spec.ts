import { expect, test, type Route } from '@playwright/test';
import { launchApp, newProfileDir, openControlled, removeProfileDir, signIn } from './fixtures/offline';

// The journey relaunches its own persistent profile, which the runner's tracing cannot follow.
test.use({ trace: 'off' });
test.setTimeout(120_000);

const USER = 'client-admin@demo.test';
const ROWS = '[data-testid^="row-"]';

test('online, a list shows the rows stored on the device at once, marked updating, until the network answers', async ({
  baseURL,
}) => {
  const dir = newProfileDir();
  try {
    let context = await launchApp(dir, baseURL ?? '');
    await signIn(context, baseURL ?? '', USER);
    let page = await openControlled(context, '/#/d/deliveries/all');
    await expect(page.locator(ROWS).first()).toBeVisible();
    // references read as names once their lists are in (never '#id')
    await expect(page.locator(ROWS).first()).not.toContainText(/#\d/);
    const firstRow = (await page.locator(ROWS).first().textContent()) ?? '';
    await context.close();

    context = await launchApp(dir, baseURL ?? '');
    // Only the rows in Dexie may answer: the persisted page cache is emptied before the app starts.
    page = await context.newPage();
    await page.goto('/favicon.svg');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('depot-console');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('queryCache', 'readwrite');
            tx.objectStore('queryCache').clear();
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
    );
    // Neither the list nor the session check may answer yet: the same token as last time signs
    // in the user verified with it, and the list shows what the device holds.
    const held: Route[] = [];
    let holding = true;
    const hold = (route: Route) => (holding ? void held.push(route) : route.continue());
    await context.route('**/api/deliveries?**', hold);
    await context.route('**/api/current-user**', hold);
    await page.goto('/#/d/deliveries/all');
    await expect(page.locator(ROWS).first()).toHaveText(firstRow);
    await expect(page.getByTestId('updating')).toBeVisible();
    await expect(page.getByTestId('as-of')).toContainText('Stored copy');
    expect(held.map((r) => new URL(r.request().url()).pathname).sort()).toEqual(
      expect.arrayContaining(['/api/current-user', '/api/deliveries']),
    );

    // a day this device never kept: no stored rows is no answer, so the page says it is loading
    // (not 'none match'), and the network's rows follow
    await page.goto('/#/d/deliveries/all?date=2026-01-05');
    await expect(page.getByText('Loading deliveries…')).toBeVisible();
    // the stored copy has answered, with nothing (the network's answer is held): still loading
    await expect(page.locator('[data-stored="none"]')).toContainText('Loading deliveries…');
    await expect(page.getByText('Loading deliveries…')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator(ROWS).first()).toHaveText(firstRow);

    holding = false;
    for (const r of held.splice(0)) await r.continue();
    await expect(page.getByTestId('updating')).toBeHidden();
    await expect(page.getByTestId('as-of')).toContainText('Live');
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});

test('first visit: the branded loading shell paints from the HTML alone, and the app replaces it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('status')).toContainText('Loading Depot Console');
  await expect(page.locator('#boot-shell')).toContainText('Depot Console');
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Depot Console' })).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await context.close();
});
