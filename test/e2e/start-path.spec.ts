/**
 * The start path at run time: what a signed-in cold start does on the main thread before the
 * page's first row (or figure) shows. src/app/start-path.test.ts keeps modules out of the boot;
 * this keeps the work out. Counted in the page itself, from before its first script, until the
 * content's first element holds a digit.
 *
 * Every figure counts what the code decides, never what timing decides, so that a loaded machine
 * cannot fail it and a real regression (one more query per row, a component or module pulled into
 * the start) still does. Timing decides two things here, and each figure is built so that neither
 * can raise it:
 * - how far the start gets before the content shows (on a fast machine the network answers
 *   before IndexedDB is even open; on a loaded one the reference lookups, the change feed's
 *   position and the stored-copy reads all land first). So the window is a prefix of the start,
 *   and each budget is the most the code can do in the whole start, not what one run happened to
 *   do: timing can only leave work out of the window, never add to it.
 * - how often work repeats for reasons of time: a timer's second tick, a Dexie live query that
 *   reads again because a write landed while it was mounted, a component mounted again after a
 *   suspense fallback. Repeats are not counted; a repeat without a reason (the same read twice
 *   with no write between, a row asking for its own record) is.
 *
 * The three figures:
 * - API calls: the distinct requests (method and URL) the window sends (`fetch`; the data
 *   worker's and service worker's are not the main thread's). A timer's second call of the same
 *   URL is one call; a call per row has a URL per row. Each page lists the endpoints its start may
 *   call with the most distinct URLs each: an endpoint not listed (a call pulled into the start)
 *   or one more URL than listed (a call per row) fails.
 * - IndexedDB transactions the window starts (the data worker's run on its own thread), each
 *   named by its stores and mode. A transaction counts unless the same stores and mode were read
 *   before and a write (the page's own read-write transaction, or a change another context
 *   broadcast through Dexie's BroadcastChannel) came between: that is a live query reading again
 *   after a write, which timing decides. One read per row has no write between its reads and
 *   counts every time. A write counts once per stores it writes: what the start writes to is the
 *   code's, how many idle-time batches it takes before the content shows is timing's (the rows
 *   written follow the answers, counted above). The budget is the most first reads and written
 *   stores the start's code has.
 * - components mounted: class, function, forwardRef and memo fibers, through the DevTools hook
 *   React calls on every commit (production builds too), each counted once per place in the tree
 *   (its parent's place, its type, its key or index). A component mounted again in the same
 *   place (a fallback swapped back, a remount) is one; one more component per row is a place per
 *   row. The budget is the most places the start's code fills before its content.
 *
 * The budgets were measured on the loaded machine of 2026-11-27 (load average 20-30, seven
 * engineers' builds and tests on 2 cores), at 1x and at 4x CPU, with a little room; the figures
 * of each run are printed. Lower a budget when work leaves the start, and raise it only with a
 * reason in the commit.
 */
import { expect, test } from '@playwright/test';
import { operatorToday } from '../../src/lib/calendar';
import { referenceRequests } from '../../src/offline/reference-lists';
import { signIn } from './fixtures/offline';

interface StartWork {
  /** distinct requests, `METHOD /api/path?query`, in the order first sent */
  api: string[];
  /** the counted transactions (`stores mode`), in order */
  idb: string[];
  /** the transactions not counted: read again after a write */
  idbAgain: string[];
  /** distinct places of component fibers mounted */
  mounted: number;
  /** component fibers mounted, each instance once (remounts included), for comparison */
  mountedInstances: number;
}

interface Budget {
  /** endpoint (the path after /api/) -> the most distinct URLs the start may send to it */
  api: Record<string, number>;
  idbTransactions: number;
  mounted: number;
}

/**
 * The whole reference lists' requests (src/offline/reference-lists.ts). A first visit asks for
 * them 2 s after start, in an idle moment, which on a loaded machine is before the content: the
 * data worker fetches and stores them (src/offline/reference-sync.ts), so the page sends none of
 * them and writes none of them. The one such URL the page may send is the side menu's routing
 * groups (src/session/use-reference-lists.ts), the same request as that list's.
 */
const REFERENCE_LISTS = referenceRequests().map((r) => r.path);

/** Every signed-in start: the session, the clients (entry's early call), the replay's session check. */
const SESSION_CALLS: Record<string, number> = {
  'reference lists': 1,
  // fields=* by the entry's early check, fields=id by the replay's session sync
  'current-user': 2,
  // the entry's early call; the same URL again when the menu refetches is one call
  clients: 1,
  // the activity schedule's post (src/session/use-dashboard-activity.ts)
  'nv/dashboard-activity': 1,
  // none of the change feed's: the data worker pulls it (src/live/feed-pull.ts)
};

/** The three pages of the start-up bench (bench/startup-trace.ts), with what shows their content (holding a digit). */
const PAGES: { name: string; hash: () => string; ready: string; budget: Budget }[] = [
  {
    name: 'deliveries list',
    hash: () => '#/d/deliveries/all',
    ready: '[data-testid="resource-rows"] [role="row"]',
    budget: {
      api: {
        ...SESSION_CALLS,
        // the day's page, and its retry with includeHistorical when the day has none
        deliveries: 2,
        // none for the names of the rows' references: the data worker looks them up
        // (ui/resource-pages/ref-titles.ts)
      },
      idbTransactions: 26,
      mounted: 590,
    },
  },
  {
    name: 'overview',
    hash: () => '#/d/overview',
    ready: '[data-testid="overview-deliveries"]',
    budget: {
      api: {
        ...SESSION_CALLS,
        // one count per status (8), and a status with none retried with includeHistorical (8)
        deliveries: 16,
        // the day's runs
        runs: 1,
        'nv/late-deliveries': 1,
      },
      idbTransactions: 42,
      mounted: 600,
    },
  },
  {
    name: 'run summary',
    hash: () => `#/run/r/country/1/${operatorToday()}`,
    ready: '[data-testid^="figure-"]',
    budget: {
      api: {
        ...SESSION_CALLS,
        // the day's runs
        runs: 1,
      },
      idbTransactions: 12,
      mounted: 290,
    },
  },
];

/** Runs before the page's first script: counts until `ready` holds a digit, then keeps the counts. */
function countStartWork(ready: string): void {
  const api = new Set<string>();
  const idb: string[] = [];
  const idbAgain: string[] = [];
  let mountedInstances = 0;
  const places = new Set<string>();
  const w = window as unknown as { __startWork?: StartWork };
  let done = false;
  const finish = () => {
    if (done || !/\d/.test(document.querySelector(ready)?.textContent ?? '')) return;
    done = true;
    w.__startWork = { api: [...api], idb: [...idb], idbAgain: [...idbAgain], mounted: places.size, mountedInstances };
  };
  new MutationObserver(finish).observe(document, { childList: true, subtree: true });

  const fetch0 = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), location.href);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (!done && url.pathname.includes('/api/')) api.add(`${method} ${url.pathname}${url.search}`);
    return fetch0.call(this, input, init);
  };

  // Writes the page's live queries hear: its own read-write transactions, and what other contexts
  // (the data worker, the service worker) broadcast through Dexie's channel. This channel is made
  // before Dexie's, so it hears each message first.
  let writes = 0;
  new BroadcastChannel('x-storagemutated-1').onmessage = () => {
    writes += 1;
  };
  /** stores and mode -> the number of writes heard when it last started */
  const lastRead = new Map<string, number>();
  const transaction0 = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    if (!done) {
      const mode = args[1] ?? 'readonly';
      const kind = `${[args[0]].flat().join('+')} ${mode}`;
      const before = lastRead.get(kind);
      // a read again after a write (a live query's re-run), or a write to the same stores again
      // (the idle-time batches: how many there are before the content is timing's)
      const again = before !== undefined && (mode !== 'readonly' || before !== writes);
      (again ? idbAgain : idb).push(kind);
      if (mode !== 'readonly') writes += 1;
      lastRead.set(kind, writes);
    }
    return transaction0.apply(this, args);
  };

  // The page's database opens, and those that had to create or upgrade it (the whole page life,
  // not only the window: the data worker does that work, open-gate.ts).
  const w2 = window as unknown as { __idbOpens?: number; __idbUpgrades?: number };
  w2.__idbOpens = 0;
  w2.__idbUpgrades = 0;
  const open0 = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>): IDBOpenDBRequest {
    const request = open0.apply(this, args);
    w2.__idbOpens = (w2.__idbOpens ?? 0) + 1;
    request.addEventListener('upgradeneeded', () => {
      w2.__idbUpgrades = (w2.__idbUpgrades ?? 0) + 1;
    });
    return request;
  };

  // React's DevTools hook: React calls it on every commit (production builds too).
  interface Fiber {
    tag: number;
    key: string | null;
    index: number;
    type: unknown;
    return: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const seen = new WeakSet<Fiber>();
  const typeIds = new Map<unknown, number>();
  const typeId = (type: unknown) => {
    if (!typeIds.has(type)) typeIds.set(type, typeIds.size);
    return typeIds.get(type);
  };
  /** A fiber's place: its parent's place, its type, its key or index (the same for a remount there). */
  const placeOf = new WeakMap<Fiber, string>();
  const place = (fiber: Fiber): string => {
    const known = placeOf.get(fiber) ?? (fiber.alternate ? placeOf.get(fiber.alternate) : undefined);
    if (known !== undefined) return known;
    const parent = fiber.return ? place(fiber.return) : '';
    const own = `${parent}/${fiber.tag}.${typeId(fiber.type)}:${fiber.key ?? fiber.index}`;
    placeOf.set(fiber, own);
    return own;
  };
  const walk = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length) {
      const fiber = stack.pop() as Fiber;
      if (COMPONENT_TAGS.has(fiber.tag) && !seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) {
        seen.add(fiber);
        mountedInstances += 1;
        places.add(place(fiber));
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

/**
 * The endpoint of `METHOD /api/path?query`: 'reference lists' for a whole reference list's
 * request, else the path after /api/, with a record's id as `:id`.
 */
function endpointOf(call: string): string {
  const path = (call.split(' ')[1] ?? '').replace(/^.*?\/api\//, '');
  if (REFERENCE_LISTS.includes(path)) return 'reference lists';
  return path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** The endpoints called more often than the budget allows, or not allowed at all. */
function overApiBudget(calls: readonly string[], budget: Record<string, number>): string[] {
  const perEndpoint = new Map<string, string[]>();
  for (const call of calls) {
    const endpoint = endpointOf(call);
    perEndpoint.set(endpoint, [...(perEndpoint.get(endpoint) ?? []), call]);
  }
  return [...perEndpoint]
    .filter(([endpoint, list]) => list.length > (budget[endpoint] ?? 0))
    .map(([endpoint, list]) => `${endpoint}: ${list.length} (budget ${budget[endpoint] ?? 0}): ${list.join(', ')}`);
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
    // START_PATH_CPU=4 measures at the bench's 4x CPU slowdown (what the budgets were checked against)
    const slowdown = Number(process.env.START_PATH_CPU ?? 1);
    if (slowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`/${target.hash()}`);
    await expect(page.locator(target.ready).first()).toHaveText(/\d/);
    const work = await page.waitForFunction(() => (window as unknown as { __startWork?: StartWork }).__startWork);
    const figures = (await work.jsonValue()) as StartWork;
    console.info(target.name, JSON.stringify(figures));
    expect.soft(overApiBudget(figures.api, target.budget.api), 'API calls over budget').toEqual([]);
    expect
      .soft(figures.idb.length, `IndexedDB transactions: ${figures.idb.join(', ')}`)
      .toBeLessThanOrEqual(target.budget.idbTransactions);
    expect.soft(figures.mounted, 'components mounted').toBeLessThanOrEqual(target.budget.mounted);
    // A first visit: the database is created by the data worker, never by the page's main thread.
    await page.waitForFunction(() => ((window as unknown as { __idbOpens?: number }).__idbOpens ?? 0) > 0);
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'depot-console')))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __idbUpgrades?: number }).__idbUpgrades)).toBe(0);
    await context.close();
  });
}
