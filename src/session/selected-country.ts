/**
 * The country the user works in, one choice shared by the Overview and Run Summary (and the menu's
 * Run Summary link): choosing it on one page is what the other opens on. Remembered in
 * localStorage under 'selected-country' like the quick menu's client. A page's own link (a
 * `?country=` or a Run Summary path) still opens on its country; only a choice made on the page
 * is remembered. The Overview may also show every country at once (`?country=all`): a view, not
 * a choice Run Summary (one country at a time) could open on, so it is not remembered.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { safeStorage, type KeyValueStore } from '../lib/safe-storage';

export const SELECTED_COUNTRY_KEY = 'selected-country';
/** Where both pages open before any choice: the operator's first country (Australia). */
export const DEFAULT_COUNTRY_ID = 1;

export function readSelectedCountryId(store: KeyValueStore): number | null {
  const text = store.getItem(SELECTED_COUNTRY_KEY);
  if (text === null) return null;
  try {
    const value = Number(JSON.parse(text) as unknown);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The Overview's country: its link's `country` ('all': every country, null), else the remembered choice. */
export function overviewCountry(param: string | null, chosen: number | null): number | null {
  if (param === 'all') return null;
  const fromLink = Number(param);
  if (param !== null && Number.isInteger(fromLink) && fromLink > 0) return fromLink;
  return chosen ?? DEFAULT_COUNTRY_ID;
}

const storage = safeStorage();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_COUNTRY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): number | null {
  return readSelectedCountryId(storage);
}

export function setSelectedCountryId(id: number, store: KeyValueStore = storage): void {
  store.setItem(SELECTED_COUNTRY_KEY, JSON.stringify(id));
  listeners.forEach((l) => l());
}

export interface SelectedCountry {
  /** the remembered choice, or the default country */
  countryId: number;
  /** the raw remembered choice, null before any */
  chosenId: number | null;
  setSelectedCountry(id: number): void;
}

export function useSelectedCountry(): SelectedCountry {
  const chosenId = useSyncExternalStore(subscribe, snapshot, () => null);
  const setSelectedCountry = useCallback((id: number) => setSelectedCountryId(id), []);
  return { countryId: chosenId ?? DEFAULT_COUNTRY_ID, chosenId, setSelectedCountry };
}
