/**
 * Live (docs/live.md): the stream survives a server restart. This journey runs a server of its
 * own (the suite's is not restarted under the other journeys), on a free port and a data folder
 * of its own, stops it with SIGTERM while a console has its stream open, starts it again on the
 * same folder, and expects an edit saved after the restart on the console's open page, with no
 * reload: the browser reopened the stream and the console pulled the feed from its position.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../chromium';
import { signInAs } from './fixtures/auth';
import { apiAs, someDeliveries } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(240_000);

let server: ChildProcess | null = null;
let dataDir = '';
let port = 0;

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NO_BUILD: '1',
      DEMO_DELIVERIES_PER_DAY: '40',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  server = child;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  server = null;
}

test.beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'depot-live-restart-'));
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the stream survives a server restart: an edit after it appears with no reload', async ({ browser }) => {
  await startServer();
  const baseURL = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let editor = await apiAs(baseURL, 'admin@demo.test');
  const [target] = await someDeliveries(editor, 1);
  if (!target) throw new Error('no delivery');
  await editor.dispose();
  await signInAs(page, 'admin@demo.test', `/run/r/delivery/${target.id}`);
  await expect(page.getByRole('heading', { name: `Delivery ${target.reference}` })).toBeVisible();
  // the menu's Queue Info block says the stream is open
  await expect(page.getByTestId('live-status')).toHaveText('Live: connected', { timeout: 30_000 });
  await page.evaluate(() => {
    (window as unknown as { liveMark?: number }).liveMark = 1;
  });

  await stopServer();
  await expect(page.getByTestId('live-status')).toHaveText('Live: reconnecting');
  await startServer();
  await expect(page.getByTestId('live-status')).toHaveText('Live: connected', { timeout: 30_000 });

  editor = await apiAs(baseURL, 'admin@demo.test');
  const text = `After the restart ${Date.now()}`;
  expect((await editor.patch(`/deliveries/${target.id}`, { instructions: text, version: target.version })).status).toBe(
    200,
  );
  await expect(page.getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
  await editor.dispose();
  await context.close();
});
