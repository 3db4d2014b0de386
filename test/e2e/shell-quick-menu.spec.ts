import { expect, test } from '@playwright/test';
import { appPath, signInAs } from './fixtures/auth';

test.describe('shell: quick menu', () => {
  test('keyboard flow: Ctrl+Space opens search, arrows move, Enter opens, Escape closes', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    await page.keyboard.press('Control+Space');
    const dialog = page.getByRole('dialog', { name: 'Quick menu' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: 'Search Navigation' });
    await expect(search).toBeFocused();
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(8);
    await expect(dialog.getByRole('option', { name: 'Charges' })).toBeVisible();

    await search.fill('u');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const names = await options.allInnerTexts();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const expected = {
      'User Management': '/u/users/all',
      'Upload CSV': '/d/delivery-upload',
      'File Uploads': '/d/file-uploads/all',
      'Run Summary': '/run/r/country/1/',
    };
    const chosen = names[1]?.trim() as keyof typeof expected;
    expect(appPath(page).startsWith(expected[chosen])).toBe(true);
    // the chosen page loads lazily and the quick menu closes when its route commits: once the page
    // is on screen, Ctrl+Space opens the menu again (pressed again if that commit closed it)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.keyboard.press('Control+Space');
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Enter without moving opens the first match; only pages the user may open are offered', async ({ page }) => {
    await signInAs(page, 'client-user@demo.test', '/no-access');
    await page.keyboard.press('Control+Space');
    const dialog = page.getByRole('dialog', { name: 'Quick menu' });
    await expect(dialog.getByRole('option')).toHaveText(['Deliveries', 'Run Summary']);
    await dialog.getByRole('combobox', { name: 'Search Navigation' }).fill('summ');
    await page.keyboard.press('Enter');
    await expect.poll(() => appPath(page)).toMatch(/^\/run\/r\/country\/1\/\d{4}-\d{2}-\d{2}$/);
    await expect(dialog).toBeHidden();
    // The hash changes at once, the lazily loaded page commits later (and the quick menu closes
    // on every path change): open it again once the Run Summary is on screen.
    await expect(page.getByRole('heading', { name: 'Run Summary' })).toBeVisible();
    await page.keyboard.press('Control+Space');
    await dialog.getByRole('combobox', { name: 'Search Navigation' }).fill('depot');
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('the chosen client survives a reload and can be cleared', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    await page.getByRole('button', { name: 'Select client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick menu' });
    const search = dialog.getByRole('combobox', { name: 'Search Clients' });
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await dialog.getByRole('option').count()).toBeLessThanOrEqual(9);
    const firstName = (await dialog.getByRole('option').first().innerText()).split('\n')[0]?.trim() ?? '';
    await search.fill(firstName.slice(0, 4));
    await dialog
      .getByRole('option', { name: new RegExp(firstName) })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    const chip = page.getByRole('button', { name: `Client: ${firstName}. Change client` });
    await expect(chip).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selected-client'))).toMatch(/^\d+$/);

    await page.reload();
    await expect(chip).toBeVisible();
    await chip.click();
    await dialog.getByRole('button', { name: 'Clear selected client' }).click();
    await expect(dialog.getByText('No client selected')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selected-client'))).toBeNull();
  });
});
