/**
 * The generic list template (issue 9 item 4) on the users list: a link's URL filter shows as a
 * chip and narrows the rows, references read as names, statuses as the one badge, and at 768 px
 * the columns that do not fit scroll sideways with a hint saying so.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures/offline';

test('users?role=driver at 768 px: a chip, drivers only, names not ids, a sideways hint', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '', 'admin@demo.test');
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/#/u/users/all?role=driver');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('chip-role')).toHaveText(/Role: driver/);
  const rows = page.getByTestId('resource-rows').getByRole('row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain('driver');
  for (const cell of await rows.getByRole('cell').allTextContents()) expect(cell).not.toMatch(/^#\d+$/);
  await expect(rows.first().getByTestId('status').first()).toBeVisible();
  await expect(page.getByTestId('scroll-hint')).toHaveText(/More columns to the right/);

  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.getByTestId('column-picker').click();
  await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
});
