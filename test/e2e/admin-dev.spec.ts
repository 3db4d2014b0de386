/**
 * Admin and Dev (issue 37): a developer previews a content template against a real delivery (as
 * text) and registers a webhook through the generic create page: a bad address is refused with
 * the field named, the secret is accepted once and shown only as its last four characters.
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';

const SECRET = 'e2e-signing-secret-0123456789';

test('a developer previews a content template and registers a webhook', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  await signIn(context, base, 'developer@demo.test');
  const api = await apiAs(base, 'developer@demo.test');
  const stamp = String(Date.now()).slice(-6);

  const templates = await api.get<{ data: { id: number; name: string; channel: string }[] }>(
    '/dev/content-template?channel=sms&limit=1',
  );
  const template = templates.data[0];
  if (!template) throw new Error('no seeded template');
  await page.goto(`/#/dev/content-template/${template.id}`);
  const preview = page.getByTestId('preview-text');
  await expect(preview).toBeVisible({ timeout: 45_000 });
  await expect(preview).toContainText(/^Hi \S/);
  await expect(preview).not.toContainText('{{');
  const delivery = page.getByRole('combobox', { name: 'With delivery' });
  const second = await delivery.locator('option').nth(1).getAttribute('value');
  const before = await preview.textContent();
  if (second) {
    await delivery.selectOption(second);
    await expect(preview).not.toHaveText(before ?? '');
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/admin-dev-template-preview.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // a webhook belongs to a client: the developer acts for one, as the create form asks
  const client = (await api.get<{ data: { id: number; name: string }[] }>('/clients?q=Greenleaf')).data[0];
  if (!client) throw new Error('no Greenleaf client');
  await page.getByRole('button', { name: /Select client|Change client/ }).click();
  const menu = page.getByRole('dialog', { name: 'Quick menu' });
  await menu.getByRole('combobox', { name: 'Search Clients' }).fill('Greenleaf');
  await menu.getByRole('option', { name: new RegExp(client.name) }).click();
  await expect(page.getByRole('button', { name: `Client: ${client.name}. Change client` })).toBeVisible();
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('[data-part="backdrop"]')).toHaveCount(0);

  await page.goto('/#/d/webhooks/all/create');
  await expect(page.getByRole('heading', { name: /webhook/i }).first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E hook ${stamp}`);
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('ftp://hooks.example.com/depot');
  await page.getByRole('combobox', { name: 'Delivery status changed' }).selectOption('Yes');
  await page.getByRole('combobox', { name: 'Active' }).selectOption('Yes');
  await page.getByRole('textbox', { name: 'Signing secret' }).fill(SECRET);
  await page.getByRole('button', { name: /^(Create|Register)/ }).click();
  await expect(page.getByText('The address must start with https://.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(`https://hooks.example.com/depot/${stamp}`);
  await page.getByRole('button', { name: /^(Create|Register)/ }).click();
  // the success notice itself: the first attempt's refusal names the hook too, and may still be on screen
  await expect(page.getByTestId('notice').filter({ hasText: `Webhook E2E hook ${stamp} created.` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`•••• ${SECRET.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(SECRET)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-dev-webhook.png', fullPage: true });

  const hooks = await api.get<{ data: { clientId: number; name: string; url: string; secret: string }[] }>(
    `/d/webhooks?q=${encodeURIComponent(`E2E hook ${stamp}`)}`,
  );
  expect(hooks.data).toMatchObject([{ clientId: client.id }]);
  expect(hooks.data).toMatchObject([
    { url: `https://hooks.example.com/depot/${stamp}`, secret: `•••• ${SECRET.slice(-4)}` },
  ]);
  expect(JSON.stringify(hooks)).not.toContain(SECRET);
});
