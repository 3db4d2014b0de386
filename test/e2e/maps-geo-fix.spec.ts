import { expect, JOURNEY_OPTIONS, test, unsentCount } from './fixtures/journey';

test.use(JOURNEY_OPTIONS);
test.setTimeout(90_000);

interface Geo {
  id: number;
  version: number;
  reference: string;
  lat: number | null;
  lng: number | null;
  geoIssue: boolean;
}

test('a geocode issue is fixed on the map offline: the position waits in the outbox and reaches the server once', async ({
  api,
  app,
}) => {
  const { context } = app;
  const page = await app.open('/#/d/deliveries-geo-issues/all');
  const panel = page.getByRole('region', { name: 'Fix a position on the map' });
  const picker = panel.getByRole('combobox', { name: 'Delivery' });
  await expect(picker.locator('option').nth(1)).toBeAttached();
  const label = (await picker.locator('option').nth(1).textContent()) ?? '';
  const reference = label.split(' · ')[0] ?? '';
  const before = (await api.get<{ data: Geo[] }>(`/deliveries?reference=${encodeURIComponent(reference)}`)).data[0];
  if (!before) throw new Error(`no delivery ${reference}`);
  expect(before.geoIssue).toBe(true);
  await picker.selectOption({ index: 1 });
  // the zones are on the device: a start guessed before they were moves to the zone's centre
  await expect(panel).toContainText(' · zone ');
  // The map draws where WebGL exists; the fields and buttons do the same work everywhere.
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', /ready|unsupported/);

  await context.setOffline(true);
  const lat = panel.getByRole('textbox', { name: 'Latitude' });
  const lng = panel.getByRole('textbox', { name: 'Longitude' });
  const startLat = Number(await lat.inputValue());
  const startLng = Number(await lng.inputValue());
  await panel.getByRole('button', { name: 'Move pin north' }).click();
  await lng.press('ArrowRight');
  await lng.press('ArrowRight');
  const wantLat = Math.round((startLat + 0.0005) * 1e6) / 1e6;
  const wantLng = Math.round((startLng + 0.001) * 1e6) / 1e6;
  await expect(lat).toHaveValue(String(wantLat));
  await expect(lng).toHaveValue(String(wantLng));
  await panel.getByRole('button', { name: 'Save position' }).click();
  await expect(
    page.getByTestId('notice').filter({ hasText: `Queued: Position of ${reference} (sent when online).` }),
  ).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 unsent');
  expect(await unsentCount(page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
  const after = (await api.get<{ data: Geo }>(`/deliveries/${before.id}`)).data;
  expect(after).toMatchObject({ lat: wantLat, lng: wantLng, geoIssue: false, version: before.version + 1 });
});
