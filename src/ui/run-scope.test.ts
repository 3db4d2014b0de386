import { describe, expect, it } from 'vitest';
import { countryName, runTotals, scopeLabel } from './run-scope';

const COUNTRIES = [
  { id: 10, countryId: 1, name: 'Australia' },
  { id: 11, countryId: 2, name: 'New Zealand' },
];

describe('scope label', () => {
  it('names the country and day', () => {
    expect(scopeLabel({ countryName: countryName(COUNTRIES, 1), date: '2026-11-22' })).toBe('Australia · Sun 22 Nov');
  });

  it('says all countries, and adds the client when one is chosen', () => {
    expect(scopeLabel({ countryName: countryName(COUNTRIES, null), date: '2026-11-22' })).toBe(
      'All countries · Sun 22 Nov',
    );
    expect(scopeLabel({ countryName: 'New Zealand', date: '2026-11-22', clientName: 'Fresh Co' })).toBe(
      'New Zealand · Sun 22 Nov · Fresh Co',
    );
  });

  it('looks countries up by their country number, not the row id', () => {
    expect(countryName(COUNTRIES, 2)).toBe('New Zealand');
  });

  it('never shows a country number: loading, or unknown once the list has loaded', () => {
    expect(countryName([], 2)).toBe('…');
    expect(countryName(COUNTRIES, 10)).toBe('Unknown country');
  });
});

describe('run totals', () => {
  it('counts runs by status and sums their drops', () => {
    const rows = [
      { status: 'in-progress', dropsTotal: 10, dropsDone: 4, dropsFailed: 1 },
      { status: 'finished', dropsTotal: 5, dropsDone: 5, dropsFailed: 2 },
      { status: 'planned', dropsTotal: 3, dropsDone: 0, dropsFailed: 0 },
    ];
    expect(runTotals(rows)).toEqual({
      runs: 3,
      inProgress: 1,
      finished: 1,
      dropsDone: 9,
      dropsTotal: 18,
      failedDrops: 3,
    });
  });
});
