/** The Delivery Confirmations heading. */
import { staffOr } from '../../resources/access';
import { heading, screen } from '../screen';

export const confirmationsScreens = heading('confirmations', [
  screen(
    'c.wholesale',
    '/d/wholesale-deliveries-confirm',
    'Wholesale Deliveries',
    'MdCheckCircle',
    staffOr('wholesale-deliveries'),
  ),
  screen(
    'c.home',
    '/d/home-deliveries-confirm',
    'Home Deliveries',
    'MdCheckCircle',
    staffOr('home-deliveries-confirm'),
  ),
  screen(
    'c.temp-check',
    '/run/run-events/temp-check-confirmation',
    'Temp Check Confirmation',
    'MdCheckCircle',
    staffOr('temp-check-confirmation'),
  ),
  screen(
    'c.instructions',
    '/run/drops-instructions-followed',
    'Drop Instructions Followed',
    'MdCheckCircle',
    staffOr('drop-instructions-followed'),
  ),
  screen('c.customer-updates', '/d/customer-change/all', 'Customer Updates', 'MdMessage', staffOr('customer-updates'), {
    counter: 'deliveryCustomerChangeRequests',
  }),
  screen('c.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
]);
