import { cleanupRendered, renderWithChakra } from '../theme/render-in-tests';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { keepBootShell } from '../lib/boot-shell';
import { genericLoader, routes, screenPatcher } from './router';

describe('the generic page of a resource screen kind', () => {
  it.each(['list', 'detail', 'create', 'gridEdit', 'import', 'export'])('loads a page for %s', async (kind) => {
    const load = genericLoader(kind, 'depots');
    expect(load).not.toBeNull();
    expect(typeof (await load?.())).toBe('function');
  });

  it('has none for a kind without a generic page', () => {
    expect(genericLoader('calendar', 'depots')).toBeNull();
  });
});

describe('screens join the route tree as navigation reaches them', () => {
  /** the app's screen parent with its catch-all, and the app's patcher */
  function memoryRouter(path: string) {
    const router = createMemoryRouter([{ id: 'screens', children: [{ id: 'not-found', path: '*', element: null }] }], {
      initialEntries: [path],
      patchRoutesOnNavigation: screenPatcher(),
    });
    router.initialize();
    return router;
  }
  const settled = (router: ReturnType<typeof memoryRouter>) => vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe('idle'));
  const lastRoute = (router: ReturnType<typeof memoryRouter>) => router.state.matches.at(-1)?.route.id;

  it("a screen's path reaches its own route, a literal path winning over a parameter", async () => {
    const router = memoryRouter('/u/users/self');
    await settled(router);
    expect(lastRoute(router)).toMatch(/^screen \S+ \/?u\/users\/self$/);
    await router.navigate('/u/users/5');
    await settled(router);
    expect(lastRoute(router)).toMatch(/^screen \S+ \/?u\/users\/:id$/);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '5' });
    await router.navigate('/u/users/self');
    await settled(router);
    expect(lastRoute(router)).toMatch(/u\/users\/self$/);
  });

  it('a path of no screen stays on the catch-all', async () => {
    const router = memoryRouter('/no/such/page');
    await settled(router);
    expect(lastRoute(router)).toBe('not-found');
  });

  it("adds each screen's routes once", () => {
    const patch = vi.fn();
    const patcher = screenPatcher();
    patcher({ path: '/d/deliveries/all', patch });
    patcher({ path: '/d/deliveries/all?date=2026-11-25', patch });
    patcher({ path: '/no/such/page', patch });
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]?.[0]).toBe('screens');
  });
});

describe('the first page load', () => {
  it("keeps index.html's loading shell on screen until the router has its first page", async () => {
    const host = document.createElement('div');
    host.innerHTML = '<div class="boot" id="boot-shell"><p>Loading Depot Console…</p></div>';
    keepBootShell(host);
    const router = createMemoryRouter(routes, { initialEntries: ['/d/deliveries/all'], patchRoutesOnNavigation: screenPatcher() });
    const shown = renderWithChakra(<RouterProvider router={router} />);
    expect(shown.querySelector('#boot-shell')?.textContent).toBe('Loading Depot Console…');
    cleanupRendered();
  });
});
