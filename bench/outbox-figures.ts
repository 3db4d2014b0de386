/**
 * Figure 7: 1,000 patches queued offline in the app's outbox, replayed on reconnect, checked on
 * the server (each applied exactly once), next to 1,000 sequential online patches from the same
 * page (the floor).
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openPage, prepare, warmProfile } from './app-session';
import { launchPersistent } from './lib';

const PATCHES = 1000;

interface Target {
  id: number;
  version: number;
}

async function targets(page: Page, offset: number): Promise<Target[]> {
  return page.evaluate(
    async ({ offset, limit }) => {
      const res = await fetch(`api/deliveries?limit=${limit}&offset=${offset}&sort=id&includeHistorical=true`, {
        credentials: 'same-origin',
      });
      const body = (await res.json()) as { data: { id: number; version: number }[] };
      return body.data.map((r) => ({ id: r.id, version: r.version }));
    },
    { offset, limit: PATCHES },
  );
}

async function queue(page: Page, list: Target[], marker: string): Promise<void> {
  await page.evaluate(
    async ({ list, marker }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('depot-console');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      const now = Date.now();
      for (const t of list) {
        tx.objectStore('outbox').add({
          key: crypto.randomUUID(),
          resource: 'deliveries',
          recordId: t.id,
          baseVersion: t.version,
          method: 'PATCH',
          payload: { instructions: `${marker} ${t.id}` },
          status: 'pending',
          attempts: 0,
          lastError: null,
          createdAt: now,
          updatedAt: now,
          userId: null,
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { list, marker },
  );
}

/** Resolves with the ms from the 'online' event until the outbox is empty. */
function drained(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        window.addEventListener(
          'online',
          () => {
            const t0 = performance.now();
            const poll = () => {
              const open = indexedDB.open('depot-console');
              open.onsuccess = () => {
                const req = open.result.transaction('outbox').objectStore('outbox').count();
                req.onsuccess = () => {
                  open.result.close();
                  if (req.result === 0) resolve(performance.now() - t0);
                  else if (performance.now() - t0 > 600_000) resolve(Number.NaN);
                  else setTimeout(poll, 25);
                };
              };
            };
            poll();
          },
          { once: true },
        );
      }),
  );
}

async function applied(page: Page, list: Target[], marker: string): Promise<{ once: number; wrong: number }> {
  const offset = (list[0]?.id ?? 1) - 1;
  const before = new Map(list.map((t) => [t.id, t.version]));
  const rows = await page.evaluate(
    async ({ offset, limit }) => {
      const res = await fetch(`api/deliveries?limit=${limit}&offset=${offset}&sort=id&includeHistorical=true`, {
        credentials: 'same-origin',
      });
      return ((await res.json()) as { data: { id: number; version: number; instructions: string }[] }).data;
    },
    { offset, limit: list.length },
  );
  let once = 0;
  let wrong = 0;
  for (const r of rows) {
    const base = before.get(r.id);
    if (base === undefined) continue;
    if (r.version === base + 1 && r.instructions === `${marker} ${r.id}`) once += 1;
    else wrong += 1;
  }
  return { once, wrong };
}

async function sequentialOnline(page: Page, list: Target[], marker: string): Promise<number> {
  return page.evaluate(
    async ({ list, marker }) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const t0 = performance.now();
      for (const t of list) {
        await fetch(`api/deliveries/${t.id}`, {
          method: 'PATCH',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ instructions: `${marker} ${t.id}`, version: t.version }),
        });
      }
      return performance.now() - t0;
    },
    { list, marker },
  );
}

export async function measureOutbox(url: string, token: string) {
  const dir = await warmProfile(url, token);
  const context = await launchPersistent(dir);
  try {
    await prepare(context, url, token);
    const page = await openPage(context);
    // A quiet page: the Outbox screen itself would re-render its list on every acknowledgement.
    await page.goto(`${url}/#/offline`);
    await page.waitForTimeout(1000);
    const replayTargets = await targets(page, 0);
    const marker = `bench-replay-${Date.now()}`;
    await context.setOffline(true);
    await queue(page, replayTargets, marker);
    const done = drained(page);
    await context.setOffline(false);
    const replayMs = await done;
    const check = await applied(page, replayTargets, marker);

    const onlineTargets = await targets(page, PATCHES);
    const onlineMs = await sequentialOnline(page, onlineTargets, `bench-online-${Date.now()}`);
    return {
      'outbox: 1,000 queued patches replayed (ms)': Math.round(replayMs),
      'outbox: applied exactly once / wrong': `${check.once} / ${check.wrong}`,
      'outbox: 1,000 sequential online patches (ms)': Math.round(onlineMs),
      'outbox: replay / sequential': Math.round((replayMs / onlineMs) * 100) / 100,
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
