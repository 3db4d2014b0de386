import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { SEARCH_TEXT_MAX } from '../../resources/fields';
import { DeliveryFilters, withFilter } from './delivery-filters';

const noop = () => undefined;

function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the deliveries filter bar (memoised, not remounted per URL)', () => {
  it('stops the search at the length the server takes (a longer term would be refused with a 400)', () => {
    const host = renderWithChakra(<DeliveryFilters value={{ date: '2026-11-23' }} onApply={noop} />);
    expect(host.querySelector<HTMLInputElement>('input[name="q"]')?.maxLength).toBe(SEARCH_TEXT_MAX);
  });

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

describe('withFilter', () => {
  it('sets one filter and keeps the others', () => {
    expect(withFilter({ status: 'failed', q: 'ab' }, 'q', 'abc')).toEqual({ status: 'failed', q: 'abc' });
  });
  it('clears the zone and depot when the routing group changes', () => {
    expect(withFilter({ routingGroupId: '1', zoneId: '4', depotId: '2' }, 'routingGroupId', '3')).toEqual({
      routingGroupId: '3',
      zoneId: '',
      depotId: '',
    });
  });
  it('clears the range when a day is chosen, and keeps it when the day is cleared', () => {
    expect(withFilter({ dateFrom: '2026-11-01', dateTo: '2026-11-07' }, 'date', '2026-11-03')).toEqual({
      date: '2026-11-03',
      dateFrom: '',
      dateTo: '',
    });
    expect(withFilter({ date: '2026-11-03', dateFrom: '2026-11-01' }, 'date', '')).toEqual({
      date: '',
      dateFrom: '2026-11-01',
    });
  });
});
