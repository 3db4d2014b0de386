/**
 * Issue 30's done-when journey: a supervisor (admin) marks a failed delivery delivered on the
 * delivery detail page. The status picker offers only the moves allowed from failed; after the
 * save the record is consistent (delivered time set, failure reason gone), the drop follows the
 * delivery, and the page shows the server's history entry with the supervisor's name.
 */
import { expect, test } from '@playwright/test';
import { operatorToday } from '../../src/lib/calendar';
import { apiAs, signIn } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(120_000);

interface Delivery {
  id: number;
  reference: string;
  status: string;
  dropId: number | null;
  failureReason: string | null;
  deliveredAt: string | null;
}

test('a supervisor marks a failed delivery delivered and sees a consistent record and its history', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const api = await apiAs(base, 'admin@demo.test');
  const me = (await api.get<{ data: { name: string } }>('/current-user')).data;
  const failed = (await api.get<{ data: Delivery[] }>('/deliveries?status=failed&limit=50')).data.find(
    (d) => d.dropId !== null && d.failureReason,
  );
  if (!failed || failed.dropId === null) throw new Error('the demo data has no failed delivery on a drop');
  expect((await api.get<{ data: { status: string } }>(`/drops/${failed.dropId}`)).data.status).toBe('failed');

  await signIn(context, base, 'admin@demo.test');
  await page.goto(`/#/run/r/delivery/${failed.id}`);
  await expect(page.getByRole('heading', { name: `Delivery ${failed.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit delivery' });
  const status = form.getByLabel('Status');
  // only the moves declared from failed are offered: not back to pending, not on to loaded
  await expect(status.locator('option')).toHaveText(['failed', 'delivered', 'returned', 'cancelled']);
  await status.selectOption('delivered');
  await form.getByRole('button', { name: 'Save changes' }).click();
  // the save returns the page to view mode, heard as a notice naming the delivery
  await expect(page.getByTestId('notice').filter({ hasText: `Delivery ${failed.reference} saved.` })).toBeVisible();
  await expect(form).toHaveCount(0);

  const order = page.getByRole('region', { name: 'Order' });
  await expect(order.getByText('Failure reason').locator('..')).toContainText('—');
  await expect(order.getByText('Delivered at').locator('..')).not.toContainText('—');
  const history = page.getByTestId('record-history');
  await expect(history).toContainText('Status: failed → delivered');
  await expect(history.getByRole('listitem').first()).toContainText(me.name);
  await page.screenshot({ path: 'test-results/writes-lifecycle-delivered.png', fullPage: true });

  const after = (await api.get<{ data: Delivery }>(`/deliveries/${failed.id}`)).data;
  expect(after).toMatchObject({ status: 'delivered', failureReason: null });
  expect(after.deliveredAt).not.toBeNull();
  expect((await api.get<{ data: { status: string } }>(`/drops/${failed.dropId}`)).data.status).toBe('completed');
  await api.dispose();
});

test('Confirm Deliveries: one press confirms the picked deliveries, heard as one notice naming them', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const api = await apiAs(base, 'admin@demo.test');
  const day = operatorToday();
  const waiting = (
    await api.get<{ data: Delivery[] }>(
      `/deliveries?serviceType=home&status=loaded,in-transit&date=${day}&limit=-1&sort=windowStart,reference`,
    )
  ).data;
  expect(waiting.length, 'home deliveries awaiting confirmation today').toBeGreaterThanOrEqual(2);

  await signIn(context, base, 'admin@demo.test');
  await page.goto(`/#/d/home-deliveries-confirm?date=${day}`);
  await expect(page.getByTestId('confirm-count')).toBeVisible({ timeout: 30_000 });
  const picked = waiting.slice(0, 2);
  // picked by keyboard (the boxes sit under the table's sticky header for a pointer)
  for (const d of picked) {
    const box = page.getByRole('checkbox', { name: `Select ${d.reference}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Confirm 2 delivered' }).click();
  const notice = page
    .getByTestId('notice')
    .filter({ hasText: `2 deliveries confirmed: ${picked.map((d) => d.reference).join(', ')}.` });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/notice-confirm-deliveries.png', animations: 'disabled' });
  for (const d of picked)
    expect((await api.get<{ data: Delivery }>(`/deliveries/${d.id}`)).data.status, d.reference).toBe('delivered');
  await api.dispose();
});
