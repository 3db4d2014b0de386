/**
 * The quick menu's navigation search entries (spec 2.3) and the name/code filters, at most 9
 * results; and the records the same box finds by reference or barcode (a delivery, a run, a box,
 * which opens its delivery), among those this user may list and open. The rows come from the
 * resource lists (online from the server, offline from the device), so both find the same.
 */
import { can, clientScope, resourceByName, type AccessUser } from '../../resources';
import { SCREENS, fillLink, mayOpen, recordPath, screenById, type ScreenId } from '../../screens';
import type { MenuClient, MenuContext } from '../../screens/menu-types';

export const MAX_QUICK_RESULTS = 9;

export interface NavEntry {
  name: string;
  path: string;
}

/** The screens declared for the navigation search that this user may open, in the spec's order. */
export function navigationEntries(user: AccessUser, context: MenuContext): NavEntry[] {
  return SCREENS.filter((s) => s.quickSearch && mayOpen(s, user, context))
    .sort((a, b) => (a.quickSearch?.order ?? 0) - (b.quickSearch?.order ?? 0))
    .map((s) => ({
      name: s.quickSearch?.name ?? s.title.new,
      path: fillLink(s.link, user, { today: context.today, clientId: context.clientId, countryId: context.countryId }),
    }));
}

export function filterNavigation(entries: readonly NavEntry[], query: string): NavEntry[] {
  const needle = query.trim().toLowerCase();
  return entries.filter((e) => e.name.toLowerCase().includes(needle)).slice(0, MAX_QUICK_RESULTS);
}

export function filterClients(clients: readonly MenuClient[], query: string): MenuClient[] {
  const needle = query.trim().toLowerCase();
  return clients
    .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.code.toLowerCase().includes(needle))
    .slice(0, MAX_QUICK_RESULTS);
}

/** the shortest text the record search asks about (a reference or barcode is longer) */
export const RECORD_QUERY_MIN = 3;

export interface RecordKind {
  resource: 'deliveries' | 'runs' | 'boxes';
  noun: string;
  /** the screen a match opens, and the id it opens it with (a box opens its delivery) */
  opens: ScreenId;
  target: (row: Readonly<Record<string, unknown>>) => unknown;
  /** the fields a match is found by: the record's reference or barcode */
  by: readonly string[];
}

export const DELIVERY_SEARCH: RecordKind = {
  resource: 'deliveries',
  noun: 'Delivery',
  opens: 'deliveries.detail',
  target: (r) => r.id,
  by: ['reference', 'orderNumber'],
};
export const RUN_SEARCH: RecordKind = {
  resource: 'runs',
  noun: 'Run',
  opens: 'runs.detail',
  target: (r) => r.id,
  by: ['code'],
};
export const BOX_SEARCH: RecordKind = {
  resource: 'boxes',
  noun: 'Box',
  opens: 'deliveries.detail',
  target: (r) => r.deliveryId,
  by: ['barcode'],
};
export const RECORD_KINDS: readonly RecordKind[] = [DELIVERY_SEARCH, RUN_SEARCH, BOX_SEARCH];

/** The kinds of record this user may both find (list) and open. */
export function searchableKinds(user: AccessUser, context: MenuContext): RecordKind[] {
  return RECORD_KINDS.filter((kind) => {
    const def = resourceByName(kind.resource);
    const screen = screenById(kind.opens);
    return (
      def !== undefined && screen !== undefined && can(user, def, 'list', context) && mayOpen(screen, user, context)
    );
  });
}

/** A found row as a search result ('Delivery FRSH-261127-0001'), when it matches by reference or barcode. */
export function recordEntry(kind: RecordKind, row: Readonly<Record<string, unknown>>, query: string): NavEntry | null {
  const needle = query.trim().toLowerCase();
  const id = kind.target(row);
  if (needle.length < RECORD_QUERY_MIN || typeof id !== 'number') return null;
  if (
    !kind.by.some((f) =>
      String(row[f] ?? '')
        .toLowerCase()
        .includes(needle),
    )
  )
    return null;
  return { name: `${kind.noun} ${String(row[kind.by[0] ?? ''] ?? id)}`, path: recordPath(kind.opens, id) };
}

/** Where this user keeps the selected client's settings, or null when they may not change them. */
export function clientSettingsPath(user: AccessUser, context: MenuContext, clientId: number): string | null {
  const def = resourceByName('clients');
  const screen = screenById('clients.detail');
  const scope = clientScope(user);
  if (scope && !scope.includes(clientId)) return null;
  if (!def || !screen || !mayOpen(screen, user, context) || !can(user, def, 'patch', context)) return null;
  return recordPath('clients.detail', clientId);
}
