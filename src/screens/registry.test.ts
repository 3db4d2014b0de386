import { describe, expect, it } from 'vitest';
import { HEADINGS, ICON_KEYS, permissionsOf, resourceByName, resources, type AccessUser } from '../resources';
import { MENU, allMenuItems } from './menu';
import { SCREENS, fillLink, matchScreen, mayOpen, recordPath, screenById } from './registry';

const user = (role: AccessUser['role'], features: Record<string, string> = {}): AccessUser => ({
  id: 1,
  role,
  clientId: null,
  clientIds: [],
  features,
  permissions: permissionsOf(role),
});
const bare = { clientId: -1, client: null, clients: [], betaEnabled: false };

describe('screen registry', () => {
  it('gives every screen and menu entry a unique id, and every entry a known heading and icon', () => {
    const ids = SCREENS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const items = allMenuItems();
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const headings = new Set<string>(HEADINGS.map((h) => h.id));
    for (const item of items) {
      if (item.heading !== null) expect(headings.has(item.heading), item.id).toBe(true);
      expect(ICON_KEYS, item.id).toContain(item.icon.new);
    }
  });

  it('derives the screens a declaration asks for, at their spec paths', () => {
    expect(screenById('depots.list')?.link).toBe('/z/depots/all');
    expect(screenById('users.create')?.link).toBe('/u/users/all/create');
    expect(screenById('boxSizes.list')?.title.new).toBe('Box sizes');
    expect(recordPath('deliveries.detail', 12)).toBe('/run/r/delivery/12');
    for (const [name, def] of Object.entries(resources)) {
      for (const kind of Object.keys(def.screens ?? {}))
        expect(screenById(`${name}.${kind}`), `${name}.${kind}`).toBeDefined();
    }
  });

  it('matches paths by the router ranking: literal segments win over parameters', () => {
    expect(matchScreen('/u/users/self')?.screen.id).toBe('account');
    expect(matchScreen('/u/users/42')).toMatchObject({ screen: { id: 'users.detail' }, params: { id: '42' } });
    expect(matchScreen('/u/users/all')?.screen.id).toBe('users.list');
    expect(matchScreen('/run/r/country/1/2026-11-22/rtw/all/rg/3')?.screen.id).toBe('run.summary');
    expect(matchScreen('/cd/8/d/eta')?.screen.id).toBe('r.eta');
    expect(matchScreen('/cd/d/eta')?.screen.id).toBe('r.eta');
    expect(matchScreen('/d/nothing-here')).toBeNull();
  });

  it('answers a path it has matched before from memory, the same answer each time (frozen: callers share it)', () => {
    const first = matchScreen('/u/users/77');
    expect(matchScreen('/u/users/77')).toBe(first);
    expect(Object.isFrozen(first?.params)).toBe(true);
    expect(matchScreen('/d/nothing-here-either')).toBeNull();
    expect(matchScreen('/d/nothing-here-either')).toBeNull();
  });

  it('merges one page listed under two headings into one screen with both entries', () => {
    const upload = matchScreen('/d/delivery-upload')?.screen;
    expect(upload?.menu.map((m) => m.heading)).toEqual(['deliveries', 'tools']);
    const change = matchScreen('/d/customer-change/all')?.screen;
    expect(change?.menu.map((m) => m.id)).toEqual(['d.customer-change', 'c.customer-updates']);
  });

  it('never opens a resource screen whose data the server would refuse', () => {
    for (const screen of SCREENS) {
      if (!screen.resource) continue;
      const def = resourceByName(screen.resource.name);
      for (const role of [
        'admin',
        'admin-dashboard-only',
        'user',
        'dashboard-only',
        'contractor',
        'client-admin',
        'client-user',
        'driver',
      ] as const) {
        const u = user(role);
        if (!mayOpen(screen, u, bare)) continue;
        const action = {
          list: 'list',
          detail: 'get',
          create: 'create',
          gridEdit: 'patch',
          import: 'create',
          export: 'list',
          receive: 'get',
        } as const;
        const rule = def?.access[action[screen.resource.kind]];
        expect(rule?.(u, bare), `${screen.id} for ${role}`).toBe(true);
      }
    }
  });

  it('keeps contractors to their subset and fills links per user', () => {
    const contractor = user('contractor');
    expect(mayOpen(screenById('run.summary')!, contractor, bare)).toBe(true);
    expect(mayOpen(screenById('d.overview')!, contractor, bare)).toBe(false);
    expect(fillLink('/cd/{clientId/}d/eta', user('admin'), { today: '2026-11-22', clientId: 8 })).toBe('/cd/8/d/eta');
    expect(fillLink('/cd/{clientId/}d/eta', user('client-user'), { today: '2026-11-22', clientId: 8 })).toBe(
      '/cd/d/eta',
    );
    expect(fillLink('/run/r/country/1/{date}', user('client-user'), { today: '2026-11-22', clientId: -1 })).toBe(
      '/run/r/country/1/2026-11-22',
    );
  });

  it('builds the menu in heading order with Order Search first and the account entries last', () => {
    expect(MENU[0]).toMatchObject({ kind: 'item', id: 'order-search' });
    expect(MENU.slice(-4).map((e) => e.id)).toEqual(['docs', 'offline', 'outbox', 'account']);
  });

  it('has one Delivery Errors page: View Errors is its second address, opened by the same users and not listed', () => {
    const errors = screenById('run.drop-errors');
    const view = screenById('run.view-errors');
    if (!errors || !view) throw new Error('the errors screens are gone');
    const readers = [
      user('admin'),
      user('client-user'),
      user('client-user', { ClientViewErrors: '*' }),
      user('contractor', { ContractorRunDropErrors: '*' }),
    ];
    for (const u of readers) expect(mayOpen(view, u, bare), u.role).toBe(mayOpen(errors, u, bare));
    // a client's user given View Errors reads Delivery Errors
    expect(mayOpen(errors, user('client-user', { ClientViewErrors: '*' }), bare)).toBe(true);
    expect(allMenuItems().map((i) => i.link)).not.toContain('/run/view-errors');
  });
});
