// @vitest-environment happy-dom
/**
 * Contract check 1, the route gate: src/app/screen-gate.tsx lets the page through exactly when
 * mayOpen() holds (the rule the menu uses too); otherwise a contractor outside their subset sees
 * 'not found' and anyone else goes to /no-access. The gate's two hooks (signed-in user, access
 * state) are replaced by the demo user and the context the app would build for them; everything
 * else is the real component.
 *
 * The gate decides by mayOpen() and the screen's contractor flag alone, so it is rendered for
 * every demo user with one screen of each outcome (one it opens, one it refuses outside and one
 * inside the contractor subset), not for every screen: who opens which screen is mayOpen's
 * question, asked of every screen and user in access.test.ts and the menu's own tests.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenGate } from '../../src/app/screen-gate';
import type { AccessContext, AccessUser } from '../../src/resources';
import { SCREENS, mayOpen } from '../../src/screens';
import { system } from '../../src/theme/system';
import { contextFromData, DEMO_EMAILS, demoData, demoPeople, TODAY } from './harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const current = vi.hoisted(() => ({ user: null as AccessUser | null, context: null as AccessContext | null }));

vi.mock('../../src/session/auth-context', () => ({
  useCurrentUser: () => current.user,
}));
vi.mock('../../src/session/use-menu-context', () => ({
  useAccessState: () => ({ context: { ...current.context, today: TODAY }, ready: true }),
}));

const data = demoData();
const people = demoPeople(data).map((p) => ({ ...p, context: contextFromData(data, p.user) }));

let root: Root;
let host: HTMLElement;
beforeAll(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterAll(() => {
  act(() => root.unmount());
});

const Page = () => createElement('p', { 'data-testid': 'page' }, 'page');
const NoAccess = () => createElement('p', { 'data-testid': 'no-access' }, 'no access');

function outcome(screenIndex: number): 'page' | 'not-found' | 'no-access' | 'other' {
  const screen = SCREENS[screenIndex];
  if (!screen) throw new Error('no screen');
  const routes = createElement(
    Routes,
    null,
    createElement(Route, { path: '/no-access', element: createElement(NoAccess) }),
    createElement(Route, { path: '*', element: createElement(ScreenGate, { screen, page: Page }) }),
  );
  // a new key per render, so each case starts at the screen again
  const tree = createElement(ChakraProvider, {
    value: system,
    children: createElement(
      MemoryRouter,
      { key: `${screenIndex}-${String(current.user?.id)}`, initialEntries: ['/screen'] },
      routes,
    ),
  });
  act(() => root.render(tree));
  if (host.querySelector('[data-testid="page"]')) return 'page';
  if (host.querySelector('[data-testid="no-access"]')) return 'no-access';
  if (/not found/i.test(host.textContent ?? '')) return 'not-found';
  return 'other';
}

describe('the route gate lets a screen through exactly when mayOpen holds', () => {
  const samples = (p: (typeof people)[number]) => {
    const indexes = SCREENS.map((_, i) => i);
    const opens = (i: number) => {
      const screen = SCREENS[i];
      return screen !== undefined && mayOpen(screen, p.user, p.context);
    };
    return [
      indexes.find(opens),
      indexes.find((i) => !opens(i) && !SCREENS[i]?.contractor),
      indexes.find((i) => !opens(i) && SCREENS[i]?.contractor === true),
    ].flatMap((i) => (i === undefined ? [] : [i]));
  };

  it.each(DEMO_EMAILS)('%s', (email) => {
    const p = people.find((x) => x.email === email);
    if (!p) throw new Error(`No demo user ${email}`);
    current.user = p.user;
    current.context = p.context;
    const indexes = samples(p);
    expect(indexes.length).toBeGreaterThanOrEqual(2);
    const seen = indexes.map((index) => ({ screen: SCREENS[index]?.id, gate: outcome(index) }));
    const expected = indexes.map((index) => {
      const screen = SCREENS[index];
      if (!screen) throw new Error('no screen');
      const opens = mayOpen(screen, p.user, p.context);
      const refusal = p.user.role === 'contractor' && !screen.contractor ? 'not-found' : 'no-access';
      return { screen: screen.id, gate: opens ? 'page' : refusal };
    });
    expect(seen).toEqual(expected);
  });
});
