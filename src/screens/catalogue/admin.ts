/** The Admin heading: every entry is a messaging resource screen (src/resources/messaging.ts). */
import { heading } from '../screen';

export const adminScreens = heading('admin', ['m.sms-schedule', 'm.sms-block', 'm.email-unsubscribes']);
