/** The quick menu's navigation search entries (spec 2.3) and the name/code filters, at most 9 results. */
import { isAdmin } from '../../resources/roles';
import type { SessionUser } from '../auth/session-user';
import type { MenuClient } from '../menu/menu-types';

export const MAX_QUICK_RESULTS = 9;

export interface NavEntry {
  name: string;
  path: string;
}

export function navigationEntries(user: SessionUser, today: string): NavEntry[] {
  const entries: NavEntry[] = [
    { name: 'Deliveries', path: '/d/deliveries/all' },
    { name: 'User Management', path: '/u/users/all' },
    { name: 'Clients', path: '/c/clients/all' },
    { name: 'Upload CSV', path: '/d/delivery-upload' },
    { name: 'File Uploads', path: '/d/file-uploads/all' },
    { name: 'Depots', path: '/z/depots/all' },
    { name: 'Run Summary', path: `/run/r/country/1/${today}` },
  ];
  if (isAdmin(user)) entries.push({ name: 'Charges', path: '/b/charges/all' });
  return entries;
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
