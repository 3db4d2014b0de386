/**
 * Settings and Users on the generic pages: the super-admin creates a box size and a driver (and
 * sets the driver's first password),
 * edits a depot through its detail page's Edit button (through the outbox, reaching the server),
 * and a client admin sees Users but not Clients.
 */
import { expect, request, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';

interface Depot {
  id: number;
  version: number;
  name: string;
}

test('super-admin creates a box size and a user, and edits a depot from its detail page', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000); // three journeys in one test, on a shared machine
  const base = baseURL ?? '';
  await signIn(context, base, 'superadmin@demo.test');
  const api = await apiAs(base, 'superadmin@demo.test');
  const stamp = String(Date.now()).slice(-6);

  await page.goto('/#/c/clients/all');
  await expect(page.getByTestId('resource-actions').getByRole('link')).toHaveText(['New client', 'Grid edit']);

  await page.goto('/#/d/box-sizes/all/create');
  await expect(page.getByRole('heading', { name: 'New box size' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Create box size' }).click();
  await expect(page.getByText('Code is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(`T${stamp}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Test box ${stamp}`);
  await page.getByRole('textbox', { name: 'Length (cm)' }).fill('45');
  await page.getByRole('textbox', { name: 'Width (cm)' }).fill('30');
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('500');
  await page.getByRole('textbox', { name: 'Weight limit (kg)' }).fill('12.5');
  await page.getByRole('button', { name: 'Create box size' }).click();
  await expect(page.getByText('Height (cm) must be between 1 and 400.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('25');
  await page.getByRole('button', { name: 'Create box size' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: `Box size Test box ${stamp} created.` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: `Box size Test box ${stamp}` })).toBeVisible();
  const boxes = await api.get<{ data: { code: string; heightCm: number }[] }>(`/nv/box-size?code=T${stamp}`);
  expect(boxes.data).toMatchObject([{ code: `T${stamp}`, heightCm: 25 }]);

  await page.goto('/#/u/users/all/create?role=driver');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('driver');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Driver ${stamp}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`driver-${stamp}@example.com`);
  await page.getByRole('textbox', { name: 'Find clients' }).fill('harvest');
  await page
    .getByRole('group', { name: 'Clients' })
    .getByRole('checkbox', { name: /harvest/i })
    .first()
    .check();
  await expect(page.getByTestId('clientIds-chosen')).toContainText(/harvest/i);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: `User Driver ${stamp} created.` })).toBeVisible({
    timeout: 30_000,
  });
  const created = await api.get<{ data: { role: string; clientIds: number[] }[] }>(`/users?q=driver-${stamp}`);
  expect(created.data).toHaveLength(1);
  expect(created.data[0]?.role).toBe('driver');
  expect(created.data[0]?.clientIds).toHaveLength(1);

  // A new user has no password: the manager sets one on the user's page, and it logs in.
  const password = `first shift ${stamp}`;
  await expect(page.getByRole('heading', { name: 'Set password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(`${password} typo`);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Driver ${stamp} can now log in with the new password.` }),
  ).toBeVisible({ timeout: 30_000 });
  const outsider = await request.newContext({ baseURL: base });
  const logIn = await outsider.post('/api/authenticate', {
    data: { email: `driver-${stamp}@example.com`, password, twofa: '' },
  });
  expect(logIn.status()).toBe(200);
  await outsider.dispose();

  const depot = (await api.get<{ data: Depot[] }>('/nv/depot?sort=id&limit=1')).data[0] as Depot;
  await page.goto(`/#/z/depots/${depot.id}`);
  await expect(page.getByRole('heading', { name: `Depot ${depot.name}` })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit depot' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(`${depot.name} ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: `Depot ${depot.name} ${stamp} saved.` })).toBeVisible({
    timeout: 30_000,
  });
  const after = (await api.get<{ data: Depot }>(`/nv/depot/${depot.id}`)).data;
  expect(after).toMatchObject({ name: `${depot.name} ${stamp}`, version: depot.version + 1 });
  await api.patch(`/nv/depot/${depot.id}`, { name: depot.name, version: after.version });
});

test('client admin sees Users, limited to their clients, but not Clients', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'client-admin@demo.test');
  await page.goto('/#/u/users/all');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('list-range')).toBeVisible();
  // The page offers the users screens a client admin may open: create, not the admins' grid edit.
  const actions = page.getByTestId('resource-actions');
  await expect(actions.getByRole('link')).toHaveText(['New user']);
  await actions.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(/#\/u\/users\/all\/create$/);
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await expect(page.getByTestId('clientIds-chosen')).not.toHaveText('None chosen');
  // The form offers what the account rule lets a client admin give (src/resources/users.ts):
  // its two roles, only its own clients, no contractor; a link's role it may not give starts empty.
  const form = page.getByRole('form', { name: 'New user' });
  await expect(form.getByLabel('Role').locator('option')).toHaveText(['—', 'client-admin', 'client-user']);
  const own = await page.request.get('/api/current-user');
  const { clientIds } = ((await own.json()) as { data: { clientIds: number[] } }).data;
  await expect(form.getByRole('group', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(clientIds.length);
  await expect(form.getByText('Contractor', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/users-create-client-admin.png', fullPage: true });
  await page.goto('/#/u/users/all/create?role=admin');
  await expect(page.getByRole('form', { name: 'New user' }).getByLabel('Role')).toHaveValue('');
  await page.goto('/#/c/clients/all');
  await expect(page).toHaveURL(/#\/no-access/);
});

test("client admin keeps its own client's names from the client selector; code and status stay the operator's", async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'client-admin@demo.test');
  const api = await apiAs(base, 'client-admin@demo.test');
  const client = (
    await api.get<{ data: { id: number; name: string; displayName: string | null; version: number }[] }>(
      '/clients?q=Greenleaf',
    )
  ).data[0];
  if (!client) throw new Error('no Greenleaf client');
  await page.goto('/#/d/overview');
  await page.getByRole('button', { name: /Select client|Change client/ }).click();
  const menu = page.getByRole('dialog', { name: 'Quick menu' });
  await menu.getByRole('combobox', { name: 'Search Clients' }).fill('Greenleaf');
  await menu.getByRole('option', { name: new RegExp(client.name) }).click();
  await page.getByRole('button', { name: `Client: ${client.name}. Change client` }).click();
  await menu.getByRole('link', { name: 'Client settings' }).click();
  await expect(page).toHaveURL(new RegExp(`#/c/clients/${client.id}$`));
  await expect(page.getByRole('heading', { name: `Client ${client.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // the operator's fields read, with their reason; the client's own names are offered
  await expect(page.getByTestId('locked-code')).toBeVisible();
  await expect(page.getByTestId('locked-status')).toBeVisible();
  // the delivery windows a client-admin keeps are offered as written (the server takes them from it)
  await expect(page.getByRole('textbox', { name: 'Delivery windows' })).toContainText('"start"');
  const stamp = String(Date.now()).slice(-5);
  await page.getByRole('textbox', { name: 'Display name' }).fill(`Greenleaf ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: `Client ${client.name} saved.` })).toBeVisible({
    timeout: 30_000,
  });
  const after = (await api.get<{ data: { displayName: string; version: number } }>(`/clients/${client.id}`)).data;
  expect(after.displayName).toBe(`Greenleaf ${stamp}`);
  await api.patch(`/clients/${client.id}`, { displayName: client.displayName, version: after.version });
  await api.dispose();
});
