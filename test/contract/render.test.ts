// @vitest-environment happy-dom
/**
 * Contract check 3: the generic list and detail pages render every resource that has a list or
 * detail screen with the real API answering (fetch routed to the Hono app over the seeded
 * PGlite), as a demo user who may open that screen. Rendered with the minimum providers: Chakra,
 * TanStack Query, a memory router; the session token is set the way login sets it. Left out:
 * the app shell (menu, header, route gate, OfflineProvider's persistence and sync), which the
 * other contract files and the Playwright journeys cover.
 */
import { AuthContext, type AuthContextValue } from '../../src/session/auth-context';
import { authReducer, initialAuthState } from '../../src/session/auth-state';
import { datedField } from '../../src/ui/resource-pages/list-view';
import 'fake-indexeddb/auto';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KnownClientsProvider } from '../../src/session/use-reference-lists';
import { GenericDetailPage, GenericListPage } from '../../src/ui/resource-pages/pages';
import { ConsoleDb, getDb, setDbForTests } from '../../src/offline/db';
import type { ResourceName } from '../../src/resources';
import { resourceByName } from '../../src/resources';
import { SCREENS, isScreenId, matchScreen, mayOpen, recordPath, type Screen } from '../../src/screens';
import { PAGES } from '../../src/app/pages';
import { system } from '../../src/theme/system';
import { XSRF } from '../../server/testing/helpers';
import { api, contextFor, recordInScope, startContract, status, type Contract, type Person } from './harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let contract: Contract;
let root: Root | null = null;
let n = 0;

/**
 * happy-dom lays nothing out: give elements a viewport-sized box, and a ResizeObserver that gives
 * its first notice after observing, as a browser does after its layout, so the virtualised table
 * learns its size and renders its first rows (src/lib/virtual-rect.ts).
 */
function stubLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  class NoticeAfterLayout {
    private live = true;
    constructor(private readonly notice: () => void) {}
    observe(): void {
      setTimeout(() => this.live && this.notice(), 0);
    }
    unobserve(): void {}
    disconnect(): void {
      this.live = false;
    }
  }
  vi.stubGlobal('ResizeObserver', NoticeAfterLayout);
}

beforeAll(async () => {
  stubLayout();
  contract = await startContract();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    // the browser sends the HttpOnly session cookie; happy-dom drops a scripted Cookie header, so the token goes as a bearer
    headers.set('cookie', `XSRF-TOKEN=${XSRF}`);
    if (sessionToken) headers.set('authorization', `Bearer ${sessionToken}`);
    return contract.server.app.request(`${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: request.body,
      duplex: 'half',
    } as RequestInit);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await contract?.close();
});
afterEach(async () => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  sessionToken = null;
  await getDb().delete();
  setDbForTests(null);
});

let sessionToken: string | null = null;

/** The signed-in session the pages read (the app's AuthProvider verifies it with the server; here it is given). */
function authFor(person: Person | null): AuthContextValue | null {
  if (!person) return null;
  const user = { ...person.user, email: person.email, name: person.email };
  const state = authReducer(initialAuthState(person.token, false), {
    type: 'verify-success',
    token: person.token,
    user,
  });
  return { state, login: async () => undefined, logout: async () => 'success', takeLoadNextPath: () => null };
}

function render(ui: ReactNode, path: string, person: Person | null = null): void {
  n += 1;
  setDbForTests(new ConsoleDb(`contract-render-${n}`));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // the app mounts KnownClientsProvider around the router (src/app/app.tsx)
  const routed = createElement(KnownClientsProvider, null, createElement(MemoryRouter, { initialEntries: [path] }, ui));
  const children = createElement(
    QueryClientProvider,
    { client },
    createElement(AuthContext.Provider, { value: authFor(person) }, routed),
  );
  const tree = createElement(ChakraProvider, { value: system, children });
  act(() => root?.render(tree));
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  throw new Error(`timed out waiting for ${what}; page shows: ${document.body.textContent?.slice(0, 300)}`);
}

function opener(screen: Screen): Person | undefined {
  return contract.people.find((p) => mayOpen(screen, p.user, contextFor(contract, p.user)));
}

const listScreens = SCREENS.filter((s) => s.resource?.kind === 'list');
const detailScreens = SCREENS.filter((s) => s.resource?.kind === 'detail');

describe('the generic list page shows seeded rows', () => {
  it.each(listScreens.map((s) => s.id))('%s', async (screenId) => {
    const screen = listScreens.find((s) => s.id === screenId);
    const name = screen?.resource?.name as ResourceName;
    const def = resourceByName(name);
    const person = screen && opener(screen);
    if (!def || !person) throw new Error(`${screenId}: no demo user may open it`);
    const res = await contract.server.app.request(api(def, `?limit=1&sort=${encodeURIComponent(def.defaultSort)}`), {
      headers: { authorization: `Bearer ${person.token}` },
    });
    const { data, count } = (await res.json()) as { data: { id: number }[]; count: number };
    expect(count, `${person.email} sees no seeded ${name}`).toBeGreaterThan(0);
    sessionToken = person.token;
    // all dates, in the declared order: the rows the server listed above (a dated list opens on today otherwise)
    const search = new URLSearchParams({ sort: def.defaultSort });
    const dated = datedField(def);
    if (dated) search.set(`${dated}From`, '');
    render(createElement(GenericListPage, { resource: name }), `/?${search.toString()}`, person);
    await waitFor(
      () => document.querySelector(`[data-testid="row-${data[0]?.id}"]`) !== null,
      `row ${data[0]?.id} of ${name}`,
    );
    expect(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount')).toBe(
      String(Math.min(count, 200) + 1),
    );
    expect(document.querySelector('h1')?.textContent).toBe(def.labelPlural);
  });
});

describe('the generic detail page shows a seeded record', () => {
  it.each(detailScreens.map((s) => s.id))('%s', async (screenId) => {
    const screen = detailScreens.find((s) => s.id === screenId);
    const name = screen?.resource?.name as ResourceName;
    const def = resourceByName(name);
    const person = screen && opener(screen);
    if (!screen || !def || !person || !isScreenId(screenId)) throw new Error(`${screenId}: no demo user may open it`);
    const row = await recordInScope(contract, def, person.user);
    if (!row) throw new Error(`${screenId}: ${person.email} has no ${name} in scope`);
    expect(await status(contract, person, 'GET', api(def, `/${row.id}`))).toBe(200);
    sessionToken = person.token;
    const path = recordPath(screenId, row.id);
    const pattern = screen.patterns.find((p) => p.includes(':id')) ?? screen.patterns[0] ?? '';
    render(
      createElement(
        Routes,
        null,
        createElement(Route, { path: `/${pattern}`, element: createElement(GenericDetailPage, { resource: name }) }),
      ),
      path,
      person,
    );
    const title = `${def.label} ${String(row[def.titleField] ?? row.id)}`;
    await waitFor(() => document.querySelector('h1')?.textContent === title, `the title '${title}'`);
    expect(document.querySelector('[data-testid="record-version"]')?.getAttribute('data-version')).toBe(
      String(row.version),
    );
  });
});

/** the words of the buttons a list offers for its resource's other screens (src/ui/resource-pages/resource-actions.tsx) */
const ACTION_WORDS = /^(New |Grid edit$|Import CSV$|Export CSV$)/;

describe('a hand-written list offers only the screens its reader may open', () => {
  const pageOf = (id: string) => (isScreenId(id) ? PAGES[id] : undefined);
  const lists = listScreens.filter((s) => pageOf(s.id) !== undefined);
  it.each(lists.map((s) => s.id))('%s', async (screenId) => {
    const screen = lists.find((s) => s.id === screenId);
    const load = pageOf(screenId);
    if (!screen || !load) throw new Error(`${screenId} lost its page`);
    const Page = await load();
    const pattern = screen.patterns[0] ?? '';
    const readers = contract.people.filter((p) => mayOpen(screen, p.user, contextFor(contract, p.user)));
    expect(readers.length, `${screenId}: no demo user may open it`).toBeGreaterThan(0);
    for (const person of readers) {
      sessionToken = person.token;
      render(
        createElement(Routes, null, createElement(Route, { path: `/${pattern}`, element: createElement(Page) })),
        screen.link.replace('{date}', '2026-11-21'),
        person,
      );
      await waitFor(() => document.querySelector('h1') !== null, `${screenId}'s heading for ${person.email}`);
      const context = contextFor(contract, person.user);
      const offered = [...document.querySelectorAll('a')]
        .filter((a) => ACTION_WORDS.test(a.textContent ?? ''))
        .map((a) => new URL(a.getAttribute('href') ?? '', 'http://app').pathname);
      const refused = offered.filter((path) => {
        const target = matchScreen(path)?.screen;
        return !target || !mayOpen(target, person.user, context);
      });
      expect(refused, `${person.email} on ${screenId}`).toEqual([]);
      act(() => root?.unmount());
      root = null;
      document.body.innerHTML = '';
      await getDb().delete();
      setDbForTests(null);
    }
  });
});
