/**
 * My Account (/u/users/self): a fresh client user (created through the API, so no shared demo
 * log-in changes) sees their account, edits their phone (saved on the server), changes their
 * password and signs in with the new one. Axe and layout at 768 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request as pwRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, resetLoginLimits } from './fixtures/auth';
import { DESKTOP, TABLET } from './fixtures/menu';

const SHOTS = process.env.SHELL_SHOTS_DIR ?? '/tmp/shots';
const FIRST = 'first password 1';
const SECOND = 'second password 2';

interface UserRec {
  id: number;
  version: number;
  name: string;
  phone: string | null;
  clientIds: number[];
}

async function apiContext(
  baseURL: string,
  email: string,
  password: string,
): Promise<{ ctx: APIRequestContext; xsrf: string }> {
  const anon = await pwRequest.newContext({ baseURL });
  const res = await anon.post('/api/authenticate', { data: { email, password, twofa: '' } });
  expect(res.status(), `log-in of ${email}`).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  await anon.dispose();
  const ctx = await pwRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  await ctx.get('/api/health');
  const xsrf = (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { ctx, xsrf };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="offline-status"]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('a client user edits their phone and changes their password, then signs in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey (two log-ins, axe twice) on a shared CPU: a budget, not a timing assertion.
  test.setTimeout(180_000);
  const email = `account.e2e.${Date.now()}@demo.test`;
  const admin = await apiContext(baseURL ?? '', 'admin@demo.test', DEMO_PASSWORD);
  const template = (
    (await (await admin.ctx.get('/api/users?email=client-user@demo.test')).json()) as { data: UserRec[] }
  ).data[0];
  expect(template).toBeTruthy();
  const created = await admin.ctx.post('/api/users', {
    headers: { 'X-XSRF-TOKEN': admin.xsrf },
    data: {
      email,
      name: 'Account Journey',
      role: 'client-user',
      clientIds: template?.clientIds,
      clientId: template?.clientIds[0],
      features: {},
      phone: null,
      contractorId: null,
      status: 'active',
      twofaEnabled: false,
      password: FIRST,
    },
  });
  expect(created.status()).toBe(201);
  const me = ((await created.json()) as { data: UserRec }).data;

  await login(page, email, { password: FIRST, nextPath: '/u/users/self' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email, { timeout: 45_000 });
  await expect(page.getByTestId('account-role')).toHaveText('client-user');
  await expect(page.getByTestId('account-clients')).not.toBeEmpty();
  await expect(page.getByTestId('account-clients')).not.toHaveText(/^\d+(, \d+)*$/);
  await expect(page.getByTestId('account-twofa')).toContainText('Off');

  for (const viewport of [TABLET, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/my-account-${viewport.width}.png` });
  }

  // Edit by keyboard: the Edit button, then the form's fields, Enter submits.
  await page.getByRole('button', { name: 'Edit details' }).focus();
  await page.keyboard.press('Enter');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+44 7700 900456');
  await phone.press('Enter');
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByTestId('account-phone')).toHaveText('+44 7700 900456');
  const stored = ((await (await admin.ctx.get(`/api/users/${me.id}`)).json()) as { data: UserRec }).data;
  expect(stored.phone).toBe('+44 7700 900456');
  expect(stored.version).toBe(me.version + 1);
  await page.reload();
  await expect(page.getByTestId('account-phone')).toHaveText('+44 7700 900456');

  // A wrong current password is refused with the field named; then the real change.
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(SECOND);
  await form.getByLabel('Repeat the new password').fill(SECOND);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
  await form.getByLabel('Current password').fill(FIRST);
  await form.getByLabel('New password', { exact: true }).fill(SECOND);
  await form.getByLabel('Repeat the new password').fill(SECOND);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // Sign in afresh with the new password; the old one is refused.
  const other = await browser.newContext({ baseURL });
  const device = await other.newPage();
  await login(device, email, { password: SECOND, nextPath: '/u/users/self' });
  // A cold browser context first loads the reference lists behind the route gate: on a shared
  // CPU that alone can take longer than the default 10 s (not a timing assertion).
  await expect(device.getByTestId('account-phone')).toHaveText('+44 7700 900456', { timeout: 45_000 });
  await other.close();
  const old = await admin.ctx.post('/api/authenticate', { data: { email, password: FIRST, twofa: '' } });
  expect(old.status()).toBe(401);

  await admin.ctx.delete(`/api/users/${me.id}`, { headers: { 'X-XSRF-TOKEN': admin.xsrf } });
  await admin.ctx.dispose();
  await resetLoginLimits(page);
});
