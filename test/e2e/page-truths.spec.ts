/**
 * Issue 32's 'Edits in place', 'Buttons' and 'Search' journeys: 'Edit' on a delivery turns its
 * fields into the form where they stood (in view, focus on the first field) and a save returns to
 * view mode (768 and 1280 px); a client user is offered no grid edit; the header search finds a
 * delivery by reference online and offline, and a box by its barcode.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, keepOnDevice, signIn, someDeliveries } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(150_000);

for (const width of [1280, 768]) {
  test(`Edit turns a delivery's fields into the form where they stand, and a save returns to view (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const base = baseURL ?? '';
    const api = await apiAs(base, 'admin@demo.test');
    const [target] = (await someDeliveries(api, 3)).slice(width === 768 ? 1 : 2);
    if (!target) throw new Error('no delivery');
    await signIn(context, base, 'admin@demo.test');
    await page.goto(`/#/run/r/delivery/${target.id}`);
    await expect(page.getByRole('heading', { name: `Delivery ${target.reference}` })).toBeVisible();
    await expect(page.getByText('Version', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit delivery' });
    await expect(form).toBeVisible();
    // the form stands where the fields stood: they are gone, not repeated above it
    await expect(page.getByRole('region', { name: 'Order' })).toHaveCount(0);
    const top = (await form.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(900);
    // and its first field has the focus
    expect(await form.evaluate((f) => f.contains(document.activeElement) && document.activeElement !== f)).toBe(true);
    await page.screenshot({ path: `test-results/page-truths-edit-${width}.png` });
    const text = `edit in place ${width} ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Instructions' }).fill(text);
    await form.getByRole('button', { name: 'Save changes' }).click();
    // one notice names the record, wholly in view
    const notice = page.getByTestId('notice').filter({ hasText: `Delivery ${target.reference} saved.` });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recipient' })).toContainText(text);
    await page.screenshot({ path: `test-results/page-truths-saved-${width}.png`, animations: 'disabled' });
    await api.dispose();
  });
}

test('a client user is offered no grid edit on Deliveries', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'client-user@demo.test');
  await page.goto('/#/d/deliveries/all');
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await expect(page.getByTestId('list-range').or(page.getByText(/No deliveries/))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Grid edit' })).toHaveCount(0);
});

async function search(page: Page, text: string) {
  await page.keyboard.press('Control+Space');
  const dialog = page.getByRole('dialog', { name: 'Quick menu' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search Navigation' }).fill(text);
  return dialog;
}

test.describe(() => {
  // goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('the header search finds a delivery by reference online and offline, and a box by barcode', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const base = baseURL ?? '';
    const api = await apiAs(base, 'admin@demo.test');
    const [first, second] = await someDeliveries(api, 2);
    if (!first || !second) throw new Error('no deliveries');
    const box = (await api.get<{ data: { barcode: string; deliveryId: number }[] }>('/boxes?limit=1&sort=id')).data[0];
    if (!box) throw new Error('no box');
    await signIn(context, base, 'admin@demo.test');
    await keepOnDevice(page, [second]);

    let dialog = await search(page, first.reference);
    await dialog.getByRole('option', { name: `Delivery ${first.reference}` }).click();
    await expect(page.getByRole('heading', { name: `Delivery ${first.reference}` })).toBeVisible();

    dialog = await search(page, box.barcode);
    await dialog.getByRole('option', { name: `Box ${box.barcode}` }).click();
    await expect(page).toHaveURL(new RegExp(`#/run/r/delivery/${box.deliveryId}$`));

    // offline, the stored copy answers: the delivery kept on this device is found the same way
    await context.setOffline(true);
    dialog = await search(page, second.reference);
    const option = dialog.getByRole('option', { name: `Delivery ${second.reference}` });
    await expect(option).toBeVisible();
    await page.screenshot({ path: 'test-results/page-truths-search-offline.png' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Delivery ${second.reference}` })).toBeVisible();
    await context.setOffline(false);
    await api.dispose();
  });
});
