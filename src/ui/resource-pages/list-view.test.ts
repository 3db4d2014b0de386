import { describe, expect, it } from 'vitest';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/types';
import { activeFilters, datedField, defaultSort, effectiveFilters, filtersToSearch, toggleSort } from './list-view';

const def = (name: string): ResourceDef => {
  const d = resourceByName(name);
  if (!d) throw new Error(name);
  return d;
};

describe('multi-column sort', () => {
  it('a plain press sorts by one column and reverses it when it leads', () => {
    expect(toggleSort('date,-code', 'code', false)).toBe('code');
    expect(toggleSort('code', 'code', false)).toBe('-code');
    expect(toggleSort('-code', 'code', false)).toBe('code');
  });

  it('Shift adds a key, flips it, then takes it off', () => {
    expect(toggleSort('date', 'code', true)).toBe('date,code');
    expect(toggleSort('date,code', 'code', true)).toBe('date,-code');
    expect(toggleSort('date,-code', 'code', true)).toBe('date');
  });
});

describe('the view a list opens on', () => {
  const today = '2026-11-22';

  it('a dated list opens on today, in its declared order', () => {
    const runs = def('runs');
    expect(datedField(runs)).toBe('date');
    expect(defaultSort(runs)).toBe(runs.defaultSort);
    expect(effectiveFilters(runs, new URLSearchParams(), today)).toEqual({ dateFrom: today, dateTo: today });
  });

  it('the URL wins over today, and an empty bound means all dates', () => {
    const runs = def('runs');
    expect(effectiveFilters(runs, new URLSearchParams('dateFrom=2026-11-01'), today)).toEqual({
      dateFrom: '2026-11-01',
    });
    expect(effectiveFilters(runs, new URLSearchParams('dateFrom=&routingGroupId=3'), today)).toEqual({
      routingGroupId: '3',
    });
  });

  it('clearing the filters of a dated list keeps it on all dates', () => {
    expect(filtersToSearch(def('runs'), {}, null).toString()).toBe('dateFrom=');
    expect(filtersToSearch(def('runs'), { dateFrom: today }, '-date').toString()).toBe(`sort=-date&dateFrom=${today}`);
    expect(filtersToSearch(def('users'), {}, null).toString()).toBe('');
  });

  it('other lists open newest first with no date filter', () => {
    const users = def('users');
    expect(datedField(users)).toBeNull();
    expect(defaultSort(users)).toMatch(/^-(id|updatedAt)$/);
    expect(effectiveFilters(users, new URLSearchParams('role=driver&sort=name&page=2'), today)).toEqual({
      role: 'driver',
    });
  });
});

describe('filters from the URL read as chips', () => {
  it('names the field and shows the value as people know it', () => {
    const chips = activeFilters(
      def('runs'),
      { contractorId: '34', dateFrom: '2026-11-22', q: 'syd', nonsense: 'x' },
      (field, v) => (field === 'contractorId' ? 'Jane Smith' : v),
    );
    expect(chips.map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Contractor: Jane Smith',
      'Date from: 2026-11-22',
      'Search: syd',
    ]);
  });

  it('shows role=driver on the users list', () => {
    expect(activeFilters(def('users'), { role: 'driver' }, (_f, v) => v)).toEqual([
      { key: 'role', field: 'role', label: 'Role', value: 'driver' },
    ]);
  });
});
