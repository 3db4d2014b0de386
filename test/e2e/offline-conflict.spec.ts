import { expect, test } from '@playwright/test';
import {
  apiAs,
  delivery,
  editInstructions,
  keepOnDevice,
  launchApp,
  newProfileDir,
  openControlled,
  readMeta,
  removeProfileDir,
  revokeToken,
  signIn,
  someDeliveries,
  unsentCount,
  type Api,
} from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
// A missing button or a disabled Save fails at its own line, not as a bare test timeout.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
// Each journey starts a browser (and often restarts it); on a busy two-core machine that takes a while.
test.setTimeout(120_000);

const USER = 'client-admin@demo.test';
const OTHER = 'admin@demo.test';
let mine: Api;
let other: Api;
let dir: string;

test.beforeEach(async ({ baseURL }) => {
  mine = await apiAs(baseURL ?? '', USER);
  other = await apiAs(baseURL ?? '', OTHER);
  dir = newProfileDir();
});
test.afterEach(async () => {
  await mine.dispose();
  await other.dispose();
  removeProfileDir(dir);
});

test('a conflict shows both versions; keep mine and take theirs both work', async ({ baseURL }) => {
  const [keep, take] = (await someDeliveries(mine, 12)).slice(10);
  if (!keep || !take) throw new Error('no deliveries');
  const context = await launchApp(dir, baseURL ?? '');
  await signIn(context, baseURL ?? '', USER);
  const page = await openControlled(context, `/#/run/r/delivery/${keep.id}`);
  await keepOnDevice(page, [keep, take]);

  await context.setOffline(true);
  // Texts unique to this run: an unchanged value leaves Save disabled, so a repeated run must type something new.
  const stamp = Date.now();
  await editInstructions(page, keep.id, `mine: ring twice ${stamp}`);
  await editInstructions(page, take.id, `mine: leave at door ${stamp}`);
  for (const d of [keep, take]) {
    const res = await other.patch(`/deliveries/${d.id}`, {
      instructions: `theirs ${d.id} ${stamp}`,
      version: d.version,
    });
    expect(res.status).toBe(200);
  }

  await page.goto('/#/outbox');
  await context.setOffline(false);
  const conflicts = page.getByTestId('conflict');
  await expect(conflicts).toHaveCount(2, { timeout: 30_000 });
  // each change is named by its delivery's reference, as on the delivery's own page
  const first = page.getByTestId('outbox-entry').filter({ hasText: `Change delivery ${keep.reference}` });
  await expect(first.getByTestId('conflict-field-instructions').getByTestId('mine')).toHaveText(
    `mine: ring twice ${stamp}`,
  );
  await expect(first.getByTestId('conflict-field-instructions').getByTestId('theirs')).toHaveText(
    `theirs ${keep.id} ${stamp}`,
  );

  await first.getByRole('button', { name: 'Keep mine' }).click();
  const second = page.getByTestId('outbox-entry').filter({ hasText: `Change delivery ${take.reference}` });
  await second.getByRole('button', { name: 'Take theirs' }).click();
  await expect(page.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  // 'Keep mine' was sent; 'Take theirs' dropped my edit, so it is not listed as sent
  await expect(page.getByTestId('outbox-empty')).toHaveText(/^All changes sent · 1 sent at \d{2}:\d{2}$/);
  await expect(page.getByTestId('sent-change').filter({ hasText: `Change delivery ${keep.reference}` })).toHaveCount(1);
  await expect(page.getByTestId('sent-change').filter({ hasText: take.reference })).toHaveCount(0);

  const kept = await delivery(other, keep.id);
  expect(kept.instructions).toBe(`mine: ring twice ${stamp}`);
  expect(kept.version).toBe(keep.version + 2);
  const taken = await delivery(other, take.id);
  expect(taken.instructions).toBe(`theirs ${take.id} ${stamp}`);
  expect(taken.version).toBe(take.version + 1);
  await page.goto(`/#/run/r/delivery/${take.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveValue(`theirs ${take.id} ${stamp}`);
  await context.close();
});

test('a 401 during replay keeps the queue, and it drains after log-in', async ({ baseURL }) => {
  const [target] = (await someDeliveries(mine, 21)).slice(20);
  if (!target) throw new Error('no delivery');
  const context = await launchApp(dir, baseURL ?? '');
  const token = await signIn(context, baseURL ?? '', USER);
  const page = await openControlled(context, `/#/run/r/delivery/${target.id}`);
  await keepOnDevice(page, [target]);

  await context.setOffline(true);
  const text = `after re-login ${Date.now()}`;
  await editInstructions(page, target.id, text);
  // The session ends on the server while the tablet is offline.
  await revokeToken(baseURL ?? '', token);
  await context.setOffline(false);

  await expect.poll(() => readMeta(page, 'outbox.paused'), { timeout: 30_000 }).toMatchObject({ reason: 'auth' });
  expect(await unsentCount(page)).toBe(1);
  expect((await delivery(mine, target.id)).version).toBe(target.version);

  await signIn(context, baseURL ?? '', USER);
  const fresh = await context.newPage();
  await fresh.goto('/#/outbox');
  await expect(fresh.getByTestId('outbox-empty')).toBeVisible({ timeout: 30_000 });
  const after = await delivery(mine, target.id);
  expect(after.instructions).toBe(text);
  expect(after.version).toBe(target.version + 1);
  await context.close();
});
