import { expect, test } from '@playwright/test';
import { appPath, signInAs } from './fixtures/auth';

/**
 * Who may open which screen is checked without a browser: the screens each role may open and
 * the path rules in src/features/menu/menu-gating.test.ts (the crash test's Developer rule
 * included), and the real route gate's answers ('/no-access', 'not found' for a contractor) for
 * every demo user in test/contract/gate.test.ts; the old /sms/block/all address's redirect in
 * src/app/router.test.tsx; the 'not available yet' page of a screen with no page in
 * src/app/pages.test.ts (every spec route has a page now). Here: what only the whole app shows.
 */
test.describe('shell: routes and gating', () => {
  test('/ goes to /d/overview; unknown routes say Route Not Found with a way back', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/');
    await expect.poll(() => appPath(page)).toBe('/d/overview');
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Route Not Found | Depot Console');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect.poll(() => appPath(page)).toBe('/d/overview');
  });

  test('contractors are restricted to their report section', async ({ page }) => {
    await signInAs(page, 'contractor@demo.test', '/');
    await expect(page.getByRole('heading', { name: /^Today · \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
    expect(appPath(page)).toBe('/');
    await page.goto('/#/d/deliveries/all');
    await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
    await page.goto('/#/c/clients/all');
    await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
    await page.goto('/#/ctr/van-availability/grid');
    await expect(page.getByRole('heading', { name: 'Van Availability' })).toBeVisible();
  });

  test('the side nav is hidden for /special and /twilio-flex, and by hideNav=true', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/special/anything');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.goto('/#/d/overview');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();

    await page.goto('/#/d/overview?hideNav=true');
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });

  test('a render crash shows the error screen with the id the server gave it', async ({ page }) => {
    await signInAs(page, 'developer@demo.test', '/dev/crash-test');
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    await expect(page.getByText(/^Error #\d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  });
});

test.describe('shell: chunk load failures', () => {
  // With the service worker blocked, the page's chunk really comes from the network, and fails.
  // A report screen loads the 'not available yet' chunk with the report page's (src/app/router.tsx).
  test.use({ serviceWorkers: 'block' });

  test('a page chunk that cannot load says so and offers a reload', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    await page.route(/\/assets\/unavailable-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/#/pallet/summary');
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
    await page.unroute(/\/assets\/unavailable-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Pallet Summary' })).toBeVisible();
  });
});
