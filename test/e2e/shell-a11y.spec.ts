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

  // One session for the signed-in checks: each width's shell and menu, then the not-found page and
  // the quick menu at 1280 px (a sign-in and a start of the app each cost more than these checks).
  test('signed-in shell and menu at 768 and 1280 px, the not-found page and the quick menu', async ({ page }) => {
    await page.setViewportSize(TABLET);
    // A page of the shell's own (the dashboard is another feature's, with its own checks).
    await signInAs(page, 'admin@demo.test', '/line-haul-trailer/all');
    for (const viewport of [TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/shell-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await openMenu(page);
      await page.screenshot({ path: `${SHOTS}/menu-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport === TABLET) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
      }
    }

    await page.goto('/#/not/a/page');
    await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Route Not Found');
    await page.keyboard.press('Control+Space');
    await expect(page.getByRole('dialog', { name: 'Quick menu' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quick-menu-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
