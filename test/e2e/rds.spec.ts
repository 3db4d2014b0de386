/**
 * RDS journeys (docs/rds.md), as the retail client's office (stores@demo.test, client 888): a
 * store upload with bad lines names them and imports nothing, then the fixed file imports every
 * line; an open exception, opened from the coordinator's view of open exceptions, is resolved,
 * which needs a resolution and stamps the time, and leaves that view; then the office's bookings
 * open from a filtered link, show that store's events by name, and each filter change writes the path.
 * A coordinator (an admin with RDSRoutingTool) opens the RDS Routing Tool with beta navigation on,
 * moves a provider's visit up, saves, and a reload shows the saved order.
 */
import { expect, test } from '@playwright/test';
import { operatorToday, shiftDay } from '../../src/lib/calendar';
import { signInAs } from './fixtures/auth';
import { apiAs } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(90_000);

const OFFICE = 'stores@demo.test';
const HEADER = 'storeNumber,name,address,suburb,postcode,stateId,phone,opensAt,closesAt,openDays,skillIds,active';
const csv = (lines: string[]) => ({
  name: 'stores.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\n')),
});

test('a store upload with bad lines names them and imports nothing; the fixed file imports all', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', OFFICE);
  const before = (await api.get<{ count: number }>('/rds/store?limit=1')).count;
  await signInAs(page, OFFICE, '/rds/store/upload');
  await expect(page.getByRole('heading', { name: 'Import stores (CSV)' })).toBeVisible();
  const file = page.locator('input[type="file"]');
  await file.setInputFiles(
    csv([
      'NH801,Northside Glebe Point,5 Glebe Point Road,Glebe,2037,,02 9555 0101,09:00,17:30,Mon-Sat,1;3,yes',
      'NH802,Northside Late Night,7 Oxford Street,Paddington,2021,,,21:00,09:00,Mon-Sun,1,yes',
      'NH803,,9 King Street,Newtown,2042,,,nine,17:00,,,yes',
    ]),
  );
  const problems = page.getByRole('alert').filter({ hasText: 'nothing can be imported' });
  await expect(problems).toContainText('2 problems in stores.csv');
  await expect(problems.getByTestId('line-errors').getByRole('listitem')).toHaveText([
    'Line 3: closesAt: The store must close after it opens.',
    /^Line 4: /,
  ]);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/rds-store-upload-bad-lines.png', fullPage: true });
  expect((await api.get<{ count: number }>('/rds/store?limit=1')).count).toBe(before);

  await file.setInputFiles(
    csv([
      'NH801,Northside Glebe Point,5 Glebe Point Road,Glebe,2037,,02 9555 0101,09:00,17:30,Mon-Sat,1;3,yes',
      'NH802,Northside Late Night,7 Oxford Street,Paddington,2021,,,09:00,21:00,Mon-Sun,1,yes',
    ]),
  );
  await expect(page.getByTestId('import-ready')).toHaveText('2 stores in stores.csv are ready to import.');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText('2 stores imported from stores.csv.');
  const imported = await api.get<{ data: { storeNumber: string; clientId: number }[] }>('/rds/store?q=NH80&limit=10');
  expect(imported.data.map((s) => [s.storeNumber, s.clientId]).sort()).toEqual([
    ['NH801', 888],
    ['NH802', 888],
  ]);
  await api.dispose();
});

interface RdsEvent {
  reference: string;
  storeId: number;
  status: string;
}

test('the office resolves an open exception, then follows its bookings from a filtered link', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', OFFICE);
  const open = (await api.get<{ data: { id: number; reference: string }[] }>('/d/retail-exception?status=open&limit=1'))
    .data[0];
  if (!open) throw new Error('the demo data has no open retail exception');
  // from the coordinator's view of what is still open, to the exception's page
  await signInAs(page, OFFICE, '/d/retail-exceptions');
  const waiting = page.getByRole('table', { name: 'Retail exceptions still open' });
  await waiting.getByRole('link', { name: open.reference, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(open.reference) })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit retail exception' });
  const status = form.getByLabel('Status');
  await expect(status.locator('option')).toHaveText(['open', 'in-progress', 'resolved', 'cancelled']);
  await status.selectOption('resolved');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('A resolved retail exception needs resolution.').first()).toBeVisible();
  await form.getByLabel('Resolution').fill('Replacement cartons delivered on the next run; store manager signed.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByTestId('notice').filter({ hasText: `Retail exception ${open.reference} saved.` }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/rds-exception-resolved.png', fullPage: true });
  // resolved, it leaves the coordinator's view
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Retail Exceptions', exact: true })).toBeVisible();
  await expect(page.getByTestId('open-exceptions')).not.toContainText(open.reference);
  await page.screenshot({ path: 'test-results/rds-open-exceptions.png', fullPage: true });
  const after = (
    await api.get<{ data: { status: string; resolution: string; resolvedAt: string | null } }>(
      `/d/retail-exception/${open.id}`,
    )
  ).data;
  expect(after).toMatchObject({ status: 'resolved' });
  expect(after.resolvedAt).not.toBeNull();

  // Retail Delivery Bookings: a week from today, for the store with the most bookings in it
  const today = operatorToday();
  const week = (
    await api.get<{ data: RdsEvent[] }>(
      `/rds/c?date_from=${today}&date_to=${shiftDay(today, 6)}&sort=date,startTime,reference&limit=-1`,
    )
  ).data;
  const ofStoreId = (id: number) => week.filter((e) => e.storeId === id);
  const storeId = [...new Set(week.map((e) => e.storeId))].sort((a, b) => ofStoreId(b).length - ofStoreId(a).length)[0];
  const ofStore = storeId === undefined ? [] : ofStoreId(storeId);
  if (!ofStore.some((e) => e.status === 'booked')) throw new Error('the demo data books no store this week');
  const store = (await api.get<{ data: { storeNumber: string; name: string } }>(`/rds/store/${storeId}`)).data;
  await page.goto(`/#/d/retail-delivery-bookings/${today}/store/${String(storeId)}`);
  const bookings = page.getByRole('table', { name: 'Retail delivery bookings' });
  const references = bookings.locator('tbody tr td:first-child');
  await expect(references).toHaveText(ofStore.map((e) => e.reference));
  await expect(bookings.locator('tbody tr').first()).toContainText(`${store.storeNumber} ${store.name}`);
  await expect(page.getByRole('combobox', { name: 'Store', exact: true })).toHaveValue(String(storeId));
  await page.screenshot({ path: 'test-results/rds-bookings.png', fullPage: true });
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('booked');
  await expect(page).toHaveURL(
    new RegExp(`#/d/retail-delivery-bookings/today/period/week/store/${String(storeId)}/provider/all/status/booked$`),
  );
  await expect(references).toHaveText(ofStore.filter((e) => e.status === 'booked').map((e) => e.reference));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/rds-bookings-768.png', fullPage: true });
  // today's bookings are confirmed, so none of today's is still only booked
  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('day');
  await expect(page).toHaveURL(
    /#\/d\/retail-delivery-bookings\/today\/period\/day\/store\/\d+\/provider\/all\/status\/booked$/,
  );
  await expect(page.getByTestId('empty-state')).toHaveText(
    'No bookings match these filters. Try another period, store or provider.',
  );
  await api.dispose();
});

test("the RDS Routing Tool plans a provider's visits: a visit moved up is saved and kept", async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', 'superadmin@demo.test');
  type Event = { id: number; reference: string; date: string; serviceProviderId: number; startTime: string };
  const booked = (await api.get<{ data: Event[] }>('/rds/c?status=booked&limit=500')).data;
  // a day and provider with at least two booked visits (the seed's coming days)
  const groups = new Map<string, Event[]>();
  for (const e of booked)
    groups.set(`${e.date}/${e.serviceProviderId}`, [...(groups.get(`${e.date}/${e.serviceProviderId}`) ?? []), e]);
  const day = [...groups.values()].find((g) => g.length >= 2);
  if (!day?.[0]) throw new Error('the demo data has no provider with two visits on one day');
  const { date, serviceProviderId } = day[0];
  await signInAs(page, 'superadmin@demo.test', '/rds/routing-tool');
  // a beta navigation page (spec 6): with beta navigation on, the menu's RDS heading opens it
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Beta navigation').click();
  await menu.getByRole('button', { name: 'RDS' }).click();
  await menu.getByRole('link', { name: 'RDS Routing Tool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'RDS Routing Tool' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Service provider' }).selectOption(String(serviceProviderId));
  const dayBox = page.getByRole('form', { name: 'Which visits' }).locator('input[name="date"]');
  await dayBox.fill(date);
  await dayBox.press('Enter');
  const rows = page.getByTestId('visit-row');
  await expect(rows).toHaveCount(day.length);
  await expect(page.getByTestId('order-state')).toHaveText('This order is not saved yet');
  const up = rows.nth(1).getByRole('button', { name: /^Move .* up$/ });
  const moved = ((await up.getAttribute('aria-label')) ?? '').replace(/^Move (.*) up$/, '$1');
  await up.click();
  await expect(rows.first()).toContainText(moved);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'planned' })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Order saved');
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/rds-routing-tool.png', fullPage: true });
  await page.reload();
  await expect(rows.first()).toContainText(moved);
  await expect(page.getByTestId('order-state')).toHaveText('Order saved');
  const saved = (
    await api.get<{ data: Event & { visitOrder: number | null } }>(
      `/rds/c/${day.find((e) => e.reference === moved)?.id ?? 0}`,
    )
  ).data;
  expect(saved.visitOrder).toBe(1);
  await api.dispose();
});
