import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/safe-storage';
import { fillLink, screenById } from '../screens';
import { testUser } from './gating-fixtures';
import {
  DEFAULT_COUNTRY_ID,
  SELECTED_COUNTRY_KEY,
  overviewCountry,
  readSelectedCountryId,
  setSelectedCountryId,
} from './selected-country';

describe('selected country', () => {
  it('reads the id stored under selected-country, and what is set', () => {
    const store = memoryStore();
    expect(readSelectedCountryId(store)).toBeNull();
    setSelectedCountryId(2, store);
    expect(store.getItem(SELECTED_COUNTRY_KEY)).toBe('2');
    expect(readSelectedCountryId(store)).toBe(2);
    for (const bad of ['"x"', '0', '-3', '1.5', '{']) {
      store.setItem(SELECTED_COUNTRY_KEY, bad);
      expect(readSelectedCountryId(store), bad).toBeNull();
    }
  });

  it('the Overview opens on its link’s country, else the shared choice, else the default country', () => {
    expect(overviewCountry('2', 1)).toBe(2);
    expect(overviewCountry('all', 2)).toBeNull();
    expect(overviewCountry(null, 2)).toBe(2);
    expect(overviewCountry('nonsense', 2)).toBe(2);
    expect(overviewCountry(null, null)).toBe(DEFAULT_COUNTRY_ID);
  });

  it('the menu’s Run Summary link opens on the shared choice', () => {
    const link = screenById('run.summary')?.link ?? '';
    const user = testUser('admin');
    expect(fillLink(link, user, { today: '2026-11-27', clientId: -1, countryId: 2 })).toBe(
      '/run/r/country/2/2026-11-27',
    );
    expect(fillLink(link, user, { today: '2026-11-27', clientId: -1 })).toBe('/run/r/country/1/2026-11-27');
  });
});
