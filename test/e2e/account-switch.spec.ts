/**
 * No silent account switch (issue 33 item 5): a browser signed in as one user that opens an
 * `authToken` link for another asks first; staying keeps the session, switching signs out and
 * continues as the link's user.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, appPath, signInAs } from './fixtures/auth';

/** Opens the app afresh on an `authToken` link (a hash change alone is no new load). */
const openLink = async (page: Page, email: string) => {
  const token = await apiToken(page, email);
  await page.goto('about:blank');
  await page.goto(`/#/d/overview?authToken=${encodeURIComponent(token)}`);
};

const currentUser = async (page: Page) => {
  const res = await page.request.get('/api/current-user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { email: string } }).data.email;
};

test('an authToken link for another user asks before switching accounts', async ({ page }) => {
  await signInAs(page, 'client-admin@demo.test', '/#/d/overview');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();

  // Stay: the link is dropped, the session is unchanged.
  await openLink(page, 'client-user@demo.test');
  const question = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(question).toContainText('You are signed in as Demo Client Admin');
  await expect(question).toContainText('signs in as Demo Client User');
  await expect.poll(() => page.url()).not.toContain('authToken');
  await page.screenshot({ path: 'test-results/account-switch-question.png' });
  await question.getByRole('button', { name: 'Stay signed in as Demo Client Admin' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  expect(appPath(page)).toBe('/d/overview');
  expect(await currentUser(page)).toBe('client-admin@demo.test');

  // Switch: signed out first, then in as the link's user.
  await openLink(page, 'client-user@demo.test');
  await page.getByRole('button', { name: 'Sign out and continue as Demo Client User' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  await expect.poll(() => currentUser(page)).toBe('client-user@demo.test');
});
