/**
 * How a virtual table attaches to its scroll element without forcing a layout inside React's
 * commit: it learns its size (TanStack Virtual's `observeElementRect`) and skips a scroll write
 * that cannot move anything (`scrollToFn`). Both tables take `LAYOUT_FREE_SCROLL`.
 *
 * By default the virtualiser reads the scroll element's size in a layout effect as the table
 * mounts. That makes the browser lay out the whole page right there. It then renders the visible
 * rows again, synchronously, all inside the commit. On the deliveries list's first visit, that
 * was the longest task of the start at 4x CPU (docs/bench.md, "The rows' first commit").
 *
 * Here the size comes from the ResizeObserver's first notice instead. The browser gives it after
 * its own layout of the frame, so nothing is laid out twice. The rows render in the next task,
 * a frame later, inside a container whose height the page has already set.
 *
 * Tried and dropped (A/B at 4x, docs/bench.md):
 * - Starting from the window's height, so that the first commit draws the rows at once. That
 *   commit drew twice the rows that fit, and under Lighthouse its style recalculation made the
 *   list's longest task longer, not shorter.
 * - Starting from the table's own estimate of its height: the right rows in the first commit,
 *   but that commit is then the long task again (list TBT 106 -> 181 ms), and the offline cold
 *   start gained nothing (495 -> 507 ms).
 * - Rendering the rows inside the observer's notice (`flushSync`), to paint them in the same
 *   frame: the longest task came back (104 -> 134 ms).
 */
import { elementScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

/** `observeElementRect` that reports the size only when the browser has measured it anyway. */
export function observeRectAfterLayout<TScroll extends Element, TItem extends Element>(
  instance: Virtualizer<TScroll, TItem>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const read = () => report({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) });
  if (typeof ResizeObserver === 'undefined') {
    read();
    return undefined;
  }
  // the first notice comes for every observed element, after the frame's layout
  const observer = new ResizeObserver(read);
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const written = new WeakSet<Element>();

/**
 * `scrollToFn` that leaves out the virtualiser's first write to a new scroll element when it
 * writes the offset the element already has (0). As it attaches, the virtualiser scrolls the
 * element to its own offset, and `scrollTo` lays out the page first: in the list's first commit
 * that layout took 28-36 ms at 1x in the offline start's CPU profile (docs/bench.md). A new
 * element is at the top, so the write moves nothing; every later write goes through.
 */
export function scrollToWithoutFirstWrite<TScroll extends Element, TItem extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<TScroll, TItem>,
): void {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/** The virtualiser options with which an element-scrolled table attaches without a forced layout. */
export const LAYOUT_FREE_SCROLL = {
  observeElementRect: observeRectAfterLayout,
  scrollToFn: scrollToWithoutFirstWrite,
} satisfies Pick<VirtualizerOptions<HTMLDivElement, Element>, 'observeElementRect' | 'scrollToFn'>;
