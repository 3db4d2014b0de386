/** The Settings heading: every entry is a resource screen (clients, depots, addresses, box sizes, users). */
import { heading } from '../screen';

export const settingsScreens = heading('settings', [
  'clients.list',
  'clients.gridEdit',
  'clients.create',
  'depots.list',
  'addresses.list',
  'boxSizes.list',
  'users.list',
  'users.gridEdit',
  'users.create',
  'users.list.2', // Drivers: the users list filtered to drivers
]);
