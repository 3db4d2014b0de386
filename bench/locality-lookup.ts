/**
 * The Locality Lookup offline at 1x CPU (issue 36: "answers offline from the stored rate tables in
 * under 100 ms at 1x"): `npm run bench -- lookup`. The built app in Chromium, no CPU throttling,
 * signed in as superadmin on /carrier-routing/locality-lookup; once the rate tables are on the
 * device the context goes offline, and each lookup is timed in the page from typing a postcode
 * (the input's value set and its input event) to the frame after the answer for that postcode
 * shows: React's update, pricing every carrier from the stored tables (src/resources/least-cost.ts)
 * and drawing the table. The postcodes are client 8's zones' (the server's list, read before).
 */
import type { Page } from '@playwright/test';
import { prepare } from './app-session';
import { apiLogin, launchBrowser, median } from './lib';

const WHO = 'superadmin@demo.test';
const LOOKUPS = 20;

/** Client 8's zone postcodes, one per zone, as the server lists them (at most `n`). */
async function postcodes(url: string, token: string, n: number): Promise<string[]> {
  const res = await fetch(`${url}/api/carrier-routing/client-zone?clientId=8&limit=-1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`client zones: ${res.status}`);
  const { data } = (await res.json()) as { data: { postcodes: string[] }[] };
  return [...new Set(data.flatMap((z) => z.postcodes.slice(0, 1)))].slice(0, n);
}

/** Times each lookup in the page: value set and input event, to the frame after its answer shows. */
function timeLookups(page: Page, codes: readonly string[]): Promise<number[]> {
  return page.evaluate(async (codes) => {
    const input = document.querySelector<HTMLInputElement>('input[name="locality"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!input || !setValue) throw new Error('no locality input');
    const times: number[] = [];
    for (const code of codes) {
      const answered = new Promise<void>((resolve, reject) => {
        const shows = () => {
          const text = document.querySelector('[data-testid="cheapest"]')?.textContent ?? '';
          return text.includes(`postcode ${code}:`) || text.includes(`postcode ${code} for`);
        };
        const observer = new MutationObserver(() => {
          if (!shows()) return;
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        });
        const cap = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no answer for ${code}`));
        }, 10_000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const t0 = performance.now();
      setValue.call(input, code);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await answered;
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      times.push(performance.now() - t0);
    }
    return times;
  }, codes);
}

export async function measureLocalityLookup(url: string, runs: number): Promise<Record<string, string>> {
  const token = await apiLogin(url, WHO);
  const codes = await postcodes(url, token, LOOKUPS);
  if (codes.length < 2) throw new Error('client 8 has fewer than two zones in the seed');
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await prepare(context, url, token, { firstRow: false });
      const page = await context.newPage();
      await page.goto(`${url}/#/carrier-routing/locality-lookup`);
      // the tables are on the device once a first lookup answers (a place no postcode names, so
      // every timed lookup changes the answer); then the network goes
      await page.locator('input[name="locality"]').fill('Nowhere');
      await page.getByText('to Nowhere').waitFor({ timeout: 60_000 });
      await context.setOffline(true);
      times.push(...(await timeLookups(page, codes)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
  return {
    'locality lookup offline, 1x CPU: p50 / p95 / max (ms)': `${median(times).toFixed(1)} / ${p95.toFixed(1)} / ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} (${times.length} lookups, budget 100)`,
  };
}
