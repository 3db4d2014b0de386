/**
 * Changing a page's query string (`?date=…&provider=…`) one filter at a time. React Router renders a
 * navigation in a transition, so just after one change the rendered `search` can still be the old
 * one: a second change built on it (a day typed right after a provider was picked, on a busy tablet)
 * would silently drop the first. A patch therefore starts from the newest query, the address bar's,
 * whenever the address bar holds this page; otherwise (a memory router in tests) from the rendered one.
 */
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export type SearchPatch = Record<string, string | null>;

/** The newest query of the page at `pathname`: the address bar's when it shows that page, else `rendered`. */
export function newestSearch(
  rendered: URLSearchParams,
  pathname: string,
  hash = window.location.hash,
): URLSearchParams {
  if (!hash.startsWith('#/')) return new URLSearchParams(rendered);
  const q = hash.indexOf('?');
  const path = q < 0 ? hash.slice(1) : hash.slice(1, q);
  if (path !== pathname) return new URLSearchParams(rendered);
  return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
}

/** `patch` over `base`: a null or empty value removes the key. */
export function patchedSearch(base: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  return next;
}

export interface SearchState {
  /** the rendered query */
  search: URLSearchParams;
  /** the newest query (the address bar's), to build a whole new query on */
  newest: () => URLSearchParams;
  /** changes some keys of the newest query, replacing the history entry */
  patch: (patch: SearchPatch) => void;
  /** replaces the whole query (and the history entry) */
  replace: (next: URLSearchParams) => void;
}

/** The page's query and its setters, one object per rendered query (so it can be a memo's dependency). */
export function useSearchState(): SearchState {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return useMemo(() => {
    const newest = () => newestSearch(search, pathname);
    const replace = (next: URLSearchParams) => setSearch(next, { replace: true });
    return { search, newest, patch: (p: SearchPatch) => replace(patchedSearch(newest(), p)), replace };
  }, [search, pathname, setSearch]);
}
