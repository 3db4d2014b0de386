/** The Dev heading: the Developer feature's screens (spec section 6); the resource ones are declared in dev-tools.ts, webhooks.ts and messaging.ts. */
import { all, betaOn, developer } from '../../resources/access';
import type { IconKey } from '../../resources/screens';
import { heading, screen } from '../screen';

const dev = <I extends string>(id: I, uri: string, label: string, icon: IconKey = 'MdCode') =>
  screen(id, uri, label, icon, developer);

export const devScreens = heading('dev', [
  'dev.webhooks',
  'dev.packer-logs',
  'dev.app-versions',
  dev('dev.recurring-jobs', '/dev/recurring-jobs/all', 'Recurring Jobs', 'MdSchedule'),
  'dev.twilio-tasks',
  'dev.wms-logs',
  'dev.rds-reconcile',
  'dev.sync-issues',
  'dev.locality',
  'dev.content-templates',
  dev('dev.crash-test', '/dev/crash-test', 'Crash Test', 'MdBugReport'),
  screen('dev.next-dashboard', '/dev/next-dashboard', 'Next App Dashboard', 'MdDashboard', all(developer, betaOn), {
    domain: 'next',
    beta: { old: true, new: true },
  }),
]);
