import { expect, test } from '@playwright/test';
import {
  apiAs,
  delivery,
  editInstructions,
  keepOnDevice,
  launchApp,
  newProfileDir,
  openControlled,
  removeProfileDir,
  signIn,
  someDeliveries,
  unsentCount,
  type Api,
} from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
// A missing button or a stuck navigation fails at its own line, not as a bare test timeout.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
// Each journey starts a browser (and often restarts it); on a busy two-core machine that takes a while.
test.setTimeout(120_000);

const USER = 'client-admin@demo.test';
let api: Api;
let dir: string;

test.beforeEach(async ({ baseURL }) => {
  api = await apiAs(baseURL ?? '', USER);
  dir = newProfileDir();
});
test.afterEach(async () => {
  await api.dispose();
  removeProfileDir(dir);
});

test('offline edits survive reloads and a browser restart, and reach the server exactly once', async ({ baseURL }) => {
  const targets = await someDeliveries(api, 3);
  let context = await launchApp(dir, baseURL ?? '');
  await signIn(context, baseURL ?? '', USER);
  let page = await openControlled(context, '/#/d/deliveries/all');
  await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
  await keepOnDevice(page, targets);

  await context.setOffline(true);
  const stamp = Date.now();
  for (const [i, d] of targets.entries()) {
    expect(await editInstructions(page, d.id, `offline edit ${stamp}-${i}`)).toContain('(sent when online)');
  }
  await page.reload();
  await page.reload();
  await expect(page.getByTestId('unsent-count')).toHaveText('3 unsent');
  await page.goto(`/#/run/r/delivery/${targets[0]?.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveValue(`offline edit ${stamp}-0`);
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  // The outbox names each queued change by its delivery's reference and links to the delivery.
  await page.goto('/#/outbox');
  await expect(page.getByTestId('outbox-summary')).toHaveText('3 changes waiting: sent when the connection returns');
  for (const d of targets) {
    const title = page
      .getByTestId('outbox-entry')
      .getByRole('link', { name: `Change delivery ${d.reference}`, exact: true });
    await expect(title).toHaveAttribute('href', `#/run/r/delivery/${d.id}`);
  }
  await expect(page.getByTestId('outbox-entry').filter({ hasText: /#\d/ })).toHaveCount(0);
  await context.close();

  context = await launchApp(dir, baseURL ?? '');
  page = await context.newPage();
  await page.goto('/#/outbox');
  await expect(page.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  expect(await unsentCount(page)).toBe(0);
  // ...and after the restart it says they were sent, and when, each named like its delivery.
  await expect(page.getByTestId('outbox-empty')).toHaveText(/^All changes sent · \d+ sent at \d{2}:\d{2}$/);
  for (const d of targets) {
    await expect(
      page
        .getByTestId('sent-change')
        .filter({ hasText: `Change delivery ${d.reference}` })
        .getByTestId('sent-at'),
    ).toHaveText(/^sent \d{2}:\d{2}$/);
  }
  for (const [i, d] of targets.entries()) {
    const now = await delivery(api, d.id);
    expect(now.instructions).toBe(`offline edit ${stamp}-${i}`);
    expect(now.version).toBe(d.version + 1);
  }
  await context.close();
});

test('a lost acknowledgement is replayed without applying the change twice', async ({ baseURL }) => {
  const [target] = await someDeliveries(api, 1);
  if (!target) throw new Error('no delivery');
  const context = await launchApp(dir, baseURL ?? '');
  await signIn(context, baseURL ?? '', USER);
  let dropped = 0;
  // The replay's timer (every 10 s, the entry's backoff 1 s) would send the entry again by itself
  // on a slow run, before 'Send now' is pressed, and leave the button disabled over an empty
  // outbox: until the press, a resend finds no network.
  let pressed = false;
  await context.route(`**/api/deliveries/${target.id}`, async (route) => {
    if (route.request().method() !== 'PATCH') await route.continue();
    else if (dropped === 0) {
      dropped += 1;
      await route.continue({ headers: { ...route.request().headers(), 'x-test-drop-response': '1' } });
    } else if (!pressed) await route.abort('internetdisconnected');
    else await route.continue();
  });
  const page = await openControlled(context, `/#/run/r/delivery/${target.id}`);
  const text = `lost ack ${Date.now()}`;
  const message = await editInstructions(page, target.id, text);
  expect(dropped).toBe(1);
  expect(message).toContain('(sent when online)');
  // The server did commit it already.
  expect((await delivery(api, target.id)).version).toBe(target.version + 1);

  await page.goto('/#/outbox');
  const sendNow = page.getByRole('button', { name: 'Send now' });
  await expect(sendNow).toBeEnabled();
  pressed = true;
  // forced: should a timer's resend come between these two lines, the outbox is empty all the same
  await sendNow.click({ force: true });
  await expect(page.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  const after = await delivery(api, target.id);
  expect(after.instructions).toBe(text);
  expect(after.version).toBe(target.version + 1);
  await context.close();
});

test('two tabs coming back online send each queued change once', async ({ baseURL }) => {
  const targets = await someDeliveries(api, 2);
  const context = await launchApp(dir, baseURL ?? '');
  await signIn(context, baseURL ?? '', USER);
  const tabA = await openControlled(context, '/#/d/deliveries/all');
  await expect(tabA.locator('[data-testid^="row-"]').first()).toBeVisible();
  const tabB = await openControlled(context, '/#/outbox');
  // Each tab opens the delivery it edits while online: the list at /d/deliveries/all shows today,
  // and these (lowest ids) are older days, which the device would not otherwise hold.
  await keepOnDevice(tabA, targets.slice(0, 1));
  await keepOnDevice(tabB, targets.slice(1));

  await context.setOffline(true);
  const stamp = Date.now();
  for (const [i, d] of targets.entries()) {
    expect(await editInstructions(i === 0 ? tabA : tabB, d.id, `two tabs ${stamp}-${i}`)).toContain(
      '(sent when online)',
    );
  }
  await tabA.goto('/#/outbox');
  await tabB.goto('/#/outbox');
  await expect(tabA.getByTestId('outbox-entry')).toHaveCount(2);

  await context.setOffline(false);
  await expect(tabA.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  await expect(tabB.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  // both tabs list each change as sent exactly once
  for (const tab of [tabA, tabB]) {
    for (const d of targets)
      await expect(tab.getByTestId('sent-change').filter({ hasText: `Change delivery ${d.reference}` })).toHaveCount(1);
  }
  for (const [i, d] of targets.entries()) {
    const now = await delivery(api, d.id);
    expect(now.instructions).toBe(`two tabs ${stamp}-${i}`);
    expect(now.version).toBe(d.version + 1);
  }
  await context.close();
});

test('an edit made offline on the delivery page: once sent, the page says so and shows what was sent', async ({
  baseURL,
}) => {
  const [target] = (await someDeliveries(api, 5)).slice(4);
  if (!target) throw new Error('no delivery');
  const context = await launchApp(dir, baseURL ?? '');
  await signIn(context, baseURL ?? '', USER);
  const page = await openControlled(context, '/#/d/overview');
  await keepOnDevice(page, [target]);
  await context.setOffline(true);
  const text = `left with the neighbour ${Date.now()}`;
  expect(await editInstructions(page, target.id, text)).toContain('(sent when online)');
  await expect(page.getByText(`${text} (not yet sent)`)).toBeVisible();
  await context.setOffline(false);
  await expect(
    page.getByRole('status').filter({ hasText: `1 change sent: Delivery ${target.reference}.` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // the page no longer says the change waits, and reads what was sent
  await expect(page.getByText(/not yet sent/)).toHaveCount(0);
  await expect(page.getByText(text)).toBeVisible();
  expect((await delivery(api, target.id)).version).toBe(target.version + 1);
  await context.close();
});
