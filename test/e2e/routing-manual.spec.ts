import { operatorToday, shiftDay } from '../../src/lib/calendar';
import { expect, JOURNEY_OPTIONS, test, unsentCount } from './fixtures/journey';

test.use(JOURNEY_OPTIONS);
test.setTimeout(60_000);

interface Run {
  id: number;
  code: string;
  routingGroupId: number;
  status: string;
  dropsTotal: number;
}
interface Drop {
  id: number;
  runId: number;
  sequence: number;
  address: string;
}

test('manual routing: reorder a stop online, move one to another run offline; both show in Run Summary, applied once', async ({
  api,
  app,
}) => {
  const day = (n: number) => shiftDay(operatorToday(), n);
  const open = (
    await api.get<{ data: (Run & { date: string })[] }>(
      `/runs?date_from=${day(1)}&date_to=${day(3)}&sort=code&limit=-1`,
    )
  ).data.filter((r) => ['planned', 'assigned'].includes(r.status) && r.dropsTotal >= 2);
  // the smallest routing-group day with two open runs: a short list to render
  const pairs = open.flatMap((r) =>
    open
      .filter((o) => o.routingGroupId === r.routingGroupId && o.date === r.date && o.id > r.id)
      .map((o) => [r, o] as const),
  );
  const [first, other] =
    pairs.sort((a, b) => a[0].dropsTotal + a[1].dropsTotal - b[0].dropsTotal - b[1].dropsTotal)[0] ?? [];
  if (!first || !other) throw new Error('no two open runs of one routing group in the next days');
  const date = first.date;
  const stopsOf = async (run: Run) =>
    (await api.get<{ data: Drop[] }>(`/drops?runId=${run.id}&sort=sequence&limit=-1`)).data;
  const [one, two] = await stopsOf(first);
  if (!one || !two) throw new Error('the run has two stops');
  const otherBefore = (await stopsOf(other)).length;

  const { context } = app;
  const page = await app.open(`/#/d/manual-routing/all?date=${date}&rg=${first.routingGroupId}&run=${first.id}`);
  const stops = page.getByRole('table', { name: `Stops of ${first.code}` });
  await expect(stops.getByTestId('stop-row')).toHaveCount(first.dropsTotal);
  const nameIn = async (n: number) =>
    (
      (await stops
        .getByTestId('stop-row')
        .nth(n)
        .getByRole('button', { name: /^Move .* up$/ })
        .getAttribute('aria-label')) ?? ''
    ).replace(/^Move (.*) up$/, '$1');
  const [firstName, secondName] = [await nameIn(0), await nameIn(1)];
  // the day's lists have settled (no stored copy being replaced under the click)
  await expect(page.getByText('updating…')).toHaveCount(0, { timeout: 20_000 });

  // online: the second stop becomes the first
  await stops.getByRole('button', { name: `Move ${secondName} up` }).click();
  await expect(page.getByTestId('move-notice')).toContainText(`${secondName} moved to stop 1: saved.`, {
    timeout: 20_000,
  });
  expect((await stopsOf(first)).map((d) => d.id).slice(0, 2)).toEqual([two.id, one.id]);
  await expect(stops.getByTestId('stop-row').nth(1)).toContainText(firstName);

  // offline: the (now) second stop goes to the end of the other run, waits, is sent once
  await context.setOffline(true);
  const row = stops.getByTestId('stop-row').nth(1);
  await row.getByRole('combobox', { name: `Run to move ${firstName} to` }).selectOption({ label: other.code });
  await row.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('move-notice')).toContainText(
    `${firstName} moved to run ${other.code}: saved on this device`,
  );
  expect(await unsentCount(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 20_000 }).toBe(0);

  const moved = (await api.get<{ data: Drop }>(`/drops/${one.id}`)).data;
  expect([moved.runId, moved.sequence]).toEqual([other.id, otherBefore + 1]);
  const total = async (run: Run) => (await api.get<{ data: Run }>(`/runs/${run.id}`)).data.dropsTotal;
  expect([await total(first), await total(other)]).toEqual([first.dropsTotal - 1, otherBefore + 1]);

  // Run Summary shows the other run with the moved stop at its end
  await page.goto(`/#/run/runs/${other.id}`);
  const drops = page.getByRole('table', { name: `Drops of ${other.code}` });
  await expect(drops.locator('[data-testid^="drop-row-"]')).toHaveCount(otherBefore + 1);
  await expect(drops.getByTestId(`drop-row-${one.id}`)).toContainText(String(otherBefore + 1));

  // this Chromium has no BarcodeDetector and an admin may scan: the zxing binary was kept in idle time
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('scanner-wasm')).keys()).map((r) => r.url)), {
      timeout: 20_000,
    })
    .toEqual([expect.stringMatching(/\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
});
