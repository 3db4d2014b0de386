import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from '../../offline/db';
import { bool, date, num, oneOf, ref, text } from '../../resources/fields';
import { defineResource } from '../../resources/types';
import { renderWithChakra } from '../../theme/render-in-tests';
import { FilterBar, type FilterState } from './filter-bar';

const def = defineResource({
  name: 'filterProbes',
  path: '/probe',
  label: 'Probe',
  labelPlural: 'Probes',
  fields: {
    kind: oneOf('Kind', ['pickup', 'store'], { filter: 'exact' }),
    verified: bool('Checked', { filter: 'exact' }),
    stateId: ref('State', 'states', { filter: 'exact' }),
    countryId: ref('Country', 'countries', { filter: 'exact' }),
    postcode: text('Postcode', { filter: 'exact' }),
    weight: num('Weight', { filter: 'range' }),
    day: date('Day', { filter: 'range' }),
  },
  clientScoped: false,
  access: {},
  defaultSort: 'id',
  indexes: [],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'kind',
});

let n = 0;
beforeEach(async () => {
  n += 1;
  setDbForTests(new ConsoleDb(`filter-bar-test-${n}`));
  await getDb()
    .records('states')
    .bulkPut([
      { id: 2, version: 1, name: 'Victoria', _syncedAt: 1 },
      { id: 1, version: 1, name: 'New South Wales', _syncedAt: 1 },
    ]);
});
afterEach(() => setDbForTests(null));

function render(value: FilterState = {}, onApply: (next: FilterState) => void = () => undefined) {
  return renderWithChakra(<FilterBar def={def} value={value} onApply={onApply} />);
}

const control = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
const labelOf = (el: Element | null) =>
  el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
const optionsOf = (name: string) =>
  [...(document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.options ?? [])].map((o) => [
    o.value,
    o.textContent,
  ]);

describe('FilterBar', () => {
  it('draws enums, yes/no and references with stored names as the shared labelled select, with All first', async () => {
    render();
    await vi.waitFor(() => expect(control('stateId')?.tagName).toBe('SELECT'));
    for (const name of ['kind', 'verified', 'stateId']) expect(control(name)?.className, name).toBe('dc-select');
    expect(optionsOf('kind')).toEqual([
      ['', 'All'],
      ['pickup', 'pickup'],
      ['store', 'store'],
    ]);
    expect(optionsOf('verified')).toEqual([
      ['', 'All'],
      ['true', 'Yes'],
      ['false', 'No'],
    ]);
    expect(optionsOf('stateId')).toEqual([
      ['', 'All'],
      ['1', 'New South Wales'],
      ['2', 'Victoria'],
    ]);
    expect([labelOf(control('kind')), labelOf(control('verified')), labelOf(control('stateId'))]).toEqual([
      'Kind',
      'Checked',
      'State',
    ]);
  });

  it('types the id of a reference with no stored names, and text, numbers and dates, in labelled inputs', async () => {
    render();
    await vi.waitFor(() => expect(control('stateId')?.tagName).toBe('SELECT'));
    expect(control('countryId')?.tagName).toBe('INPUT');
    expect(control('countryId')?.getAttribute('inputmode')).toBe('numeric');
    expect(
      ['countryId', 'postcode', 'weightFrom', 'weightTo', 'dayFrom', 'dayTo'].map((name) => labelOf(control(name))),
    ).toEqual(['Country', 'Postcode', 'Weight from', 'Weight to', 'Day from', 'Day to']);
  });

  it('shows the applied filters and applies what is chosen', async () => {
    const onApply = vi.fn();
    render({ kind: 'pickup', stateId: '2' }, onApply);
    await vi.waitFor(() => expect(control('stateId')?.value).toBe('2'));
    expect(control('kind')?.value).toBe('pickup');
    const verified = control('verified') as HTMLSelectElement;
    act(() => {
      verified.value = 'false';
      verified.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(onApply).toHaveBeenCalledWith({ kind: 'pickup', stateId: '2', verified: 'false' });
  });

  it('still names a filter value the options do not hold, rather than showing All', () => {
    render({ kind: 'depot' });
    expect(control('kind')?.value).toBe('depot');
    expect(optionsOf('kind').at(-1)).toEqual(['depot', 'Kind not in your list']);
  });
});
