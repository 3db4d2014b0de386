import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithChakra } from '../../theme/render-in-tests';
import { MenuHeadingSection } from './menu-heading-section';
import { MenuItemRow } from './menu-item-row';
import type { MenuHeading, MenuItem } from '../../screens/menu-types';

import { MENU } from '../../screens/menu-model';

const heading = MENU.find((e): e is MenuHeading => e.kind === 'heading');
if (!heading) throw new Error('the menu has no heading');
const listItem = MENU.flatMap((e) => (e.kind === 'heading' ? e.items : [e])).find(
  (i) => i.screenId === 'deliveries.list',
);
if (!listItem) throw new Error('the menu has no deliveries list');

describe('a menu heading (a disclosure drawn by static classes)', () => {
  it('shows its items only while open, and says so to assistive technology', () => {
    const onToggle = vi.fn();
    const closed = renderWithChakra(
      <MenuHeadingSection heading={heading} open={false} onToggle={onToggle}>
        <li>Overview</li>
      </MenuHeadingSection>,
    );
    const button = closed.querySelector('button');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(closed.textContent).not.toContain('Overview');
    act(() => button?.click());
    expect(onToggle).toHaveBeenCalledOnce();

    const open = renderWithChakra(
      <MenuHeadingSection heading={heading} open onToggle={onToggle}>
        <li>Overview</li>
      </MenuHeadingSection>,
    );
    const openButton = open.querySelector('button');
    expect(openButton?.getAttribute('aria-expanded')).toBe('true');
    const group = open.querySelector(`#${CSS.escape(openButton?.getAttribute('aria-controls') ?? '')}`);
    expect(group?.textContent).toBe('Overview');
  });
});

describe('a menu row', () => {
  const item: MenuItem = {
    ...listItem,
    label: { old: 'Deliveries', new: 'All deliveries' },
    beta: { old: false, new: true },
    tooltip: 'Was titled Deliveries',
  };

  it('marks the current page, shows the counter and beta badges, and toggles the renamed note', () => {
    const host = renderWithChakra(
      <MemoryRouter initialEntries={['/d/deliveries/all']}>
        <MenuItemRow item={item} href="/d/deliveries/all" labels="new" active counter={3} />
      </MemoryRouter>,
    );
    const link = host.querySelector('a');
    expect(link?.getAttribute('aria-current')).toBe('page');
    expect(link?.hasAttribute('data-active')).toBe(true);
    expect(link?.textContent).toContain('All deliveries');
    expect([...host.querySelectorAll('.dc-badge')].map((b) => [b.textContent, b.getAttribute('data-palette')])).toEqual(
      [
        ['Beta', 'purple'],
        ['3', 'red'],
      ],
    );
    expect(host.querySelector('[role="note"]')).toBeNull();
    act(() => host.querySelector<HTMLButtonElement>('button[aria-label="Was titled Deliveries"]')?.click());
    expect(host.querySelector('[role="note"]')?.textContent).toBe('Was titled Deliveries');
  });

  it('is not marked when another page is open', () => {
    const host = renderWithChakra(
      <MemoryRouter initialEntries={['/runs']}>
        <MenuItemRow item={item} href="/d/deliveries/all" labels="old" active={false} />
      </MemoryRouter>,
    );
    expect(host.querySelector('a')?.hasAttribute('data-active')).toBe(false);
    expect(host.querySelector('a')?.hasAttribute('aria-current')).toBe(false);
    expect(host.querySelector('.dc-badge')).toBeNull();
  });
});
