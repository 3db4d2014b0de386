import { expect, test } from '@playwright/test';
import { appOrigin, appPath, apiToken, login, resetLoginLimits, signInAs } from './fixtures/auth';

test.describe('shell: log-in and log-out', () => {
  test('a signed-out deep link goes through log-in and comes back (nextPath round trip)', async ({ page }) => {
    await page.goto('/#/run/runs/all?status=open');
    await expect(page.getByRole('heading', { name: 'Depot Console' })).toBeVisible();
    expect(appPath(page)).toBe('/auth/login');
    expect(new URL(page.url()).hash).toContain(`nextPath=${encodeURIComponent('/run/runs/all?status=open')}`);
    await login(page, 'admin@demo.test');
    expect(new URL(page.url()).hash).toBe('#/run/runs/all?status=open');
  });

  test('an off-origin nextPath is refused, at log-in and when already signed in', async ({ page }) => {
    const [first, ...others] = [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ];
    await page.goto(`/#/auth/login?nextPath=${encodeURIComponent(first ?? '')}`);
    await login(page, 'admin@demo.test');
    await expect.poll(() => appPath(page)).toBe('/d/overview');
    expect(page.url()).not.toContain('evil');
    for (const evil of others) {
      await page.goto(`/#/auth/login?nextPath=${encodeURIComponent(evil)}`);
      await expect.poll(() => appPath(page), evil).toBe('/d/overview');
      expect(new URL(page.url()).origin).toBe(appOrigin());
      expect(page.url(), evil).not.toContain('evil');
    }
  });

  test("shows the server's message when log-in fails, and asks for a two-factor code when needed", async ({ page }) => {
    await resetLoginLimits(page);
    await page.goto('/#/auth/login');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

    await page.getByLabel('Email').fill('twofa@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Two-factor code')).toBeVisible();
    await resetLoginLimits(page);
  });

  test('authToken on load signs in and is removed from the address bar', async ({ page }) => {
    const token = await apiToken(page, 'client-user@demo.test');
    await page.goto(`/#/d/overview?authToken=${encodeURIComponent(token)}`);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
    await expect.poll(() => page.url()).not.toContain('authToken');
    expect(appPath(page)).toBe('/d/overview');
    // The session moved into an HttpOnly cookie: no script of the page can read the token.
    const session = (await page.context().cookies()).find((c) => c.name === 'depot-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');
    expect(await page.evaluate(() => document.cookie)).not.toContain(token.split('.')[2] ?? token);
  });

  test('a log-in through the page leaves the token readable by no script', async ({ page }) => {
    await login(page, 'client-user@demo.test');
    const session = (await page.context().cookies()).find((c) => c.name === 'depot-session');
    expect(session?.httpOnly).toBe(true);
    const visible = await page.evaluate(async () => {
      const dbs = await indexedDB.databases();
      return {
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        dbs: dbs.map((d) => d.name),
      };
    });
    const signature = session?.value.split('.')[2] ?? 'none';
    expect(visible.cookie).not.toContain(signature);
    expect(visible.local).not.toContain(signature);
    expect(visible.session).not.toContain(signature);
  });

  test('logging out clears the session', async ({ page }) => {
    await signInAs(page, 'user@demo.test', '/d/overview');
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'depot-session')).toBeUndefined();
    await page.goto('/#/d/overview');
    await expect.poll(() => appPath(page)).toBe('/auth/login');
  });
});
