/**
 * Runs half of issue 5: assign a driver (outbox -> server, online and offline), Run Summary
 * filters kept in the URL across a reload, Drop Detail opened from the summary with its photo in
 * the lightbox, overview figures linking into the lists, 768 px screenshots with an axe check,
 * and the admin-only gate of Assign Contractor.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, ymd } from './fixtures/api';
import { signIn, unsentCount } from './fixtures/offline';

interface Run {
  id: number;
  code: string;
  date: string;
  status: string;
  driverId: number | null;
  routingGroupId: number;
  version: number;
}

const dayFromToday = (n: number) => ymd(new Date(Date.now() + n * 86_400_000));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

/** The first planned run (without a driver, when asked) on the first of `offsets` days from today that has one. */
async function plannedRun(
  request: APIRequestContext,
  token: string,
  offsets: number[],
  options: { withoutDriver?: boolean; sort?: 'code' | '-code' } = {},
): Promise<Run> {
  for (const offset of offsets) {
    const res = await api<{ data: Run[] }>(
      request,
      token,
      `/runs?countryId=1&status=planned&date=${dayFromToday(offset)}&limit=-1&sort=${options.sort ?? 'code'}`,
    );
    const run = res.data.find((r) => !options.withoutDriver || r.driverId === null);
    if (run) return run;
  }
  throw new Error(`no planned run${options.withoutDriver ? ' without a driver' : ''} in days ${offsets.join(', ')}`);
}

/** Driver Assign for the run's day and group, its driver picker, and the first driver it offers. */
async function driverPicker(page: Page, run: Run, view: 'all' | 'unassigned' = 'all') {
  await open(page, `/run/assign/driver/1/${run.date}/rg/${run.routingGroupId}/${view}`);
  const picker = page.getByRole('combobox', { name: `Driver for run ${run.code}` });
  await expect(picker.locator('option').nth(1)).toBeAttached();
  const option = picker.locator('option').nth(1);
  const label = (await option.textContent()) ?? '';
  return { picker, driverId: Number(await option.getAttribute('value')), label, name: label.split(' · ')[0] ?? '' };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('runs', () => {
  test('assigning a driver saves through the outbox and the run shows assigned', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
    const run = await plannedRun(request, token, [1, 2, 3]);
    const { picker, driverId, label: driverName } = await driverPicker(page, run, 'unassigned');
    await picker.selectOption(String(driverId));
    const row = page.getByTestId(`assign-row-${run.id}`);
    await expect(row.getByTestId('status')).toHaveText('assigned');
    await expect(row.getByTestId('pending-badge')).toHaveCount(0);

    await expect
      .poll(async () => (await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data)
      .toMatchObject({ driverId, status: 'assigned', version: run.version + 1 });

    await open(page, `/run/r/country/1/${run.date}/rtw/all/rg/${run.routingGroupId}`);
    const summaryRow = page.getByTestId(`run-row-${run.id}`);
    await expect(summaryRow.getByTestId('status')).toHaveText('assigned');
    await expect(summaryRow).toContainText(driverName);
  });

  test.describe(() => {
    // goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts)
    test.use({ serviceWorkers: 'allow' });

    test('a driver assigned offline waits in the outbox, marked unsent, and reaches the server online', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
      const date = dayFromToday(3);
      const res = await api<{ data: Run[] }>(
        request,
        token,
        `/runs?countryId=1&date=${date}&status=planned,assigned&limit=-1&sort=-code`,
      );
      const run = res.data.find((r) => r.driverId !== null);
      expect(run, 'an assignable run with a driver').toBeTruthy();
      if (!run) return;
      await open(page, `/run/assign/driver/1/${date}/rg/${run.routingGroupId}/all`);
      const picker = page.getByRole('combobox', { name: `Driver for run ${run.code}` });
      await expect(picker.locator('option').nth(2)).toBeAttached();
      const values = await picker
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
      const next = Number(values.find((v) => Number(v) !== run.driverId));

      await context.setOffline(true);
      await picker.selectOption(String(next));
      const row = page.getByTestId(`assign-row-${run.id}`);
      await expect(row.getByTestId('pending-badge')).toBeVisible();
      const notices = page.getByTestId('notice');
      await expect(notices.filter({ hasText: `assigned to ${run.code}: saved on this device` })).toBeVisible();
      await expect(picker).toHaveValue(String(next));
      expect((await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data.driverId).toBe(run.driverId);

      await context.setOffline(false);
      await expect
        .poll(async () => (await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data.driverId, {
          timeout: 20_000,
        })
        .toBe(next);
      await expect(row.getByTestId('pending-badge')).toHaveCount(0);
      // the edit that waited is announced once sent, named by the run's code and linked to it
      const sent = notices.filter({ hasText: `1 change sent: Run ${run.code}.` });
      await expect(sent).toBeVisible({ timeout: 20_000 });
      await expect(sent.getByRole('link', { name: `Open Run ${run.code}` })).toBeVisible();
    });
  });

  test('a driver assignment is announced by name and undone from its notice', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
    const run = await plannedRun(request, token, [4, 5, 6, 2], { withoutDriver: true, sort: '-code' });
    const { picker, driverId, name } = await driverPicker(page, run);
    const labels = await picker.locator('option').allTextContents();
    expect(new Set(labels).size, 'namesakes told apart').toBe(labels.length);
    expect(labels.join('|')).not.toMatch(/#\d/);
    await picker.selectOption(String(driverId));

    const notice = page.getByTestId('notice').filter({ hasText: `${name} assigned to ${run.code}` });
    await expect(notice).toBeVisible();
    await expect
      .poll(async () => (await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data)
      .toMatchObject({ driverId, status: 'assigned' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.getByTestId('notice').filter({ hasText: `Undone: ${name} unassigned from ${run.code}` }),
    ).toBeVisible();
    await expect
      .poll(async () => (await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data)
      .toMatchObject({ driverId: null, status: 'planned' });
    await expect(picker).toHaveValue('');
    const undone = page.getByTestId('notice').filter({ hasText: 'Undone:' });
    // wholly in view once it has slid in (the toaster's offsets), at this 1280 px width
    await expect(undone).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/names-notices-undo.png', animations: 'disabled' });
  });

  test.describe(() => {
    // goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts)
    test.use({ serviceWorkers: 'allow' });

    test('an assignment made and undone offline waits as two changes, each replayed once when back online', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
      const run = await plannedRun(request, token, [5, 6, 4, 2], { withoutDriver: true });
      const { picker, driverId, name } = await driverPicker(page, run);

      await context.setOffline(true);
      await picker.selectOption(String(driverId));
      const notices = page.getByTestId('notice');
      const queued = notices.filter({ hasText: `${name} assigned to ${run.code}: saved on this device` });
      await expect(queued).toBeVisible();
      await queued.getByRole('button', { name: 'Undo' }).click();
      await expect(
        notices.filter({ hasText: `Undone: ${name} unassigned from ${run.code}: saved on this device` }),
      ).toBeVisible();
      // the device shows the run as it was; both changes wait, and the server has seen neither
      await expect(picker).toHaveValue('');
      expect(await unsentCount(page)).toBe(2);
      expect((await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data).toMatchObject({
        driverId: null,
        version: run.version,
      });

      await context.setOffline(false);
      // the author hears it as it happens (a notice lasts seconds: asked first, not after the
      // server's polls); the two may go in one send or two, each naming the run
      await expect(
        notices.filter({ hasText: new RegExp(`\\d+ changes? sent: Run ${run.code}\\.`) }).first(),
      ).toBeVisible({ timeout: 20_000 });
      // each change applied once, in order: assigned then undone, two versions on
      await expect
        .poll(async () => (await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data, { timeout: 20_000 })
        .toMatchObject({ driverId: null, status: 'planned', version: run.version + 2 });
      await expect.poll(() => unsentCount(page), { timeout: 20_000 }).toBe(0);
      // and nothing is sent again: the run stays two versions on
      await page.reload();
      await expect(picker).toHaveValue('');
      expect((await api<{ data: Run }>(request, token, `/runs/${run.id}`)).data.version).toBe(run.version + 2);
    });
  });

  test('a client user reads the crew by first name on Run Summary, never by number', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const admin = await signIn(context, baseURL ?? '', 'admin@demo.test');
    const date = dayFromToday(0);
    const runs = await api<{ data: (Run & { contractorId: number | null })[] }>(
      request,
      admin,
      `/runs?countryId=1&date=${date}&limit=-1&sort=code`,
    );
    const crewed = runs.data.find((r) => r.driverId !== null);
    expect(crewed, 'a run with a driver today').toBeTruthy();
    if (!crewed) return;
    const crew = await api<{ data: { id: number; name: string }[] }>(request, admin, '/nv/crew?limit=-1');
    const full = crew.data.find((m) => m.id === crewed.driverId)?.name ?? '';
    await context.clearCookies();
    await signIn(context, baseURL ?? '', 'client-user@demo.test');
    await open(page, `/run/r/country/1/${date}/rtw/all/rg/${crewed.routingGroupId}`);
    const row = page.getByTestId(`run-row-${crewed.id}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(full.split(' ')[0] ?? '');
    await expect(row).not.toContainText(full);
    await expect(page.locator('main')).not.toContainText(/(Driver|Contractor) #\d|#\d+\b/);
    await page.screenshot({ path: 'test-results/names-notices-client-summary.png', fullPage: true });
  });

  test('a contractor opens its run on Run Summary without a refusal: the drops are not offered', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL ?? '', 'contractor@demo.test');
    await open(page, `/run/r/country/1/${dayFromToday(0)}`);
    const runLink = page.locator('[data-testid^="run-row-"] a').first();
    await expect(runLink).toBeVisible();
    await runLink.click();
    await expect(page).toHaveURL(/\/run\/\d+$/);
    await expect(page.locator('[data-testid^="run-row-"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Drops of / })).toHaveCount(0);
    await expect(page.getByText(/could not be loaded|do not have access/i)).toHaveCount(0);
    // its own run's vehicle is the contractor's to keep (the declaration's rule), here where the run is
    const edit = page.getByTestId('run-edit');
    await edit.getByRole('button', { name: 'Edit', exact: true }).click();
    const vehicle = `Van ${String(Date.now()).slice(-4)}`;
    await edit.getByRole('textbox', { name: 'Vehicle' }).fill(vehicle);
    await expect(edit.getByTestId('locked-code')).toBeVisible();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('notice').filter({ hasText: /Run .* saved\./ })).toBeVisible({ timeout: 30_000 });
    await expect(edit.getByRole('textbox', { name: 'Vehicle' })).toHaveCount(0);
  });

  test('an operations admin corrects a drop on its Drop Detail, in place', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'admin-dashboard-only@demo.test');
    await open(page, `/run/r/country/1/${dayFromToday(0)}/rtw/all/rg/all/rz/all/z/all/c/all/t/in-progress`);
    await page.locator('[data-testid^="run-row-"] a').first().click();
    await page.locator('[data-testid^="drop-row-"] a').first().click();
    await expect(page.getByRole('heading', { name: 'Drop Detail' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Temperature (°C)' }).fill('4.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('notice').filter({ hasText: /Drop .* saved\./ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('4.5 °C')).toBeVisible();
  });

  test('run summary filters live in the URL and survive a reload', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'admin@demo.test');
    const today = dayFromToday(0);
    await open(page, `/run/r/country/1/${today}`);
    await expect(page.getByRole('heading', { name: 'Run Summary' })).toBeVisible();
    await expect(page.locator('[data-testid^="run-row-"]').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Routing group' }).selectOption({ label: 'Sydney Metro' });
    await expect(page).toHaveURL(/\/rg\/\d+$/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('in-progress');
    await expect(page).toHaveURL(/\/rg\/\d+\/rz\/all\/z\/all\/c\/all\/t\/in-progress$/);
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('combobox', { name: 'Routing group' }).locator('option:checked')).toHaveText(
      'Sydney Metro',
    );
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    const rows = page.locator('[data-testid^="run-row-"]');
    await expect(rows.first()).toBeVisible();
    for (const status of await rows.getByTestId('status').allTextContents()) expect(status).toBe('in-progress');
    for (const text of await rows.allTextContents()) expect(text).toContain('Sydney Metro');
    await expect(page).toHaveTitle('Sydney Metro | Run Summary | Depot Console');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/run/r/country/1/${today}$`));
  });

  test('drop detail opens from the run summary; its photo opens in the lightbox with its tag', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
    await open(page, `/run/r/country/1/${dayFromToday(0)}/rtw/all/rg/all/rz/all/z/all/c/all/t/in-progress`);
    const runLink = page.locator('[data-testid^="run-row-"] a').first();
    const code = (await runLink.textContent()) ?? '';
    await runLink.click();
    await expect(page).toHaveURL(/\/run\/\d+$/);
    const drops = page.getByRole('table', { name: `Drops of ${code}` });
    await expect(drops).toBeVisible();
    const dropLink = drops.locator('[data-testid^="drop-row-"] a').first();
    const address = (await dropLink.textContent()) ?? '';
    await dropLink.click();
    await expect(page).toHaveURL(/\/run\/r\/dropN\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Drop Detail' })).toBeVisible();
    await expect(page.getByText(`Stop 1 of run ${code}`)).toBeVisible();

    // back on the run, scrolled to its end, the same drop (its page and data at hand, so it renders
    // at full height at once) opens at its top, not at the run's scroll position
    await page.goBack();
    await expect(drops).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await dropLink.evaluate((a: HTMLElement) => a.click());
    await expect(page.getByText(`Stop 1 of run ${code}`)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('table', { name: 'Stops around this drop' })).toContainText(`${address} (this drop)`);
    await expect(page).toHaveTitle('Drop Detail | Depot Console');

    const completed = await api<{ data: { id: number; photos: { url: string; tag?: string }[] }[] }>(
      request,
      token,
      `/drops?status=completed&date=${dayFromToday(0)}&limit=40&sort=runId,sequence`,
    );
    const withPhoto = completed.data.find((d) => d.photos[0]?.url.startsWith('/') && d.photos[0].tag);
    expect(withPhoto, 'a completed drop with a stored photo').toBeTruthy();
    if (!withPhoto) return;
    await open(page, `/run/r/dropN/${withPhoto.id}`);
    await page.getByTestId('drop-photo').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('lightbox-tag')).toHaveText(withPhoto.photos[0]?.tag ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('overview figures link into the filtered lists; tablet screenshots', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'admin@demo.test');
    await page.setViewportSize({ width: 768, height: 1024 });
    const today = dayFromToday(0);
    await open(page, '/d/overview');
    await expect(page.getByTestId('overview-deliveries')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('heading', { name: 'Deliveries by status' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('overview-768.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Failed: \d+/ }).click();
    await expect(page).toHaveURL(new RegExp(`/d/deliveries/all\\?status=failed&date=${today}$`));

    await open(page, `/run/r/country/1/${today}`);
    await expect(page.locator('[data-testid^="run-row-"]').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('run-summary-768.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Who may open Contractor Assign (admins only): the exact screens per role in
  // src/features/menu/menu-gating.test.ts; the gate's /no-access: test/contract/gate.test.ts.
});
