import { expect, test } from '@playwright/test';
import { api, ymd } from './fixtures/api';
import { signIn } from './fixtures/offline';

// Goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Van {
  id: number;
  date: string;
  vans: number;
  version: number;
}

const dayAfter = (days: number) => ymd(new Date(Date.now() + days * 86_400_000));

test('a contractor edits their van availability, online and offline: each edit reaches the server once', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  // a week beyond the seeded days, so the cells start empty
  const first = dayAfter(20);
  const second = dayAfter(21);
  const context = await browser.newContext({ baseURL: base });
  const token = await signIn(context, base, 'contractor@demo.test');
  const page = await context.newPage();
  await page.goto(`/#/ctr/van-availability/grid?date=${first}`);
  await expect(page.getByRole('heading', { name: 'Van Availability' })).toBeVisible();
  const rows = async (day: string) =>
    (await api<{ data: Van[] }>(request, token, `/ctr/van-availability?date=${day}`)).data;

  const cell = (day: string) => page.getByRole('spinbutton', { name: `Demo Contractor: vans on ${day}` });
  await cell(first).fill('4');
  await cell(first).press('Tab');
  await expect(
    page.getByTestId('notice').filter({ hasText: `Demo Contractor, ${first}: 4 vans saved.` }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/notice-van-grid.png' });
  expect(await rows(first)).toMatchObject([{ vans: 4, version: 1 }]);

  await context.setOffline(true);
  await cell(first).fill('5');
  await cell(first).press('Tab');
  await cell(second).fill('6');
  await cell(second).press('Tab');
  await expect(
    page.getByTestId('notice').filter({ hasText: `Queued: Demo Contractor, ${second}: 6 vans (sent when online).` }),
  ).toBeVisible();
  await expect(page.getByTestId('cell-pending')).toHaveCount(2);
  expect(await rows(second)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await rows(second)).map((r) => r.vans), { timeout: 30_000 }).toEqual([6]);
  await expect.poll(async () => (await rows(first)).map((r) => [r.vans, r.version])).toEqual([[5, 2]]);
  await expect(page.getByTestId('cell-pending')).toHaveCount(0);
  await context.close();
});
