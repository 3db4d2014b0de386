/**
 * The current path without its query string, for the parts of the app that follow the page but
 * not its filters: the shell (which hands it to the side menu), the document title, scroll
 * restoration.
 *
 * react-router re-renders every `useLocation()` caller on every navigation, and a list's filter,
 * sort or page change is a navigation of the query string alone. The shell and its side menu
 * (about 600 React fibers for an admin at 1,280 px) read only the path, yet were rendered again
 * with each filter change, beside the list that had actually changed (docs/bench.md,
 * "Query-only navigations"). A context whose value is the path string changes only when the
 * path does, so its readers skip those renders.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const PathnameContext = createContext<string | null>(null);

/** Provides `usePathname()` below it; goes inside the router. */
export function PathnameProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

/** The router's current pathname; re-renders its caller only when the path changes, not the query. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname needs a <PathnameProvider> inside the router');
  return pathname;
}
