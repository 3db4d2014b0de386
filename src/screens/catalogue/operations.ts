/** The Operations heading. */
import { adminType, feature, staffOr } from '../../resources/access';
import { heading, screen } from '../screen';

export const operationsScreens = heading('operations', [
  screen('o.scan-report', '/d/scan-report', 'Scan Report', 'MdQrCodeScanner', staffOr('scanning-report')),
  screen('o.return-to-depot', '/d/-1/return-to-depot', 'Return to Depot', 'MdBusiness', staffOr('return-to-depot'), {
    patterns: ['d/:clientId/return-to-depot'],
  }),
  screen('o.routing-summary', '/d/routing-summary', 'Routing Summary', 'MdAltRoute', staffOr('routing-summary')),
  screen(
    'o.pre-deliveries',
    '/d/pre-deliveries/promote',
    ['Pre-Deliveries Manage', 'Undated Deliveries Manage'],
    'MdEvent',
    staffOr('pre-delivery'),
  ),
  screen('o.control-center', '/d/control-center', 'Control Center', 'MdDashboard', adminType),
  screen(
    'o.client-control-center',
    '/d/client-control-center',
    'Client Control Center',
    'MdDashboard',
    feature('ClientControlCenter'),
    {
      beta: { new: true },
    },
  ),
]);
