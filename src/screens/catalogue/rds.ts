/** The RDS heading. */
import { admin, adminType, all, any, betaOn, clientIdIn, feature } from '../../resources/access';
import { heading, screen } from '../screen';

export const rdsScreens = heading('rds', [
  'rds.events',
  'rds.stores',
  'rds.store-upload',
  'rds.providers',
  screen('rds.run-report', '/rds/reports/run-report/all', 'RDS Run Report', 'MdAssessment', adminType),
  screen(
    'rds.routing-tool',
    '/rds/routing-tool',
    'RDS Routing Tool',
    'MdRoute',
    all(feature('RDSRoutingTool'), betaOn),
    { domain: 'beta', beta: { old: true, new: true } },
  ),
  'd.retail-skills',
  'd.retail-exceptions-manage',
  'd.retail-exceptions-upload',
  screen(
    'd.retail-exceptions-daily',
    '/d/retail-exceptions/manage/reports/daily',
    'Retail Exceptions Daily',
    'MdAssessment',
    adminType,
  ),
  screen(
    'd.retail-exceptions',
    '/d/retail-exceptions',
    'Retail Exceptions',
    'MdWarning',
    any(adminType, clientIdIn(888)),
  ),
  screen('mhe.asset-tracker', '/mhe/equipment/map/all', 'Asset Tracker', 'MdMap', admin),
]);
