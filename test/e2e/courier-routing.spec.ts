/**
 * Courier Routing journeys (docs/courier-routing.md): the locality lookup answers with no
 * network from the rate tables stored on the device, as the server's own lookup answers.
 */
import { expect, test } from '@playwright/test';
import { operatorToday } from '../../src/lib/calendar';
import { formatCents } from '../../src/resources/least-cost';
import {
  apiAs,
  launchApp,
  newProfileDir,
  openControlled,
  readMeta,
  removeProfileDir,
  signIn,
} from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(90_000);

const LCR_ADMIN = 'superadmin@demo.test';
interface Quote {
  carrier: string;
  zoneCode: string;
  totalCents: number;
}

test("a locality lookup offline gives the server's carriers, prices and cheapest", async ({ baseURL }) => {
  const api = await apiAs(baseURL ?? '', LCR_ADMIN);
  const zones = await api.get<{ data: { zoneCode: string; postcodes: string[] }[] }>(
    '/carrier-routing/client-zone?clientId=8&zoneCode=BNE1&limit=-1',
  );
  const postcode = zones.data[0]?.postcodes[0] ?? '';
  const { data: server } = await api.get<{ data: { quotes: Quote[]; cheapest: Quote } }>(
    `/carrier-routing/lookup?clientId=8&countryId=1&locality=${postcode}&weightKg=3.4&date=${operatorToday()}`,
  );
  await api.dispose();
  expect(server.quotes.length).toBeGreaterThan(1);

  const dir = newProfileDir();
  const context = await launchApp(dir, baseURL ?? '');
  try {
    await signIn(context, baseURL ?? '', LCR_ADMIN);
    const page = await openControlled(context, '/#/carrier-routing/locality-lookup');
    await expect.poll(() => readMeta(page, 'referencesSyncedAt'), { timeout: 30_000 }).not.toBeUndefined();

    // the desk loses the network: the page reopens from the device and prices from the stored tables
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Locality Lookup' })).toBeVisible();
    await expect(page.getByTestId('as-of')).toContainText('Stored copy');
    await page.locator('select[name="clientId"]').selectOption({ label: 'Harvest Box Meal Kits' });
    await page.locator('input[name="locality"]').fill(postcode);
    await page.locator('input[name="weightKg"]').fill('3.4');
    await expect(page.getByTestId('cheapest')).toHaveText(
      `Cheapest to postcode ${postcode}: ${server.cheapest.carrier} (${server.cheapest.zoneCode}) at ${formatCents(server.cheapest.totalCents)}.`,
    );
    await expect(page.getByTestId('quote-total')).toHaveText(server.quotes.map((q) => formatCents(q.totalCents)));
    await expect(page.locator('[data-cheapest="true"]')).toContainText(server.cheapest.carrier);
    await page.screenshot({ path: 'test-results/courier-locality-lookup-offline.png', fullPage: true });
  } finally {
    await context.close();
    removeProfileDir(dir);
  }
});
