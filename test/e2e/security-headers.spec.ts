/**
 * The app under its Content-Security-Policy (server/http/security-headers.ts): a map page
 * (maplibre and its worker), the camera scanner's zxing-wasm decoder reading a label from
 * Chromium's fake camera, the service worker, and an offline read from its stored copies, with no
 * CSP violation reported by any page.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchApp, newProfileDir, openControlled, removeProfileDir, signIn } from './fixtures/offline';

test.use({ trace: 'off' });
test.setTimeout(180_000);

const LABEL = 'CSP12345';

/**
 * One video frame (YUV4MPEG2, 4:2:0) of a Code 128 label, dark bars on white, for Chromium's
 * fake camera (--use-file-for-fake-video-capture loops it).
 */
function labelVideo(text: string): Buffer {
  const [pattern] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const widths = pattern?.sbs ?? [];
  const width = 640;
  const height = 480;
  const module = 3;
  const luma = Buffer.alloc(width * height, 235);
  const total = widths.reduce((a, b) => a + b, 0) * module;
  let x = Math.floor((width - total) / 2);
  widths.forEach((w, i) => {
    if (i % 2 === 0) for (let row = 140; row < 340; row++) luma.fill(16, row * width + x, row * width + x + w * module);
    x += w * module;
  });
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, luma, chroma, chroma]);
}

/** Every CSP violation any page of the context reports (the DOM event and Chromium's console line). */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const onPage = (page: Page) =>
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return violations;
}

test('the app works under its CSP: a map, the camera decoder, the service worker and an offline read', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const dir = newProfileDir();
  const media = mkdtempSync(join(tmpdir(), 'depot-camera-'));
  const video = join(media, 'label.y4m');
  writeFileSync(video, labelVideo(LABEL));
  const camera = [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
  let context: BrowserContext | null = null;
  try {
    context = await launchApp(dir, base, { args: camera });
    let violations = await watchViolations(context);
    await signIn(context, base, 'admin@demo.test');

    // the app page is served under the policy, and the service worker takes control
    const page = await openControlled(context, '/#/d/deliveries/all');
    const served = await context.request.get(`${base}/`);
    const policy = served.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // a map page: maplibre starts its worker and draws
    await page.goto('/#/z/zones');
    const map = page.getByTestId('map').first();
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });

    // the camera scanner: zxing-wasm compiles under the policy and reads the label
    await page.goto('/#/d/box-load-check');
    await expect(page.getByRole('heading', { name: 'Box load check' })).toBeVisible();
    await page.getByRole('button', { name: 'Camera' }).click();
    await expect(page.getByText(/zxing reader/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('scan-feedback')).toContainText(LABEL, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Close camera' }).click();
    await expect(page.getByTestId('offline-preparing')).toHaveCount(0, { timeout: 60_000 });
    expect(violations).toEqual([]);
    await context.close();

    // offline: the list reads from the stored copies, under the same policy
    context = await launchApp(dir, base, { offline: true });
    violations = await watchViolations(context);
    const offline = await context.newPage();
    await offline.goto('/#/d/deliveries/all');
    await expect(offline.locator('[data-testid^="row-"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(offline.getByTestId('as-of')).toContainText('Stored copy');
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    await context?.close();
    removeProfileDir(dir);
    rmSync(media, { recursive: true, force: true });
  }
});
