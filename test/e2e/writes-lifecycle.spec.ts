/**
 * Issue 30's done-when journey: a supervisor (admin) marks a failed delivery delivered on the
 * delivery detail page. The status picker offers only the moves allowed from failed; after the
 * save the record is consistent (delivered time set, failure reason gone), the drop follows the
 * delivery, and the page shows the server's history entry with the supervisor's name.
 */
import { expect, test } from '@playwright/test';
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
  // the save returns the page to view mode, saying so above the fields
  await expect(page.getByTestId('save-result')).toContainText(/saved/i);
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
