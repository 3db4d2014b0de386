import { expect, JOURNEY_OPTIONS, test, unsentCount } from './fixtures/journey';

test.use({ ...JOURNEY_OPTIONS, user: 'client-admin@demo.test' });
test.setTimeout(60_000);

interface Order {
  id: number;
  reference: string;
  clientId: number;
  status: string;
  deliveryId: number | null;
  deliveryDate: string | null;
}
interface Delivery {
  id: number;
  reference: string;
  date: string;
  windowStart: string;
  windowEnd: string;
}

test('undated orders are promoted to deliveries: two online, one offline that replays once', async ({ api, app }) => {
  const orders = (
    await api.get<{ data: Order[] }>('/pre-deliveries?clientId=8&status=undated&sort=receivedOn,reference&limit=-1')
  ).data;
  expect(orders.length, 'undated orders of client 8 in the demo data').toBeGreaterThan(3);
  const [a, b, c] = orders;
  if (!a || !b || !c) throw new Error('three orders');

  const page = await app.open('/#/d/pre-deliveries/promote?client=8');
  const rows = page.getByTestId('pre-delivery-row');
  await expect(rows).toHaveCount(orders.length);
  const promote = page.getByRole('region', { name: 'Promote to deliveries' });
  const date = await promote.getByRole('textbox', { name: 'Delivery date' }).inputValue();

  // keyboard: Space on a focused box selects it; a click selects another
  await page.getByRole('checkbox', { name: `Select ${a.reference}` }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: `Select ${b.reference}` }).click({ force: true });
  await promote.getByRole('button', { name: `Promote 2 to deliveries on ${date}` }).click();
  await expect(
    page.getByTestId('notice').filter({ hasText: `2 orders promoted to deliveries on ${date}.` }),
  ).toBeVisible();
  for (const o of [a, b]) {
    const now = (await api.get<{ data: Order }>(`/pre-deliveries/${o.id}`)).data;
    expect([now.status, now.deliveryDate]).toEqual(['promoted', date]);
    const made = (await api.get<{ data: Delivery }>(`/deliveries/${now.deliveryId}`)).data;
    expect([made.reference, made.date]).toEqual([o.reference, date]);
  }
  await expect(rows).toHaveCount(orders.length - 2);

  // offline: one order with one window for all waits in the outbox, then reaches the server once
  await app.context.setOffline(true);
  await page.getByRole('checkbox', { name: `Select ${c.reference}` }).click({ force: true });
  await promote.getByRole('combobox', { name: 'Window' }).selectOption('one');
  await promote.getByLabel('From').fill('09:00');
  await promote.getByLabel('To').fill('11:00');
  await promote.getByRole('button', { name: `Promote 1 to deliveries on ${date}` }).click();
  await expect(
    page
      .getByTestId('notice')
      .filter({ hasText: `Queued: 1 order promoted to deliveries on ${date} (sent when online).` }),
  ).toBeVisible();
  await expect(page.getByTestId('promote-queued')).toContainText('1 order waits');
  await expect(rows.filter({ hasText: c.reference }).getByTestId('row-queued')).toHaveText(`queued for ${date}`);
  expect(await unsentCount(page)).toBe(1);
  await app.context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 20_000 }).toBe(0);

  const after = (await api.get<{ data: Order }>(`/pre-deliveries/${c.id}`)).data;
  expect(after.status).toBe('promoted');
  const made = (await api.get<{ data: Delivery[] }>(`/deliveries?reference=${c.reference}&limit=-1`)).data;
  expect(made.map((d) => [d.date, d.windowStart, d.windowEnd])).toEqual([[date, '09:00', '11:00']]);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('promoted');
  await expect(rows.filter({ hasText: c.reference }).getByRole('link', { name: `delivery on ${date}` })).toBeVisible();
  // a client admin of clients 8 and 14 opens no scanner screen: the zxing binary is never fetched
  expect(await page.evaluate(async () => (await (await caches.open('scanner-wasm')).keys()).length)).toBe(0);
});
