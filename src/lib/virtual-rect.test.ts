import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Virtualizer } from '@tanstack/react-virtual';
import { scrollToWithoutFirstWrite, observeRectAfterLayout } from './virtual-rect';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An element whose size reads are counted (each one would force a layout in a browser). */
function measuredElement(width: number, height: number) {
  const reads = { count: 0 };
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { get: () => (reads.count++, width) });
  Object.defineProperty(element, 'clientHeight', { get: () => (reads.count++, height) });
  return { element, reads };
}

const instanceWith = (element: Element | null) =>
  ({ scrollElement: element }) as unknown as Virtualizer<Element, Element>;

/** A stand-in ResizeObserver: `notify()` is the browser's notice after a layout. */
function stubResizeObserver() {
  const observers: { notify: () => void; observed: Element[]; disconnected: boolean }[] = [];
  class FakeResizeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(private readonly callback: () => void) {
      observers.push(this);
    }
    notify() {
      this.callback();
    }
    observe(target: Element) {
      this.observed.push(target);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return observers;
}

describe('observeRectAfterLayout', () => {
  it('reads no size when it starts, and reports the size the first notice brings', () => {
    const observers = stubResizeObserver();
    const { element, reads } = measuredElement(640, 412);
    const report = vi.fn();
    const stop = observeRectAfterLayout(instanceWith(element), report);
    expect(reads.count).toBe(0);
    expect(report).not.toHaveBeenCalled();
    expect(observers[0]?.observed).toEqual([element]);

    observers[0]?.notify();
    expect(report).toHaveBeenCalledWith({ width: 640, height: 412 });

    stop?.();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('reads the size at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { element } = measuredElement(300, 200);
    const report = vi.fn();
    observeRectAfterLayout(instanceWith(element), report);
    expect(report).toHaveBeenCalledWith({ width: 300, height: 200 });
  });

  it('does nothing without a scroll element', () => {
    const report = vi.fn();
    expect(observeRectAfterLayout(instanceWith(null), report)).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('scrollToWithoutFirstWrite', () => {
  /** an element whose scroll writes are recorded (each one lays out the page in a browser) */
  function scrolledElement() {
    const element = document.createElement('div');
    const writes: unknown[] = [];
    element.scrollTo = ((options: ScrollToOptions) => writes.push(options)) as typeof element.scrollTo;
    return { element, writes };
  }
  const instanceOf = (element: Element) =>
    ({ scrollElement: element, options: { horizontal: false } }) as unknown as Virtualizer<Element, Element>;

  it("leaves out a new element's first write to the top, and makes every later one", () => {
    const { element, writes } = scrolledElement();
    const instance = instanceOf(element);
    scrollToWithoutFirstWrite(0, {}, instance);
    expect(writes).toEqual([]);
    scrollToWithoutFirstWrite(0, {}, instance);
    scrollToWithoutFirstWrite(400, { behavior: 'smooth' }, instance);
    expect(writes).toEqual([
      { top: 0, behavior: undefined },
      { top: 400, behavior: 'smooth' },
    ]);
  });

  it('makes a first write that moves the element', () => {
    const { element, writes } = scrolledElement();
    scrollToWithoutFirstWrite(0, { adjustments: 40 }, instanceOf(element));
    expect(writes).toEqual([{ top: 40, behavior: undefined }]);
  });

  it('counts the first write per element', () => {
    const a = scrolledElement();
    const b = scrolledElement();
    scrollToWithoutFirstWrite(0, {}, instanceOf(a.element));
    scrollToWithoutFirstWrite(0, {}, instanceOf(b.element));
    scrollToWithoutFirstWrite(0, {}, instanceOf(a.element));
    expect(a.writes).toHaveLength(1);
    expect(b.writes).toHaveLength(0);
  });
});
