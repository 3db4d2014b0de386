/**
 * The warehouse tablet's offline scan (issue 34, docs/warehouse.md: 'a scan finds a product by
 * barcode offline in under 100 ms at 1x'). `npm run bench -- scan-lookup`: before the server
 * starts, 10,000 products of client 8 are written into the bench database (`addScanProducts`, once
 * per folder); then, as the demo's superadmin (the page needs InventoryAdjustment and InventoryV2)
 * in a persistent Chromium profile at 1x CPU, Stock Adjustment V2 is
 * opened online (the products are fetched and stored on the device, the service worker installed),
 * the context goes offline and the page is reloaded, so the products come from the device; and
 * SAMPLES barcodes are handed to the scan field as a keyboard-wedge scanner ends one (the code in
 * the field, then Enter), each timed in the page from the Enter until the product's SKU shows in
 * the result, and until the next frame after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { table } from '../server/db/resource-tables';
import { products } from '../src/resources/warehouse';
import { openPage, prepare } from './app-session';
import { apiLogin, launchPersistent, median, percentile } from './lib';

export const SCAN_PRODUCTS = 10_000;
const CLIENT = 8;
const SAMPLES = Number(process.env.BENCH_SCANS ?? 60);
const PAGE = '#/wh/stock-adjustment-v2/all';

export interface ScanLookupFigures {
  products: number;
  samples: number;
  /** from Enter until the product's SKU is in the result (ms) */
  shownMedianMs: number;
  shownP95Ms: number;
  /** until the frame after it (ms): what the person sees */
  frameMedianMs: number;
  frameP95Ms: number;
  budgetMs: number;
  cpu: string;
}

const skuOf = (i: number) => `SCAN-${String(i).padStart(6, '0')}`;
const barcodeOf = (i: number) => `98${String(i).padStart(11, '0')}`;

/** Writes the 10,000 products into the bench database once (the server must not hold the folder). */
export async function addScanProducts(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    const [have] = await db.query<{ n: unknown }>(
      sql`select count(*) as n from ${table(products)} where data->>'sku' like 'SCAN-%'`,
    );
    if (Number(have?.n) >= SCAN_PRODUCTS) return;
    await db.query(sql`insert into ${table(products)} (client_id, historical, data)
      select ${CLIENT}, false, jsonb_build_object('sku', 'SCAN-' || lpad(i::text, 6, '0'), 'name', 'Scanned product ' || i,
        'barcode', '98' || lpad(i::text, 11, '0'), 'weightKg', 1, 'active', true)
      from generate_series(1, ${SCAN_PRODUCTS}) i`);
  } finally {
    await db.close();
  }
}

/** Hands the field a code as a wedge scanner does and times until `sku` shows (and the next frame). */
function timeScan(page: Page, code: string, sku: string): Promise<{ shown: number; frame: number }> {
  return page.evaluate(
    async ([c, s]) => {
      const input = document.querySelector<HTMLInputElement>('input[name="scan-code"]');
      if (!input?.form) throw new Error('no scan field');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, c);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // the typed code is on screen before the Enter, as it is after a wedge's last key
      await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const shows = () => document.querySelector('[data-testid="scan-result"]')?.textContent?.includes(s) ?? false;
      const form = input.form;
      const start = performance.now();
      const shown = await new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (shows()) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => reject(new Error(`${s} did not show in 10 s`)), 10_000);
        form.requestSubmit();
        if (shows()) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      await new Promise<void>((r) => requestAnimationFrame(() => r()));
      return { shown, frame: performance.now() - start };
    },
    [code, sku] as const,
  );
}

/** Scans until the page finds the product (the device's copy may still be loading after the reload). */
async function scanUntilFound(page: Page, i: number, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await timeScan(page, barcodeOf(i), skuOf(i));
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await page.waitForTimeout(500);
    }
  }
}

export async function measureScanLookup(url: string): Promise<ScanLookupFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'depot-bench-scan-'));
  const context = await launchPersistent(dir);
  try {
    // the page needs InventoryAdjustment and InventoryV2, which the demo's superadmin holds (the tablet journey's user)
    await prepare(context, url, await apiLogin(url, 'superadmin@demo.test'), { firstRow: false });
    const page = await openPage(context);
    return await scanFigures(page, url).catch(async (e: unknown) => {
      const shot = join(tmpdir(), 'scan-lookup-failure.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => null);
      throw new Error(`scan-lookup failed (the page as it stood: ${shot})`, { cause: e });
    });
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function scanFigures(page: Page, url: string): Promise<ScanLookupFigures> {
  const ready = () => page.waitForSelector('input[name="scan-code"]:not([disabled])', { timeout: 180_000 });
  await page.goto(`${url}/${PAGE}`);
  // online: the products arrive and are stored, and the service worker takes the page
  await ready();
  await scanUntilFound(page, SCAN_PRODUCTS, 180);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await ready();
    await scanUntilFound(page, 1, 180);
  }
  // offline after a reload: the page and the products come from the device
  await page.context().setOffline(true);
  await page.reload();
  await ready();
  await scanUntilFound(page, 2, 180);
  const shown: number[] = [];
  const frame: number[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    // spread over the range, never the same product twice in a row
    const i = 1 + ((k * 7_919) % SCAN_PRODUCTS);
    const t = await timeScan(page, barcodeOf(i), skuOf(i));
    shown.push(t.shown);
    frame.push(t.frame);
  }
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    products: SCAN_PRODUCTS,
    samples: SAMPLES,
    shownMedianMs: r(median(shown)),
    shownP95Ms: r(percentile(shown, 95)),
    frameMedianMs: r(median(frame)),
    frameP95Ms: r(percentile(frame, 95)),
    budgetMs: 100,
    cpu: '1x (no throttling)',
  };
}
