/**
 * The flex log-in link (spec 2.1's twilioFlexAuth + twilioFlexToken) honours two-factor and
 * never switches accounts silently (issue 33 items 3 and 5): an account with two-factor is asked
 * for its code, not signed in; a link for another user where a session is live asks first.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { appPath, signInAs } from './fixtures/auth';

/** The demo two-factor account's secret (server/seed/users.ts). */
const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
const code = () =>
  new TOTP({ secret: Secret.fromBase32(TWOFA_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const flexToken = async (page: Page, email: string): Promise<string> => {
  const res = await page.request.post('/api/test/flex-token', { data: { email } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { flexToken: string } }).data.flexToken;
};

const openFlexLink = async (page: Page, email: string) => {
  const token = await flexToken(page, email);
  await page.goto('about:blank');
  await page.goto(
    `/#/d/overview?twilioFlexAuth=${encodeURIComponent(email)}&twilioFlexToken=${encodeURIComponent(token)}`,
  );
};

const currentUser = async (page: Page) => {
  const res = await page.request.get('/api/current-user');
  return res.status() === 200 ? ((await res.json()) as { data: { email: string } }).data.email : res.status();
};

test('a flex link for an account with two-factor asks for its code, and signs in only with the right one', async ({
  page,
}) => {
  await openFlexLink(page, 'twofa@demo.test');
  await expect(page.getByText('Enter your two-factor code to continue as twofa@demo.test')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect.poll(() => page.url()).not.toContain('twilioFlexToken');
  expect(await currentUser(page)).toBe(401);
  await page.screenshot({ path: 'test-results/flex-login-code.png' });

  await page.getByLabel('Two-factor code').fill('000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The two-factor code is incorrect.');
  expect(await currentUser(page)).toBe(401);

  await page.getByLabel('Two-factor code').fill(code());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  expect(await currentUser(page)).toBe('twofa@demo.test');
});

test('a flex link for another user where a session is live asks first; staying keeps the session', async ({ page }) => {
  await signInAs(page, 'client-admin@demo.test', '/d/overview');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  await openFlexLink(page, 'client-user@demo.test');
  const question = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(question).toContainText('You are signed in as Demo Client Admin');
  await expect(question).toContainText('signs in as Demo Client User');
  await question.getByRole('button', { name: 'Stay signed in as Demo Client Admin' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
  expect(appPath(page)).toBe('/d/overview');
  expect(await currentUser(page)).toBe('client-admin@demo.test');
});
