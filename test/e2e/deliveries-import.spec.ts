/**
 * CSV import: a file of 50 rows with 2 bad ones shows both line numbers and imports nothing;
 * the fixed file imports all 50 and is listed under File uploads.
 */
import { operatorToday, shiftDay } from '../../src/lib/calendar';
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';

const HEADER = 'reference,orderNumber,date,recipientName,address,suburb,postcode,countryId,boxCount,instructions';

function manifest(prefix: string, date: string, bad: Record<number, string> = {}): string {
  const lines = [HEADER];
  for (let i = 1; i <= 50; i++) {
    lines.push(
      bad[lines.length + 1] ??
        `${prefix}-${i},PO-${i},${date},Recipient ${i},"${i} Long Street, Unit ${i}",Carlton,3053,1,${(i % 3) + 1},`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

test('a CSV with 2 bad rows of 50 names both lines and imports nothing until fixed', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'client-admin@demo.test');
  const api = await apiAs(base, 'client-admin@demo.test');
  const prefix = `E2E${Date.now()}`;
  const date = shiftDay(operatorToday(), 3);
  const count = async () => (await api.get<{ count: number }>(`/deliveries?q=${prefix}&limit=0&date=${date}`)).count;

  // The upload link needs the chosen client's CSV-upload setting (spec 6), so choose client 8 first.
  await context.addInitScript(() => window.localStorage.setItem('selected-client', '8'));
  await page.goto('/#/d/delivery-upload');
  await page.getByRole('combobox', { name: 'Client' }).selectOption('8');
  const bad = manifest(prefix, date, {
    8: `${prefix}-7,PO-7,2026-02-30,Recipient 7,7 Long Street,Carlton,3053,1,1,`,
    31: `${prefix}-30,PO-30,${date},,30 Long Street,Carlton,3053,1,1,`,
  });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'manifest.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const errors = page.getByTestId('import-error');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('Line 8');
  await expect(errors.nth(0)).toContainText('date');
  await expect(errors.nth(1)).toContainText('Line 31');
  await expect(errors.nth(1)).toContainText('recipientName');
  await expect(page.getByRole('button', { name: /^Import \d+ deliveries$/ })).toBeDisabled();
  expect(await count()).toBe(0);

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'manifest-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(manifest(prefix, date)) });
  await expect(page.getByTestId('import-summary')).toContainText('50 rows, no problems found');
  await expect(errors).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 50 deliveries' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Imported 50 deliveries');
  expect(await count()).toBe(50);

  await page.getByRole('link', { name: 'See File uploads' }).click();
  const uploads = page.getByTestId('file-uploads');
  await expect(uploads.getByRole('row', { name: /manifest-fixed\.csv/ })).toContainText('imported');
  await api.dispose();
});
