import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import type { ColumnPicker as Picker } from './column-picker';
import type { Column } from './column-prefs';

const available: Column[] = [
  { name: 'email', meta: { label: 'Email', type: 'string' } },
  { name: 'role', meta: { label: 'Role', type: 'string' } },
];

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

// a fresh module per test: the loaded menu is kept module-wide
let ColumnPicker: typeof Picker;
beforeEach(async () => {
  vi.resetModules();
  ({ ColumnPicker } = await import('./column-picker'));
});

describe('ColumnPicker', () => {
  it('draws its button before the menu has loaded; a press then opens the menu when it arrives', async () => {
    const onToggle = vi.fn();
    renderWithChakra(
      <ColumnPicker available={available} chosen={['email']} onToggle={onToggle} onReset={() => undefined} />,
    );
    const button = document.querySelector<HTMLButtonElement>('[data-testid="column-picker"]');
    expect(button?.hasAttribute('aria-expanded')).toBe(false);
    expect(button?.textContent).toBe('Columns (1)');
    expect(button?.getAttribute('aria-haspopup')).toBe('menu');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    act(() => button?.click());
    await settle();
    await vi.waitFor(() => expect(document.querySelector('[role="menuitemcheckbox"]')).not.toBeNull());
    const items = [...document.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]')];
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['Email', 'true'],
      ['Role', 'false'],
    ]);
    act(() => items[1]?.click());
    await vi.waitFor(() => expect(onToggle).toHaveBeenCalledWith('role'));
  });

  it('takes the button over once loaded, without opening and keeping the focus on it', async () => {
    renderWithChakra(
      <ColumnPicker available={available} chosen={[]} onToggle={() => undefined} onReset={() => undefined} />,
    );
    expect(document.querySelector('[data-testid="column-picker"]')?.hasAttribute('aria-expanded')).toBe(false);
    document.querySelector<HTMLButtonElement>('[data-testid="column-picker"]')?.focus();
    await settle();
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="column-picker"]')?.getAttribute('aria-expanded')).toBe('false'),
    );
    expect(document.activeElement?.getAttribute('data-testid')).toBe('column-picker');
    expect(document.querySelector('[role="menuitemcheckbox"]')).toBeNull();
  });

  it('waiting for the menu does not load it: a picker left alone stays a plain button', async () => {
    renderWithChakra(
      <ColumnPicker available={available} chosen={[]} onToggle={() => undefined} onReset={() => undefined} />,
    );
    await settle();
    await settle();
    expect(document.querySelector('[data-testid="column-picker"]')?.hasAttribute('aria-expanded')).toBe(false);
  });

  it('the menu arrives at every picker waiting for it; only the pressed one opens', async () => {
    const picker = () => (
      <ColumnPicker available={available} chosen={['email']} onToggle={() => undefined} onReset={() => undefined} />
    );
    renderWithChakra(
      <>
        {picker()}
        {picker()}
      </>,
    );
    const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="column-picker"]')];
    act(() => buttons()[1]?.click());
    await settle();
    await vi.waitFor(() => expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']));
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(1);
  });
});
