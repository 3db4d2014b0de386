import { expect, test, type Page } from '@playwright/test';
import { api } from './fixtures/api';
import { signIn } from './fixtures/offline';

// Goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Box {
  id: number;
  barcode: string;
  loadChecked: boolean;
  version: number;
}

/**
 * A handheld scanner paired as a keyboard: the whole code as key events in one burst, then Enter,
 * aimed at the page (not a field). Dispatched in the page so the burst stays a burst on a busy
 * machine (a keystroke per CDP round trip could exceed the wedge's 50 ms gap and read as typing).
 */
async function wedgeScan(page: Page, code: string, times = 1): Promise<void> {
  await page.evaluate(
    ([text, n]) => {
      for (let i = 0; i < n; i += 1)
        for (const key of [...text, 'Enter'])
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    [code, times] as const,
  );
}

async function uncheckedBarcodes(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('button', { name: /^Mark .+ load-checked$/ })
    .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^Mark (.+) load-checked$/, '$1'));
}

test('box load check by handheld scanner, online and offline: each scan reaches the server once and checks its box', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  const context = await browser.newContext({ baseURL: base });
  const token = await signIn(context, base, 'stores@demo.test');
  const page = await context.newPage();
  await page.goto('/#/d/box-load-check');
  await expect(page.getByRole('heading', { name: 'Box load check' })).toBeVisible();
  // the boxes render after the heading, as their answer arrives
  await expect(page.getByRole('button', { name: /^Mark .+ load-checked$/ }).nth(1)).toBeVisible();
  const [online, offline] = await uncheckedBarcodes(page);
  expect(online && offline).toBeTruthy();
  const feedback = page.getByTestId('scan-feedback');

  // read twice at once, as a scanner held over a label does: the repeat inside the window is ignored
  // (both in one burst: waiting between them could pass the 3 s window on a busy machine)
  await wedgeScan(page, online ?? '', 2);
  await expect(feedback).toContainText(`${online} checked`);
  await expect(feedback).toHaveAttribute('data-tone', 'ok');
  const scansOf = async (code: string) =>
    (await api<{ data: { result: string }[] }>(request, token, `/scans?code=${code}&kind=load-check`)).data;
  const boxOf = async (code: string) => (await api<{ data: Box[] }>(request, token, `/boxes?barcode=${code}`)).data[0];
  await expect.poll(async () => (await scansOf(online ?? '')).map((s) => s.result)).toEqual(['ok']);
  expect(await boxOf(online ?? '')).toMatchObject({ loadChecked: true });

  await context.setOffline(true);
  const before = await boxOf(offline ?? '');
  await wedgeScan(page, offline ?? '');
  await expect(feedback).toContainText('Saved on this device; sent when online.');
  await expect(page.getByTestId('unsent-count')).toHaveText('1 unsent');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: offline ?? '' })
      .getByText('Checked (not yet sent)'),
  ).toBeVisible();
  expect(await scansOf(offline ?? '')).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await scansOf(offline ?? '')).map((s) => s.result), { timeout: 30_000 })
    .toEqual(['ok']);
  await expect(page.getByTestId('unsent-count')).toHaveCount(0);
  expect(await boxOf(offline ?? '')).toMatchObject({ loadChecked: true, version: (before?.version ?? 0) + 1 });
  expect(await scansOf(online ?? '')).toHaveLength(1);
  await context.close();
});
