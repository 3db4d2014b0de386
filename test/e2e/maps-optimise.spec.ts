import { operatorToday, shiftDay } from '../../src/lib/calendar';
import { expect, JOURNEY_OPTIONS, test, unsentCount } from './fixtures/journey';

test.use(JOURNEY_OPTIONS);
test.setTimeout(90_000);

interface D {
  id: number;
  routingGroupId: number;
  lat: number | null;
  runId: number | null;
  status: string;
}

test('a small day is optimised and applied as one change, queued offline and applied once', async ({ api, app }) => {
  const date = shiftDay(operatorToday(), 1);
  const unrouted = (
    await api.get<{ data: D[] }>(`/deliveries?date=${date}&status=pending&runId=null&limit=-1`)
  ).data.filter((d) => d.lat !== null);
  const byGroup = new Map<number, D[]>();
  for (const d of unrouted) byGroup.set(d.routingGroupId, [...(byGroup.get(d.routingGroupId) ?? []), d]);
  const [groupId, mine] = [...byGroup.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []];
  expect(mine.length, 'unrouted deliveries in the demo data').toBeGreaterThan(1);
  const plansBefore = (await api.get<{ count: number }>(`/route-plans?date=${date}&routingGroupId=${groupId}`)).count;

  const { context } = app;
  const page = await app.open(`/#/d/adiona?date=${date}&rg=${groupId}`);
  await expect(
    page.getByRole('status').filter({ hasText: `${mine.length} unrouted deliveries to route` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Optimise' }).click();
  const result = page.getByTestId('optimise-result');
  await expect(result.getByTestId('distance-after')).toHaveText(/^\d+\.\d km$/);
  await expect(result.getByTestId('distance-before')).toHaveText(/^before \d+\.\d km$/);
  const after = Number((await result.getByTestId('distance-after').textContent())?.split(' ')[0]);
  const before = Number((await result.getByTestId('distance-before').textContent())?.split(' ')[1]);
  expect(after).toBeLessThanOrEqual(before);

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Apply plan: create \d+ runs?$/ }).click();
  await expect(page.getByTestId('plan-notice')).toContainText('saved on this device');
  expect(await unsentCount(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);

  const plans = await api.get<{ count: number; data: { appliedRunIds: number[]; runs: { stops: number[] }[] }[] }>(
    `/route-plans?date=${date}&routingGroupId=${groupId}&sort=-id`,
  );
  expect(plans.count).toBe(plansBefore + 1);
  const runIds = plans.data[0]?.appliedRunIds ?? [];
  const placed = new Set((plans.data[0]?.runs ?? []).flatMap((r) => r.stops));
  expect(runIds.length).toBe(plans.data[0]?.runs.length);
  expect(placed.size).toBeGreaterThan(0);
  // every placed delivery is on one of the new runs; one the optimiser could not place (its window) stays unrouted
  for (const d of mine) {
    const now = (await api.get<{ data: D }>(`/deliveries/${d.id}`)).data;
    if (placed.has(d.id)) expect([now.status, runIds.includes(now.runId ?? -1)]).toEqual(['routed', true]);
    else expect([now.status, now.runId]).toEqual(['pending', null]);
  }
});
