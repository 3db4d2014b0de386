/**
 * `waitAtMost(work, ms)`: waits for `work` to settle, fulfilled or not, but no longer than `ms`.
 * For a step that may speed up what follows and must never hold it up: the persisted cache's
 * load (offline/query-storage.ts), the data worker's open of the database before the page's
 * (offline/page-db.ts). The timer is cleared as soon as the work settles.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work.then(noop, noop), late]);
  } finally {
    clearTimeout(timer);
  }
}

function noop(): void {}
