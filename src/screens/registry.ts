/**
 * Every screen of the console, from resource declarations and the hand-written catalogue, and
 * the questions asked of them: which screen a path is, may this user open it, what is its
 * title, what is the link to it. Screens that share a path (one page listed under two headings)
 * merge into one screen with both menu entries; it opens for whoever either entry lets in.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AccessContext, AccessUser, LabelSet } from '../resources';
import { any, readsContext } from '../resources/access';
import { isAdmin } from '../resources/roles';
import { CATALOGUE, HEADING_LISTS, type CatalogueScreenId } from './catalogue/index';
import { allResourceScreens, type ResourceScreenId } from './from-resources';
import type { Screen } from './types';

function mergeSamePath(list: readonly Screen[]): Screen[] {
  const byPattern = new Map<string, Screen>();
  const out: Screen[] = [];
  for (const s of list) {
    const first = byPattern.get(s.patterns[0] ?? '');
    if (!first) {
      out.push(s);
      for (const p of s.patterns) byPattern.set(p, s);
      continue;
    }
    const merged: Screen = {
      ...first,
      access: any(first.access, s.access),
      contractor: first.contractor || s.contractor,
      menu: [...first.menu, ...s.menu],
      quickSearch: first.quickSearch ?? s.quickSearch,
    };
    out[out.indexOf(first)] = merged;
    for (const p of merged.patterns) byPattern.set(p, merged);
  }
  return out;
}

/** where the heading lists put each resource menu item; one not listed goes after its heading's list */
function placeResourceScreens(list: readonly Screen[]): Screen[] {
  const places = new Map(HEADING_LISTS.map((h) => [h.heading, h.placed]));
  return list.map((s) => ({
    ...s,
    menu: s.menu.map((m) => ({ ...m, order: (m.heading && places.get(m.heading)?.get(m.id)) || UNLISTED })),
  }));
}
/** the place of a resource menu item its heading does not list (registry.test.ts refuses one) */
const UNLISTED = 10_000;

export const SCREENS: readonly Screen[] = mergeSamePath([...placeResourceScreens(allResourceScreens()), ...CATALOGUE]);

/**
 * The closed union of screen ids, derived from the resource declarations and the catalogue (never
 * listed by hand): the page bindings, the report views and the path builders take it, so a
 * misspelt id fails to compile.
 */
export type ScreenId = ResourceScreenId | CatalogueScreenId;

const BY_ID = new Map(SCREENS.map((s) => [s.id, s]));

/** Is this run-time id (a URL, a stored change, `${resource}.detail`) a screen's? */
export function isScreenId(id: string): id is ScreenId {
  return BY_ID.has(id);
}

/** The screen of an id; undefined for an id only known at run time that names none. */
export function screenById(id: string): Screen | undefined {
  return BY_ID.get(id);
}

/** The screen a menu entry belongs to. */
export function screenOfMenuItem(itemId: string): Screen | undefined {
  return SCREENS.find((s) => s.menu.some((m) => m.id === itemId));
}

const SCREEN_OF_ROUTE = new Map<RouteObject, Screen>();
const MATCH_ROUTES: RouteObject[] = SCREENS.flatMap((screen) =>
  screen.patterns.map((path) => {
    const route: RouteObject = { path };
    SCREEN_OF_ROUTE.set(route, screen);
    return route;
  }),
);

export interface ScreenMatch {
  screen: Screen;
  params: Record<string, string | undefined>;
}

/**
 * Answers by path. react-router's `matchRoutes` flattens and ranks all of the registry's
 * patterns on every call (a few ms each at 1x CPU), and the title, the gate and the menu ask for
 * the same path on every render of a start (about 10 ms of the deliveries list's first second).
 */
const MATCHED = new Map<string, ScreenMatch | null>();
const MATCHED_MAX = 200;

/** The screen at an in-app path (no query), by the router's own ranking. */
export function matchScreen(pathname: string): ScreenMatch | null {
  const known = MATCHED.get(pathname);
  if (known !== undefined) return known;
  const found = matchRoutes(MATCH_ROUTES, pathname);
  const last = found?.[found.length - 1];
  const screen = last ? SCREEN_OF_ROUTE.get(last.route) : undefined;
  const match = last && screen ? { screen, params: Object.freeze({ ...last.params }) } : null;
  if (MATCHED.size >= MATCHED_MAX) MATCHED.clear();
  MATCHED.set(pathname, match);
  return match;
}

/** May this user open the screen? Contractors keep to their subset (spec 2.1). */
export function mayOpen(screen: Screen, user: AccessUser, context: AccessContext): boolean {
  if (user.role === 'contractor' && !screen.contractor) return false;
  return screen.access(user, context);
}

/** Does mayOpen decide this screen from the user alone, before the access context (the user's clients) is known? */
export function decidedByUser(screen: Screen): boolean {
  return !readsContext(screen.access);
}

export function screenTitle(screen: Screen, labels: LabelSet): string {
  return screen.title[labels];
}

export interface LinkValues {
  today: string;
  /** the client pages act for, -1 when none */
  clientId: number;
  /** the country the user works in (src/session/selected-country.ts); 1 when not given */
  countryId?: number;
  id?: number | string;
}

/** A link template filled in for this user: {date}, {country}, {id}, {clientId}, and {clientId/} (admins only). */
export function fillLink(template: string, user: AccessUser, values: LinkValues): string {
  const clientSegment = isAdmin(user) && values.clientId !== -1 ? `${values.clientId}/` : '';
  return template
    .replace('{date}', values.today)
    .replace('{country}', String(values.countryId ?? 1))
    .replace('{id}', values.id === undefined ? '' : encodeURIComponent(String(values.id)))
    .replace('{clientId/}', clientSegment)
    .replace('{clientId}', String(values.clientId));
}

/** The path of a record's screen, e.g. screenPath('deliveries.detail', 12) -> '/run/r/delivery/12'. */
export function recordPath(screenId: ScreenId, id: number | string): string {
  const screen = BY_ID.get(screenId);
  if (!screen) throw new Error(`No screen '${screenId}'`);
  return screen.link.replace('{id}', encodeURIComponent(String(id)));
}

/** The plain path of a screen without parameters (list, create, import ...). */
export function screenPath(screenId: ScreenId): string {
  const screen = BY_ID.get(screenId);
  if (!screen) throw new Error(`No screen '${screenId}'`);
  return screen.link;
}
