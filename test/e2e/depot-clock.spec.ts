/**
 * Time in the depot's zone (issue 32): browsers in Perth, Auckland and UTC read one answer. The
 * Overview's Late is the server's count on each delivery's depot clock, so every browser shows the
 * figure the server gives; a Perth delivery's ETA, arrival and completion read in Perth time in
 * every browser, named 'AWST' where the browser's own clock differs. Screenshots at 768 and 1280 px
 * go to test-results/depot-clock/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { operatorToday } from '../../src/lib/calendar';
import { api } from './fixtures/api';
import { apiAs, signIn, tokenFor } from './fixtures/offline';

const ZONES = ['Australia/Perth', 'Pacific/Auckland', 'UTC'] as const;

interface Row {
  id: number;
  reference: string;
  dropId: number | null;
  routingGroupId: number | null;
}

async function openIn(
  browser: Browser,
  baseURL: string,
  timezoneId: string,
  path: string,
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId, viewport: { width, height: 900 } });
  await signIn(context, baseURL, 'admin@demo.test');
  const page = await context.newPage();
  await page.goto(`/#${path}`);
  await expect(page.getByRole('main')).toBeVisible();
  return page;
}

/** The Late figure once counted ('…' while it loads). */
async function lateShown(page: Page): Promise<number> {
  const figure = page.getByRole('link', { name: /^Late: \d+/ });
  await expect(figure).toBeVisible();
  const label = (await figure.getAttribute('aria-label')) ?? '';
  return Number(/^Late: (\d+)/.exec(label)?.[1]);
}

test('Perth, Auckland and UTC browsers read one Late and one set of delivery times', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const token = await tokenFor(base, 'admin@demo.test');
  const day = operatorToday();
  const lateNow = async () =>
    (await api<{ data: { late: number } }>(request, token, `/nv/late-deliveries?date=${day}`)).data.late;

  // Soon after midnight on the operator's clock no window of the day has ended yet, so one
  // Auckland delivery's window is moved to just after its midnight (Auckland is ahead of every
  // depot: whenever the operator's day has begun, that window has ended there).
  if ((await lateNow()) === 0) {
    const [akl] = (await api<{ data: { id: number }[] }>(request, token, '/z/routing-group?code=AKL')).data;
    const [open] = (
      await api<{ data: { id: number; version: number }[] }>(
        request,
        token,
        `/deliveries?routingGroupId=${akl?.id}&date=${day}&status=pending,loaded,in-transit&limit=1`,
      )
    ).data;
    if (!open) throw new Error('the demo day has no open Auckland delivery');
    const admin = await apiAs(base, 'admin@demo.test');
    const moved = await admin.patch(`/deliveries/${open.id}`, {
      version: open.version,
      windowStart: '00:00',
      windowEnd: '00:01',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await admin.dispose();
  }
  // A Perth delivery on a drop that has been reached: its times must read in Perth's clock everywhere.
  const groups = await api<{ data: { id: number; code: string }[] }>(request, token, '/z/routing-group?code=PER');
  const perth = groups.data[0];
  expect(perth, 'the Perth routing group').toBeTruthy();
  const delivered = await api<{ data: Row[] }>(
    request,
    token,
    `/deliveries?date=${day}&routingGroupId=${perth?.id ?? 0}&status=delivered&limit=50&sort=id`,
  );
  const withDrop = delivered.data.find((d) => d.dropId !== null);
  expect(withDrop, 'a delivered Perth delivery on a drop').toBeTruthy();
  if (!withDrop) return;

  /** The delivery's ETA and arrival as the open page shows them, checked for the zone's naming. */
  const readTimes = async (page: Page, zone: string): Promise<{ eta: string; arrived: string }> => {
    const section = page.getByRole('region', { name: 'Run and drop' });
    const value = (label: string) =>
      section.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    // once the routing groups are read, Perth's clock: named AWST where the browser's differs
    const named = zone === 'Australia/Perth' ? /^\d{2}:\d{2}$/ : /^\d{2}:\d{2} AWST$/;
    await expect(value('ETA')).toHaveText(named);
    await expect(value('Arrived / completed')).toHaveText(zone === 'Australia/Perth' ? /^[^A-Z]*\d$/ : /AWST$/);
    return {
      eta: (await value('ETA').innerText()).trim(),
      arrived: (await value('Arrived / completed').innerText()).trim(),
    };
  };

  // One browser per zone reads the Overview's Late, then (a hash change in the same tab) the
  // delivery. The server's Late before and after the pages count: a window may end in between, so
  // each browser's figure lies between the two (equal to both when no window ended meanwhile).
  const before = await lateNow();
  const shown: number[] = [];
  const read: Record<string, { eta: string; arrived: string }> = {};
  for (const zone of ZONES) {
    const slug = zone.replace('/', '-').toLowerCase();
    const page = await openIn(browser, base, zone, `/d/overview?date=${day}&country=all`);
    shown.push(await lateShown(page));
    await page.screenshot({ path: `test-results/depot-clock/overview-${slug}-1280.png` });
    await page.goto(`/#/run/r/delivery/${withDrop.id}`);
    read[zone] = await readTimes(page, zone);
    await page.screenshot({ path: `test-results/depot-clock/delivery-${slug}-1280.png`, fullPage: true });
    await page.context().close();
  }
  const after = await lateNow();
  expect(before, 'the demo day has late deliveries').toBeGreaterThan(0);
  for (const n of shown) {
    expect(n).toBeGreaterThanOrEqual(before);
    expect(n).toBeLessThanOrEqual(after);
  }
  if (before === after) expect(new Set(shown).size).toBe(1);

  // The tablet width, in the browser whose clock differs most from Perth's: the same reading.
  const tablet = await openIn(browser, base, 'Pacific/Auckland', `/run/r/delivery/${withDrop.id}`, 768);
  expect(await readTimes(tablet, 'Pacific/Auckland')).toEqual(read['Pacific/Auckland']);
  await tablet.screenshot({ path: 'test-results/depot-clock/delivery-pacific-auckland-768.png', fullPage: true });
  await tablet.context().close();

  const perthRead = read['Australia/Perth'];
  // in Perth the times need no zone name; elsewhere they carry AWST, with the same clock reading
  expect(perthRead?.eta).toMatch(/^\d{2}:\d{2}$/);
  expect(perthRead?.arrived).not.toContain('AWST');
  for (const zone of ['Pacific/Auckland', 'UTC']) {
    expect(read[zone]?.eta).toBe(`${perthRead?.eta} AWST`);
    expect(read[zone]?.arrived.replace(/ AWST/g, '')).toBe(perthRead?.arrived);
    expect(read[zone]?.arrived).toContain('AWST');
  }
});

test('a generic list reads each row on its depot clock: Perth drops in Perth time, named AWST in a UTC browser', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const token = await tokenFor(base, 'admin@demo.test');
  const day = operatorToday();
  const groups = await api<{ data: { id: number }[] }>(request, token, '/z/routing-group?code=PER');
  const perth = groups.data[0];
  expect(perth, 'the Perth routing group').toBeTruthy();
  const runs = await api<{ data: { id: number; code: string }[] }>(
    request,
    token,
    `/runs?date=${day}&routingGroupId=${perth?.id ?? 0}&limit=1&sort=code`,
  );
  const run = runs.data[0];
  expect(run, 'a Perth run today').toBeTruthy();
  const drops = await api<{ data: { id: number; arrivedAt: string | null }[] }>(
    request,
    token,
    `/drops?runId=${run?.id ?? 0}&limit=-1&sort=sequence`,
  );
  const arrived = drops.data.find((d) => d.arrivedAt !== null);
  expect(arrived, 'a drop reached today').toBeTruthy();
  if (!arrived) return;
  const path = `/run/drops/all?runId=${run?.id ?? 0}&dateFrom=${day}&dateTo=${day}`;
  for (const zone of ['UTC', 'Australia/Perth'] as const) {
    const page = await openIn(browser, base, zone, path);
    const row = page.getByTestId(`row-${arrived.id}`);
    // the filter's chip names the run by its code
    await expect(page.getByTestId('filter-chips')).toContainText(`Run: ${run?.code ?? ''}`, { timeout: 30_000 });
    // the drop's run is Perth's: its arrival reads on Perth's clock, named where the browser's differs
    if (zone === 'UTC') await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} AWST/, { timeout: 30_000 });
    else {
      await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/, { timeout: 30_000 });
      await expect(row).not.toContainText('AWST');
    }
    await page.screenshot({ path: `test-results/depot-clock/drops-${zone.replace('/', '-').toLowerCase()}.png` });
    await page.context().close();
  }
});
