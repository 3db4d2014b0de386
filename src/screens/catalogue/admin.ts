/** The Admin heading. */
import { admin, any, perm } from '../../resources';
import { heading, screen } from '../screen';

export const adminScreens = heading('admin', [
  screen('m.sms-schedule', '/messaging/sms-schedule', 'SMS Schedule', 'MdSchedule', any(admin, perm('sms-schedule'))),
  screen('m.sms-block', '/messaging/sms-block/all', 'SMS Block List', 'MdBlock', any(admin, perm('sms-block'))),
  screen(
    'm.email-unsubscribes',
    '/messaging/email-unsubscribes/all',
    'Email Unsubscribes',
    'MdUnsubscribe',
    any(admin, perm('email-unsubscribes')),
  ),
]);
