import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { FilterSelect } from './filter-select';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: '3', label: 'Melbourne' },
  { value: '4', label: 'Sydney' },
];

function render(value: string, changes: string[] = []) {
  const host = renderWithChakra(
    <FilterSelect label="Depot" name="rz" value={value} options={OPTIONS} onChange={(v) => changes.push(v)} />,
  );
  const select = host.querySelector<HTMLSelectElement>('select[name="rz"]') as HTMLSelectElement;
  return { host, select, shown: () => [...select.options].map((o) => [o.value, o.textContent]) };
}

describe('FilterSelect', () => {
  it('shows the labelled options with the current value selected and reports a choice', () => {
    const changes: string[] = [];
    const { host, select, shown } = render('3', changes);
    expect(host.querySelector('label')?.textContent).toBe('Depot');
    expect(shown()).toEqual([
      ['all', 'All'],
      ['3', 'Melbourne'],
      ['4', 'Sydney'],
    ]);
    expect(select.value).toBe('3');
    act(() => {
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(changes).toEqual(['4']);
  });

  it('still shows a value from the URL that the options do not hold, named for what it is', () => {
    expect(render('99').shown().at(-1)).toEqual(['99', 'Depot not in your list']);
    expect(render('3,4,7').shown().at(-1)).toEqual(['3,4,7', '3 selected']);
    expect(render('99').select.value).toBe('99');
  });
});
