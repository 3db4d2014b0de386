/**
 * The start path at run time: what a signed-in cold start does on the main thread before the
 * page's first row (or figure) shows. src/app/start-path.test.ts keeps modules out of the boot;
 * this keeps the work out. Counted in the page itself, from before its first script, until the
 * content's first element is in the document:
 * - the API calls the window fires (`fetch`; the data worker's and service worker's are not the
 *   main thread's);
 * - the IndexedDB transactions the window starts (the data worker's run on its own thread);
 * - the React components mounted (class, function, forwardRef and memo fibers, each instance once,
 *   through the DevTools hook React calls on every commit).
 * Each has a budget per page: the most seen over three runs on the loaded machine of 2026-11-27
 * (list 6 calls, 20-21 transactions, 478-485 components; overview 17, 0-28, 534-567; run summary
 * 4, 4-7, 234-267: how far IndexedDB gets before the content depends on timing) with a little room.
 * A change that adds to one fails here: lower the budget when work leaves the start, and raise
 * it only with a reason in the commit.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures/offline';

interface StartWork {
  api: string[];
  idb: string[];
  mounted: number;
}

interface Budget {
  apiCalls: number;
  idbTransactions: number;
  mounted: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The three pages of the start-up bench (bench/startup-trace.ts), with what shows their content (holding a digit). */
const PAGES: { name: string; hash: () => string; ready: string; budget: Budget }[] = [
  {
    name: 'deliveries list',
    hash: () => '#/d/deliveries/all',
    ready: '[data-testid="resource-rows"] [role="row"]',
    budget: { apiCalls: 7, idbTransactions: 24, mounted: 520 },
  },
  {
    name: 'overview',
    hash: () => '#/d/overview',
    ready: '[data-testid="overview-deliveries"]',
    budget: { apiCalls: 18, idbTransactions: 30, mounted: 600 },
  },
  {
    name: 'run summary',
    hash: () => `#/run/r/country/1/${today()}`,
    ready: '[data-testid^="figure-"]',
    budget: { apiCalls: 5, idbTransactions: 10, mounted: 300 },
  },
];

/** Runs before the page's first script: counts until `ready` matches, then keeps the counts. */
function countStartWork(ready: string): void {
  const work = { api: [] as string[], idb: [] as string[], mounted: 0 };
  const w = window as unknown as { __startWork?: typeof work };
  let done = false;
  const finish = () => {
    if (done || !/\d/.test(document.querySelector(ready)?.textContent ?? '')) return;
    done = true;
    w.__startWork = { api: [...work.api], idb: [...work.idb], mounted: work.mounted };
  };
  new MutationObserver(finish).observe(document, { childList: true, subtree: true });

  const fetch0 = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!done && url.pathname.includes('/api/')) work.api.push(`${url.pathname}${url.search}`);
    return fetch0.call(this, input, init);
  };

  const transaction0 = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    if (!done) work.idb.push(`${[args[0]].flat().join('+')} ${args[1] ?? 'readonly'}`);
    return transaction0.apply(this, args);
  };

  // React's DevTools hook: React calls it on every commit (production builds too).
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const seen = new WeakSet<Fiber>();
  const walk = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length) {
      const fiber = stack.pop() as Fiber;
      if (COMPONENT_TAGS.has(fiber.tag) && !seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) {
        seen.add(fiber);
        work.mounted += 1;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  let nextId = 1;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return nextId++;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      if (!done) walk(root.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

for (const target of PAGES) {
  test(`the start of the ${target.name} before its content: API calls, IndexedDB transactions, components`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signIn(context, baseURL ?? '', 'admin@demo.test');
    await context.addInitScript(countStartWork, target.ready);
    const page = await context.newPage();
    await page.goto(`/${target.hash()}`);
    await expect(page.locator(target.ready).first()).toHaveText(/\d/);
    const work = await page.waitForFunction(() => (window as unknown as { __startWork?: StartWork }).__startWork);
    const figures = (await work.jsonValue()) as StartWork;
    console.info(target.name, JSON.stringify(figures));
    expect.soft(figures.api.length, `API calls: ${figures.api.join(', ')}`).toBeLessThanOrEqual(target.budget.apiCalls);
    expect
      .soft(figures.idb.length, `IndexedDB transactions: ${figures.idb.join(', ')}`)
      .toBeLessThanOrEqual(target.budget.idbTransactions);
    expect.soft(figures.mounted, 'components mounted').toBeLessThanOrEqual(target.budget.mounted);
    await context.close();
  });
}
