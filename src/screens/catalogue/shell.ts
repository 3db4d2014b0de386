/** Screens of the shell itself: the offline and outbox pages, no-access, and pages reached from other pages. */
import { adminType, always, consoleUser, perm } from '../../resources/access';
import { screen, topLevel, unlisted } from '../screen';

export const shellScreens = [
  topLevel(1610, screen('offline', '/offline', 'Available Offline', 'MdCloudOff', consoleUser, { contractor: true })),
  topLevel(1620, screen('outbox', '/outbox', 'Unsent Changes', 'MdOutbox', consoleUser, { contractor: true })),
  unlisted(screen('no-access', '/no-access', 'No Access', 'MdBlock', always, { contractor: true })),
  /** the routing-group submenu under Deliveries (spec 2.2); the client segment appears for admins */
  unlisted(
    screen('d.rg-deliveries', '/d/rg/{id}', 'Routing Group Deliveries', 'MdLocalShipping', perm('runs'), {
      patterns: ['d/rg/:id', 'cd/:clientId/d/rg/:id'],
    }),
  ),
  unlisted(
    screen('d.primary-connect', '/d/primary-connect/{date}', 'Primary Connect', 'MdLocalShipping', adminType, {
      patterns: ['d/primary-connect/*'],
    }),
  ),
];
