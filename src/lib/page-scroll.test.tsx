import { renderWithChakra } from '../theme/render-in-tests';
import { act, useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageScrollRestoration, useKeptAreaScroll } from './page-scroll';
import { PathnameProvider } from './pathname';

const router: { navigate: NavigateFunction | null } = { navigate: null };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** the window's scroll position as the browser would report it, within the page's height */
let scrollY = 0;
let maxScrollY = Infinity;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = Math.min(y, maxScrollY);
});

/** ResizeObservers made by the code under test; `grow` is the page getting taller */
const observers: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly notice: () => void) {}
  observe() {
    observers.push(this.notice);
  }
  disconnect() {
    const at = observers.indexOf(this.notice);
    if (at >= 0) observers.splice(at, 1);
  }
}
function grow(to: number) {
  maxScrollY = to;
  for (const notice of [...observers]) notice();
}
function userScrollsTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}
const go = (to: string) => act(() => void router.navigate?.(to));
const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

beforeEach(() => {
  scrollY = 0;
  maxScrollY = Infinity;
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** the app's restoration, on a router at `path` */
function showPageAt(path: string) {
  renderWithChakra(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <PathnameProvider>
        <PageScrollRestoration />
      </PathnameProvider>
    </MemoryRouter>,
  );
}

describe('PageScrollRestoration', () => {
  // Reading the position or scrolling lays the page out; on a first visit the window is at the
  // top already, so the start must do neither (issue 39). A fresh module: a document's first page.
  it('neither scrolls nor reads the position on a first visit, nor on a page kept at its top', async () => {
    vi.resetModules();
    const fresh = await import('./page-scroll');
    const freshPathname = await import('./pathname');
    const readsY = vi.mocked(Object.getOwnPropertyDescriptor(window, 'scrollY')?.get);
    readsY?.mockClear();
    renderWithChakra(
      <MemoryRouter initialEntries={['/scroll-test/first']}>
        <Navigator />
        <freshPathname.PathnameProvider>
          <fresh.PageScrollRestoration />
        </freshPathname.PathnameProvider>
      </MemoryRouter>,
    );
    go('/scroll-test/second');
    go('/scroll-test/first');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(readsY).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it('opens a new page at its top and a page the user left where they left it', () => {
    showPageAt('/scroll-test/run');
    userScrollsTo(640);
    go('/scroll-test/drop');
    expect(lastScroll()).toBe(0);
    userScrollsTo(120);
    go('/scroll-test/run');
    expect(lastScroll()).toBe(640);
    go('/scroll-test/drop');
    expect(lastScroll()).toBe(120);
  });

  it('follows a page that is shorter for a moment when it comes back, until it reaches the place or the user moves', () => {
    showPageAt('/scroll-test/grows');
    userScrollsTo(640);
    go('/scroll-test/other');
    maxScrollY = 600;
    go('/scroll-test/grows');
    expect(scrollY).toBe(600);
    grow(620);
    expect(scrollY).toBe(620);
    grow(900);
    expect(scrollY).toBe(640);
    expect(observers).toHaveLength(0);

    userScrollsTo(640);
    go('/scroll-test/other');
    maxScrollY = 600;
    go('/scroll-test/grows');
    window.dispatchEvent(new Event('wheel'));
    grow(900);
    expect(scrollY).toBe(600);
  });

  it('leaves the page where it is when only the query string changes', () => {
    showPageAt('/scroll-test/list');
    userScrollsTo(300);
    const calls = scrollTo.mock.calls.length;
    go('/scroll-test/list?status=late');
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('keeps the positions in the tab when the page is hidden (a reload)', () => {
    showPageAt('/scroll-test/kept');
    userScrollsTo(900);
    window.dispatchEvent(new Event('pagehide'));
    const kept: unknown = JSON.parse(sessionStorage.getItem('depot-console:page-scroll') ?? '{}');
    expect(kept).toMatchObject({ '/scroll-test/kept': 900 });
  });
});

describe('useKeptAreaScroll', () => {
  function Rows({ ready = true }: { ready?: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    useKeptAreaScroll(ref, 'deliveries', ready);
    return <div ref={ref} data-testid="rows" />;
  }
  const rowsArea = () => document.querySelector<HTMLElement>('[data-testid="rows"]');
  function userScrollsRowsTo(y: number) {
    const area = rowsArea();
    if (!area) throw new Error('no rows area');
    area.scrollTop = y;
    area.dispatchEvent(new Event('scroll'));
  }
  const app = (ready = true) => (
    <MemoryRouter initialEntries={['/area-test/list']}>
      <Navigator />
      <Routes>
        <Route path="/area-test/list" element={<Rows ready={ready} />} />
        <Route path="/area-test/record" element={<p>a record</p>} />
      </Routes>
    </MemoryRouter>
  );

  it("puts a list's rows back where the user left them, and starts another filter's rows at the top", () => {
    renderWithChakra(app());
    userScrollsRowsTo(2400);
    go('/area-test/record');
    expect(rowsArea()).toBeNull();
    go('/area-test/list');
    expect(rowsArea()?.scrollTop).toBe(2400);
    go('/area-test/list?status=late');
    expect(rowsArea()?.scrollTop).toBe(0);
  });

  it("neither sets nor reads the rows' position on a first visit", () => {
    const sets = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    const reads = vi.spyOn(Element.prototype, 'scrollTop', 'get');
    renderWithChakra(
      <MemoryRouter initialEntries={['/area-test/first']}>
        <Routes>
          <Route path="/area-test/first" element={<Rows />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(rowsArea()).not.toBeNull();
    expect(sets).not.toHaveBeenCalled();
    expect(reads).not.toHaveBeenCalled();
  });

  it('waits for the rows before it puts them back', () => {
    renderWithChakra(app());
    userScrollsRowsTo(800);
    go('/area-test/record');
    renderWithChakra(app(false));
    expect(rowsArea()?.scrollTop).toBe(0);
    renderWithChakra(app(true));
    expect(rowsArea()?.scrollTop).toBe(800);
  });
});
