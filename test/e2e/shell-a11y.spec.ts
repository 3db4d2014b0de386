import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signInAs } from './fixtures/auth';
import { DESKTOP, TABLET, openMenu } from './fixtures/menu';

const SHOTS = process.env.SHELL_SHOTS_DIR ?? '/tmp/shots';

async function seriousViolations(page: Page, include?: string) {
  // The offline status badge belongs to src/offline and is checked there (its contrast is reported to its owner).
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="offline-status"]');
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test.describe('shell: accessibility (axe) and screenshots', () => {
  test('log-in page at 768 and 1280 px', async ({ page }) => {
    await page.goto('/#/auth/login');
    for (const viewport of [TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/login-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  for (const viewport of [TABLET, DESKTOP]) {
    test(`signed-in shell and menu at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // A page of the shell's own (the dashboard is another feature's, with its own checks).
      await signInAs(page, 'admin@demo.test', '/line-haul-trailer/all');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/shell-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await openMenu(page);
      await page.screenshot({ path: `${SHOTS}/menu-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('not-found page', async ({ page }) => {
    await signInAs(page, 'client-admin@demo.test', '/not/a/page');
    await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('quick menu', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    await page.keyboard.press('Control+Space');
    await expect(page.getByRole('dialog', { name: 'Quick menu' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quick-menu-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
