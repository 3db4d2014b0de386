/** The Dev heading. */
import { all, betaOn, developer, feature, type IconKey } from '../../resources';
import { heading, screen } from '../screen';

const dev = <I extends string>(id: I, uri: string, label: string, icon: IconKey = 'MdCode') =>
  screen(id, uri, label, icon, developer);

export const devScreens = heading('dev', [
  dev('dev.webhooks', '/d/webhooks/all', 'Webhooks', 'MdWebhook'),
  dev('dev.packer-logs', '/p/logs/all', 'Packer Logs', 'MdHistory'),
  dev('dev.app-versions', '/dev/app-versions/all', 'App Versions', 'MdApps'),
  dev('dev.recurring-jobs', '/dev/recurring-jobs/all', 'Recurring Jobs', 'MdSchedule'),
  screen(
    'dev.twilio-tasks',
    '/dev/twilio-tasks/all',
    'Twilio Tasks',
    'MdSms',
    all(developer, feature('TwilioTasksManage')),
  ),
  dev('dev.wms-logs', '/wms/logs/all', 'WMS Logs', 'MdHistory'),
  dev('dev.rds-reconcile', '/rds/reconcile/all', 'RDS Reconcile', 'MdSync'),
  dev('dev.sync-issues', '/d/sync-issues/all', 'Sync Issues', 'MdSync'),
  dev('dev.locality', '/dev/nv/locality', 'Localities', 'MdPlace'),
  dev('dev.content-templates', '/dev/content-template/all', 'Content Templates', 'MdMessage'),
  dev('dev.crash-test', '/dev/crash-test', 'Crash Test', 'MdBugReport'),
  screen('dev.next-dashboard', '/dev/next-dashboard', 'Next App Dashboard', 'MdDashboard', all(developer, betaOn), {
    domain: 'next',
    beta: { old: true, new: true },
  }),
]);
