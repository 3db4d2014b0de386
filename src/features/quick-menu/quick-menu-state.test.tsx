import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUICK_MENU_OPEN_DELAY_MS, QUICK_SECTIONS, QuickMenuProvider, useQuickMenu } from './quick-menu-state';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  // React's own scheduling, as in the browser: outside act() a navigation's passive effects run
  // in a task after the commit, and that gap is what this file is about
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders `node` outside act(), as the browser schedules it; returns the host and how to unmount. */
function mountOutsideAct(node: ReactNode): { host: HTMLElement; unmount(): void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(node);
  return {
    host,
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

describe('QuickMenuProvider', () => {
  it('keeps a Control+Space pressed as soon as a new page is on screen (the path change closes the menu first)', async () => {
    let navigate: NavigateFunction | undefined;
    let open = false;
    let selected = -1;
    function Probe() {
      navigate = useNavigate();
      ({ open, selected } = useQuickMenu());
      return null;
    }
    /** The user's key, pressed once the new page is committed and before anything else runs. */
    function PressedOnArrival() {
      useLayoutEffect(() => {
        queueMicrotask(() =>
          window.dispatchEvent(new KeyboardEvent('keydown', { ctrlKey: true, code: 'Space', key: ' ' })),
        );
      }, []);
      return <h1>Run Summary</h1>;
    }
    const { host, unmount } = mountOutsideAct(
      <MemoryRouter initialEntries={['/no-access']}>
        <QuickMenuProvider>
          <Probe />
          <Routes>
            <Route path="/no-access" element={<p>No access</p>} />
            <Route path="/run/summary" element={<PressedOnArrival />} />
          </Routes>
        </QuickMenuProvider>
      </MemoryRouter>,
    );
    await wait(20);
    startTransition(() => void navigate?.('/run/summary'));
    await wait(QUICK_MENU_OPEN_DELAY_MS + 150);
    expect(host.textContent).toContain('Run Summary');
    expect({ selected, open }).toEqual({ selected: QUICK_SECTIONS.search, open: true });
    unmount();
  });

  it('hears a Control+Space pressed as soon as the shell is first on screen', async () => {
    let open = false;
    let selected = -1;
    function Probe() {
      ({ open, selected } = useQuickMenu());
      return null;
    }
    function PressedOnArrival() {
      useLayoutEffect(() => {
        queueMicrotask(() =>
          window.dispatchEvent(new KeyboardEvent('keydown', { ctrlKey: true, code: 'Space', key: ' ' })),
        );
      }, []);
      return <main>Deliveries</main>;
    }
    const { unmount } = mountOutsideAct(
      <MemoryRouter initialEntries={['/d/deliveries/all']}>
        <QuickMenuProvider>
          <Probe />
          <PressedOnArrival />
        </QuickMenuProvider>
      </MemoryRouter>,
    );
    await wait(QUICK_MENU_OPEN_DELAY_MS + 150);
    expect({ selected, open }).toEqual({ selected: QUICK_SECTIONS.search, open: true });
    unmount();
  });
});
