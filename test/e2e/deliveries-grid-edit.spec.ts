/**
 * Grid edit offline: three rows edited with no network are kept in the outbox (marked unsent)
 * and reach the server, once each, when the connection returns.
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn, unsentCount } from './fixtures/offline';

// Goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Delivery {
  id: number;
  version: number;
  reference: string;
  instructions: string;
}

test('grid-edit three rows offline; they reach the server once online', async ({ page, context, baseURL }) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'admin@demo.test');
  const api = await apiAs(base, 'admin@demo.test');
  const rows = (await api.get<{ data: Delivery[] }>('/deliveries?sort=id&limit=3')).data;
  expect(rows).toHaveLength(3);

  await page.goto('/#/d/deliveries/all/grid-edit?date=all&sort=id&size=500');
  for (const r of rows)
    await expect(page.getByRole('textbox', { name: `Instructions of ${r.reference}` })).toBeVisible();

  await context.setOffline(true);
  const stamp = `Offline grid edit ${Date.now()}`;
  for (const [i, r] of rows.entries())
    await page.getByRole('textbox', { name: `Instructions of ${r.reference}` }).fill(`${stamp} #${i}`);
  await page.getByRole('button', { name: 'Save 3 changed rows' }).click();
  // one notice for the press, naming the rows
  await expect(
    page.getByTestId('notice').filter({
      hasText: `3 deliveries queued (sent when online): ${rows.map((r) => r.reference).join(', ')}.`,
    }),
  ).toBeVisible();
  for (const r of rows) {
    const row = page.getByTestId(`grid-row-${r.id}`);
    await expect(row.getByTestId('pending-badge')).toBeVisible();
    await expect(row.getByRole('textbox', { name: `Instructions of ${r.reference}` })).toHaveValue(new RegExp(stamp));
  }
  expect(await unsentCount(page)).toBe(3);

  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 20_000 }).toBe(0);
  for (const [i, r] of rows.entries()) {
    const now = (await api.get<{ data: Delivery }>(`/deliveries/${r.id}`)).data;
    expect(now.instructions).toBe(`${stamp} #${i}`);
    expect(now.version).toBe(r.version + 1);
  }
  for (const r of rows) await expect(page.getByTestId(`grid-row-${r.id}`).getByTestId('pending-badge')).toHaveCount(0);
  await api.dispose();
});
