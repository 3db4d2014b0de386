import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveStatus } from '../../session/live-status';
import type { SessionUser } from '../../session/session-user';
import { renderWithChakra } from '../../theme/render-in-tests';
import { MenuFooter } from './menu-footer';

const user = (role: SessionUser['role']): SessionUser => ({
  id: 1,
  role,
  clientId: null,
  clientIds: [],
  features: {},
  permissions: [],
  email: 'someone@demo.test',
  name: 'Someone',
});

const render = (role: SessionUser['role']) =>
  renderWithChakra(
    <MemoryRouter>
      <MenuFooter user={user(role)} />
    </MemoryRouter>,
  );

afterEach(() => act(() => setLiveStatus(null)));

describe('the Queue Info block', () => {
  it('shows the live stream’s state once the live updates run, and follows it', () => {
    const host = render('admin');
    expect(host.querySelector('[data-testid="live-status"]')).toBeNull();
    act(() => setLiveStatus({ connected: true, appliedAt: null }));
    expect(host.querySelector('[data-testid="live-status"]')?.textContent).toBe('Live: connected');
    act(() => setLiveStatus({ connected: false, appliedAt: null }));
    expect(host.querySelector('[data-testid="live-status"]')?.textContent).toBe('Live: reconnecting');
  });

  it('is an admin’s only', () => {
    act(() => setLiveStatus({ connected: true, appliedAt: null }));
    expect(render('client-user').querySelector('[role="group"][aria-label="Queue Info"]')).toBeNull();
  });
});
