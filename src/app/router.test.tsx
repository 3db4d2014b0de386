import { renderWithChakra } from '../theme/render-in-tests';
import { isValidElement, type ComponentType } from 'react';
import { MemoryRouter, Navigate, matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { keepBootShell } from '../lib/boot-shell';
import { matchScreen, SCREENS, type Screen } from '../screens';
import { AppRoutes, genericLoader, loadPageAhead, loadScreenPage, routes, ScreenPage, screenRoutes } from './router';

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

const Page: ComponentType = () => null;
const screenOf = (path: string): Screen => {
  const screen = matchScreen(path)?.screen;
  if (!screen) throw new Error(`no screen at ${path}`);
  return screen;
};

describe("a path reaches its screen's own route", () => {
  it('a literal path wins over a parameter, and the parameter reaches the page', () => {
    const self = screenOf('/u/users/self');
    const user = screenOf('/u/users/5');
    expect(self.id).not.toBe(user.id);
    expect(self.patterns).toContain('u/users/self');
    const matched = matchRoutes(screenRoutes(user, Page), '/u/users/5');
    expect(matched?.at(-1)?.params).toEqual({ id: '5' });
  });

  it("makes a screen's routes once", () => {
    const screen = screenOf('/d/deliveries/all');
    expect(screenRoutes(screen, Page)).toBe(screenRoutes(screen, Page));
  });

  it('the old SMS block address goes on to SMS Block, a screen that exists', () => {
    const element = matchRoutes(routes, '/sms/block/all')?.at(-1)?.route.element;
    if (!isValidElement<{ to: string; replace: boolean }>(element)) throw new Error('no route element');
    expect(element.type).toBe(Navigate);
    expect(element.props).toMatchObject({ to: '/messaging/sms-block/all', replace: true });
    expect(matchScreen('/messaging/sms-block/all')?.screen).toBeDefined();
  });

  it('a path of no screen is Route Not Found', () => {
    const shown = renderWithChakra(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <ScreenPage />
      </MemoryRouter>,
    );
    expect(shown.textContent).toContain('Route Not Found');
  });
});

describe("a screen's page load", () => {
  /** a screen of the registry under an id no other test loads */
  const testScreen = (id: string): Screen => ({ ...(SCREENS[0] as Screen), id });

  it('is made once, and says it has settled the way `use` reads it', async () => {
    const screen = testScreen('test.loads-once');
    let calls = 0;
    const load = loadScreenPage(screen, async () => {
      calls += 1;
      return Page;
    });
    expect(loadScreenPage(screen)).toBe(load);
    await expect(load).resolves.toBe(Page);
    expect(load).toMatchObject({ status: 'fulfilled', value: Page });
    expect(calls).toBe(1);
  });

  it('keeps a failure for the navigation that asked, and tries again on the next', async () => {
    const screen = testScreen('test.fails-once');
    const failed = loadScreenPage(
      screen,
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      'nav-1',
    );
    await expect(failed).rejects.toThrow('dynamically imported');
    expect(failed).toMatchObject({ status: 'rejected' });
    // React renders the page again after the error: the same failure, no new request
    const again = vi.fn(async () => Page);
    expect(loadScreenPage(screen, again, 'nav-1')).toBe(failed);
    expect(again).not.toHaveBeenCalled();
    const retried = loadScreenPage(screen, again, 'nav-2');
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe(Page);
    expect(loadScreenPage(screen, again, 'nav-3')).toBe(retried);
  });
});

describe('the page loaded ahead at boot', () => {
  it("is the load the screen's page then finds: the page at the hash, query and all", async () => {
    loadPageAhead('#/d/scan-report?day=2026-11-26');
    const later = vi.fn(async () => Page);
    const load = loadScreenPage(screenOf('/d/scan-report'), later);
    expect(later).not.toHaveBeenCalled();
    expect(typeof (await load)).toBe('function');
  });

  it('starts nothing for a path of no screen', () => {
    expect(() => loadPageAhead('#/no/such/page')).not.toThrow();
    expect(() => loadPageAhead('')).not.toThrow();
  });
});

describe('the first page load', () => {
  it("keeps index.html's loading shell on screen until the first page's chunk is in", () => {
    const host = document.createElement('div');
    host.innerHTML = '<div class="boot" id="boot-shell"><p>Loading Depot Console…</p></div>';
    keepBootShell(host);
    const shown = renderWithChakra(
      <MemoryRouter initialEntries={['/auth/login']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(shown.querySelector('#boot-shell')?.textContent).toBe('Loading Depot Console…');
  });
});
