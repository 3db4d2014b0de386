/**
 * Line haul journeys (docs/line-haul.md): build a week of movements and allocate one, then
 * allocate offline on a yard tablet and see it reach the server exactly once; decline a job with
 * a reason; the scoreboard's totals equal the movements list for the same period.
 */
import { operatorToday, shiftDay } from '../../src/lib/calendar';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures/auth';
import {
  apiAs,
  launchApp,
  newProfileDir,
  openControlled,
  removeProfileDir,
  signIn,
  unsentCount,
  type Api,
} from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(90_000);

const ADMIN = 'admin@demo.test';
const day = (offset: number) => shiftDay(operatorToday(), offset);
type Row = {
  id: number;
  version: number;
  reference: string;
  pallets: number;
  truckId: number | null;
  status: string;
  subcontractorId: number | null;
  declineReason?: string | null;
};

let api: Api;
test.beforeEach(async ({ baseURL }) => {
  api = await apiAs(baseURL ?? '', ADMIN);
});
test.afterEach(async () => {
  await api.dispose();
});

async function allocate(page: Page, reference: string, truck: string, trailer: string): Promise<void> {
  const row = page.getByTestId(`allocate-${reference}`);
  await row.getByRole('combobox', { name: `Truck for ${reference}`, exact: true }).selectOption({ label: truck });
  await row.getByRole('combobox', { name: `Trailer for ${reference}`, exact: true }).selectOption({ label: trailer });
  await expect(row.getByRole('alert')).toHaveCount(0);
  await row.getByRole('button', { name: 'Allocate' }).click();
}

test('build a week, then allocate a movement online and another offline: each reaches the server once', async ({
  baseURL,
}) => {
  const dir = newProfileDir();
  const context = await launchApp(dir, baseURL ?? '');
  try {
    await signIn(context, baseURL ?? '', ADMIN);
    const page = await openControlled(context, '/#/line-haul-movement/builder');
    const from = day(8);
    const to = day(14);
    await page.locator('input[name="from"]').fill(from);
    await page.locator('input[name="to"]').fill(to);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('build-preview-summary')).toHaveText(/^(\d+) to create, 0 already there/);
    const toCreate = Number((await page.getByTestId('build-preview-summary').textContent())?.split(' ')[0]);
    await page.getByRole('button', { name: `Create ${toCreate} movements` }).click();
    await expect(page.getByTestId('build-result')).toContainText(`Created ${toCreate} movements`);
    // building the same week again would create nothing
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('build-preview-summary')).toHaveText(
      new RegExp(`^0 to create, ${toCreate} already there`),
    );

    // a day of the new week with two own-fleet movements small enough for one trailer
    let date = '';
    let targets: Row[] = [];
    for (let i = 8; i <= 14 && targets.length < 2; i += 1) {
      date = day(i);
      const { data } = await api.get<{ data: Row[] }>(
        `/line-haul/movements?date=${date}&status=planned&subcontractorId=null&limit=-1`,
      );
      targets = data.filter((m) => m.pallets <= 12);
    }
    const [online, offline] = targets;
    if (!online || !offline) throw new Error('the built week has no day with two small own-fleet movements');

    await page.goto(`/#/line-haul-movement/allocator?date=${date}`);
    const first = page.getByTestId(`allocate-${online.reference}`);
    // a prime mover alone carries nothing: flagged before saving, and saving is not offered
    await first.getByRole('combobox', { name: `Truck for ${online.reference}` }).selectOption({ label: 'FW88SP' });
    await expect(first.getByRole('alert')).toContainText('Over capacity');
    await expect(first.getByRole('button', { name: 'Allocate' })).toBeDisabled();
    await allocate(page, online.reference, 'FW88SP', 'T1040A, 22 pallets');
    await expect(first.getByRole('status')).toHaveText('Allocated.');

    // the yard loses the network: the page reopens from the device and allocates into the outbox
    await context.setOffline(true);
    await page.reload();
    await allocate(page, offline.reference, 'JK04RG, 12 pallets', 'T1053B, 22 pallets');
    const second = page.getByTestId(`allocate-${offline.reference}`);
    await expect(second.getByRole('status')).toContainText('Saved on this device');
    await expect(second.getByTestId('pending-badge')).toBeVisible();
    await expect(page.getByTestId('unsent-count')).toHaveText('1 unsent');
    await context.setOffline(false);
    await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
    const after = (await api.get<{ data: Row }>(`/line-haul/movements/${offline.id}`)).data;
    expect(after).toMatchObject({ status: 'allocated', version: offline.version + 1 });
    const before = (await api.get<{ data: Row }>(`/line-haul/movements/${online.id}`)).data;
    expect(before).toMatchObject({ status: 'allocated', version: online.version + 1 });
  } finally {
    await context.close();
    removeProfileDir(dir);
  }
});

test('decline a job with a reason', async ({ page }) => {
  const { data } = await api.get<{ data: (Row & { subcontractorId: number })[] }>(
    '/line-haul/jobs?status=offered&sort=respondBy&limit=1',
  );
  const job = data[0];
  if (!job) throw new Error('the seed has no open offer');
  await signInAs(page, ADMIN, `/line-haul-job/acceptance?subcontractor=${job.subcontractorId}`);
  const card = page.getByTestId(`job-${job.reference}`);
  await card.getByRole('button', { name: 'Decline…' }).click();
  await card.getByRole('button', { name: 'Decline job' }).click();
  await expect(card.getByText('Give the reason the job is declined.')).toBeVisible();
  await card
    .getByRole('textbox', { name: `Reason for declining ${job.reference}` })
    .fill('No driver with a dangerous goods licence');
  await card.getByRole('button', { name: 'Decline job' }).click();
  await expect(card.getByRole('status')).toHaveText('Declined.');
  const saved = (await api.get<{ data: Row }>(`/line-haul/jobs/${job.id}`)).data;
  expect(saved).toMatchObject({
    status: 'declined',
    declineReason: 'No driver with a dangerous goods licence',
    version: job.version + 1,
  });
});

test('the scoreboard totals match the movements list for the same period', async ({ page }) => {
  const from = day(-20);
  const to = day(-1);
  await signInAs(page, ADMIN, `/line-haul-job/scoreboard?from=${from}&to=${to}`);
  const total = page.getByTestId('score-carrier').getByRole('row', { name: /^All/ });
  await expect(total).toBeVisible();
  const movements = Number(await total.getByRole('cell').nth(1).textContent());
  expect(movements).toBeGreaterThan(0);
  await expect(page.getByRole('figure').first()).toBeVisible();
  // the same figure from the list: the total row opens the movements of the period
  await total.getByRole('link', { name: 'All' }).click();
  await expect(page.getByTestId('list-range')).toHaveText(new RegExp(` of ${movements}$`));
  const { count } = await api.get<{ count: number }>(`/line-haul/movements?date=${from}..${to}&limit=0`);
  expect(count).toBe(movements);
});
