import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { DeliveryFilters } from './delivery-filters';

const noop = () => undefined;

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the deliveries filter bar (memoised, not remounted per URL)', () => {
  it('keeps an edit not yet applied while the applied filters stay the same (a sort, a page, rows arriving)', () => {
    const host = renderWithChakra(<DeliveryFilters value={{ date: '2026-11-23' }} onApply={noop} />);
    const search = host.querySelector<HTMLInputElement>('input[name="q"]');
    if (!search) throw new Error('no search field');
    typeInto(search, 'FRSH-1');
    rerenderWithChakra(<DeliveryFilters value={{ date: '2026-11-23' }} onApply={noop} />);
    expect(host.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('FRSH-1');
  });

  it('follows the applied filters when they change (a chip removed, Clear, a link)', () => {
    const host = renderWithChakra(<DeliveryFilters value={{ date: '2026-11-23', q: 'old' }} onApply={noop} />);
    const search = host.querySelector<HTMLInputElement>('input[name="q"]');
    if (!search) throw new Error('no search field');
    typeInto(search, 'typed');
    rerenderWithChakra(<DeliveryFilters value={{ date: '2026-11-24' }} onApply={noop} />);
    expect(host.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('');
    expect(host.querySelector<HTMLInputElement>('input[name="date"]')?.value).toBe('2026-11-24');
  });
});
