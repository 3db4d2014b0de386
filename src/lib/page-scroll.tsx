/**
 * Scroll positions kept per page (path), not per history entry: a page opened from a link starts
 * at its top, or where the user left it, while a filter or sort change, which only rewrites the
 * query string, leaves the list where it was. Kept for the tab's life (sessionStorage), so a
 * reload comes back to the same place too.
 *
 * react-router's <ScrollRestoration> does this only under its data router, whose navigation
 * state machine (about 60 KB of script) the app does not otherwise need on its start path.
 *
 * No layout work for nothing (issue 39): reading a scroll position or scrolling forces the browser
 * to lay the page out first, which at start is the page's whole first layout, done again. So the
 * positions where things are now come from the scroll events that moved them (a page or area
 * nobody scrolled is at its top), and the effects scroll, and read back, only when the place kept
 * for the page differs from where it is: a first visit, or a page left at its top, costs nothing.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { usePathname } from './pathname';
import { readJson, safeStorage } from './safe-storage';

const STORAGE_KEY = 'depot-console:page-scroll';
/** the tab's storage, or memory for this document when it is blocked or full */
const tabStorage = safeStorage(() => window.sessionStorage);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function stored(): Map<string, number> {
  const saved = readJson(tabStorage, STORAGE_KEY, {}, isObject);
  return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

function store(positions: Map<string, number>): void {
  tabStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
}

/** The positions of one document, read from the tab's storage once. */
let positions: Map<string, number> | null = null;
function pagePositions(): Map<string, number> {
  positions ??= stored();
  return positions;
}

/**
 * Where the window is, as its last scroll event (or our own scroll) left it: a new document is at
 * its top. Read instead of `window.scrollY`, which would lay the page out.
 */
let windowAt = 0;

/** How long a restored position follows the page growing into it. */
const SETTLE_MS = 1000;
const USER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window to `y`. A page can be too short for it at first: content that appears after
 * its first layout (the list's sideways-scroll hint, 21 px, clamped a list at 768 px). Then the
 * window follows the page as it grows, for up to SETTLE_MS or until the user moves. Returns what
 * stops it.
 */
function scrollToSettled(y: number): () => void {
  window.scrollTo(0, y);
  windowAt = window.scrollY;
  if (windowAt >= y - 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const content = document.getElementById('root') ?? document.body;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    windowAt = window.scrollY;
    if (windowAt >= y - 1) stop();
  });
  const timer = setTimeout(stop, SETTLE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const move of USER_MOVES) window.removeEventListener(move, stop);
  }
  observer.observe(content);
  for (const move of USER_MOVES) window.addEventListener(move, stop, { passive: true });
  return stop;
}

/** Restores each page's scroll position when it is shown, and keeps where the user left it. */
export function PageScrollRestoration() {
  const pathname = usePathname();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const known = pagePositions();
    // the position of this page as last reported by the browser (its scroll events come after
    // the commit that shows the next page, so a clamp the next page causes is never this page's)
    let at = known.get(pathname) ?? 0;
    // already there (a first visit, or from the top to a page kept at its top): nothing to do
    const stopSettling = at === windowAt ? () => undefined : scrollToSettled(at);
    const record = () => {
      at = window.scrollY;
      windowAt = at;
    };
    const save = () => store(known.set(pathname, at));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      stopSettling();
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      known.set(pathname, at);
    };
  }, [pathname]);

  return null;
}

/** Scroll positions of scrolling areas inside pages (a list's rows), by area and address. */
const areaPositions = new Map<string, number>();
/** Where each mounted area is, as its scroll events left it (a new element is at its top). */
const areaAt = new WeakMap<HTMLElement, number>();

/**
 * Keeps where the user left a page's own scrolling area, such as a list's rows, and puts it back
 * when they come back to the same address (path and query: another filter, sort or page is
 * another list, which starts at its top). `ready` is false until the area has its content, so the
 * position is not clamped to an empty area. `name` tells apart two areas on one page.
 */
export function useKeptAreaScroll(ref: RefObject<HTMLElement | null>, name: string, ready: boolean): void {
  const { pathname, search } = useLocation();
  const key = `${name} ${pathname}${search}`;
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || !ready) return;
    let at = areaPositions.get(key) ?? 0;
    if (at !== (areaAt.get(area) ?? 0)) {
      area.scrollTop = at;
      areaAt.set(area, at);
    }
    const record = () => {
      at = area.scrollTop;
      areaAt.set(area, at);
    };
    area.addEventListener('scroll', record, { passive: true });
    return () => {
      area.removeEventListener('scroll', record);
      areaPositions.set(key, at);
    };
  }, [ref, key, ready]);
}
