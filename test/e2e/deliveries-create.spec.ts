/**
 * New delivery on the generic create page with deliveries' options: a client must be chosen (the
 * link may name it), and the delivery typed reaches the server once with the starting values.
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';

test('creates a delivery for the client the link names; no client, no save', async ({ page, context, baseURL }) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'admin@demo.test');
  const api = await apiAs(base, 'admin@demo.test');
  await page.goto('/#/d/deliveries/all/create');
  await expect(page.getByRole('heading', { name: 'New delivery' })).toBeVisible();
  await page.getByRole('button', { name: 'Create delivery' }).click();
  await expect(page.getByText('Choose a client.')).toBeVisible();

  await page.goto('/#/d/deliveries/all/create?clientId=14');
  await page.reload();
  const reference = `NEW-${Date.now()}`;
  for (const [label, value] of [
    ['Reference', reference],
    ['Recipient', 'Jane Created'],
    ['Address', '1 Main St'],
    ['Suburb', 'Carlton'],
    ['Postcode', '3053'],
    ['Window from', '09:00'],
    ['Window to', '17:00'],
  ]) {
    await page.getByLabel(label as string).fill(value as string);
  }
  await page.getByRole('button', { name: 'Create delivery' }).click();
  await expect(page).not.toHaveURL(/create/);
  const found = (
    await api.get<{ data: { clientId: number; status: string; boxCount: number; serviceType: string }[] }>(
      `/deliveries?reference=${reference}&limit=5`,
    )
  ).data;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ clientId: 14, status: 'pending', boxCount: 1, serviceType: 'home' });
  await api.dispose();
});
