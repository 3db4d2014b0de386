/**
 * The country the user works in, one choice shared by the Overview and Run Summary (and the menu's
 * Run Summary link): choosing it on one page is what the other opens on. Remembered in
 * localStorage under 'selected-country' like the quick menu's client. A page's own link (a
 * `?country=` or a Run Summary path) still opens on its country; only a choice made on the page
 * is remembered. The Overview may also show every country at once (`?country=all`): a view, not
 * a choice Run Summary (one country at a time) could open on, so it is not remembered.
 */
import { useCallback } from 'react';
import type { KeyValueStore } from '../lib/safe-storage';
import { rememberedId } from './remembered-id';

/** The shared country: a positive id. */
export const selectedCountryChoice = rememberedId('selected-country', (id) => id > 0);
export const SELECTED_COUNTRY_KEY = selectedCountryChoice.key;
/** Where both pages open before any choice: the operator's first country (Australia). */
export const DEFAULT_COUNTRY_ID = 1;

export const readSelectedCountryId = (store: KeyValueStore): number | null => selectedCountryChoice.read(store);

/** The Overview's country: its link's `country` ('all': every country, null), else the remembered choice. */
export function overviewCountry(param: string | null, chosen: number | null): number | null {
  if (param === 'all') return null;
  const fromLink = Number(param);
  if (param !== null && Number.isInteger(fromLink) && fromLink > 0) return fromLink;
  return chosen ?? DEFAULT_COUNTRY_ID;
}

export function setSelectedCountryId(id: number, store?: KeyValueStore): void {
  selectedCountryChoice.set(id, store);
}

export interface SelectedCountry {
  /** the remembered choice, or the default country */
  countryId: number;
  /** the raw remembered choice, null before any */
  chosenId: number | null;
  setSelectedCountry(id: number): void;
}

export function useSelectedCountry(): SelectedCountry {
  const chosenId = selectedCountryChoice.use();
  const setSelectedCountry = useCallback((id: number) => setSelectedCountryId(id), []);
  return { countryId: chosenId ?? DEFAULT_COUNTRY_ID, chosenId, setSelectedCountry };
}
