/** The RDS heading. */
import { admin, adminType, all, any, betaOn, clientIdIn, feature, retailStores } from '../../resources';
import { heading, screen } from '../screen';

export const rdsScreens = heading('rds', [
  screen('rds.events', '/rds/c/all', 'RDS Events', 'MdEvent', adminType),
  screen('rds.stores', '/rds/store/all', 'Stores', 'MdStore', retailStores),
  screen('rds.store-upload', '/rds/store/upload', 'Store Upload', 'MdUploadFile', retailStores),
  screen('rds.providers', '/rds/service-provider/all', 'Service Providers', 'MdBusiness', adminType),
  screen('rds.run-report', '/rds/reports/run-report/all', 'RDS Run Report', 'MdAssessment', adminType),
  screen(
    'rds.routing-tool',
    '/rds/routing-tool',
    'RDS Routing Tool',
    'MdRoute',
    all(feature('RDSRoutingTool'), betaOn),
    { domain: 'beta', beta: { old: true, new: true } },
  ),
  screen('d.retail-skills', '/d/retail-skills/all', 'Retail Skills', 'MdPeople', adminType),
  screen(
    'd.retail-exceptions-manage',
    '/d/retail-exceptions/manage/all',
    'Retail Exceptions Manage',
    'MdWarning',
    adminType,
  ),
  screen(
    'd.retail-exceptions-upload',
    '/d/retail-exceptions/manage/upload',
    'Retail Exceptions Upload',
    'MdUploadFile',
    adminType,
  ),
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
