import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { newestSearch, patchedSearch, useSearchState, type SearchState } from './search-patch';

describe('newestSearch', () => {
  const rendered = new URLSearchParams('date=2026-11-27');
  it("reads the address bar's query when it shows the same page", () => {
    expect(
      newestSearch(rendered, '/rds/routing-tool', '#/rds/routing-tool?date=2026-11-28&provider=3').toString(),
    ).toBe('date=2026-11-28&provider=3');
    expect(newestSearch(rendered, '/rds/routing-tool', '#/rds/routing-tool').toString()).toBe('');
  });
  it('keeps the rendered query when the address bar shows another page or no route', () => {
    expect(newestSearch(rendered, '/rds/routing-tool', '#/login?next=x').toString()).toBe('date=2026-11-27');
    expect(newestSearch(rendered, '/rds/routing-tool', '').toString()).toBe('date=2026-11-27');
  });
});

describe('patchedSearch', () => {
  it('sets keys and removes the null and empty ones', () => {
    const base = new URLSearchParams('a=1&b=2&c=3');
    expect(patchedSearch(base, { a: '9', b: null, c: '', d: '4' }).toString()).toBe('a=9&d=4');
    expect(base.toString()).toBe('a=1&b=2&c=3');
  });
});

describe('useSearchState', () => {
  let host: HTMLDivElement | null = null;
  afterEach(() => {
    host?.remove();
    host = null;
    window.history.replaceState(null, '', '#/');
  });

  it('keeps a first change when a second is made before the page renders again', async () => {
    window.history.replaceState(null, '', '#/rds/routing-tool?date=2026-11-27');
    let state: SearchState | null = null;
    function Probe() {
      state = useSearchState();
      return null;
    }
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <HashRouter>
          <Probe />
        </HashRouter>,
      );
      await Promise.resolve();
    });
    const first = state as SearchState | null;
    if (!first) throw new Error('not rendered');
    // both changes from the same render: the second must build on the first
    act(() => {
      first.patch({ provider: '3' });
      first.patch({ date: '2026-11-28' });
    });
    expect(window.location.hash).toBe('#/rds/routing-tool?date=2026-11-28&provider=3');
    act(() => root.unmount());
  });
});
