/** The Drivers/Contractors heading. */
import { admin, adminType, all, any, feature, role, staffOr } from '../../resources/access';
import { heading, screen } from '../screen';

export const contractorsScreens = heading('contractors', [
  screen(
    'ctr.assign-contractor',
    '/run/assign/contractor/1/{date}/rg/all/all',
    'Assign Contractor',
    'MdAssignment',
    admin,
    {
      patterns: ['run/assign/contractor/*'],
    },
  ),
  screen(
    'ctr.assign-driver',
    '/run/assign/driver/1/{date}/rg/all/all',
    'Driver Assign',
    'MdAssignment',
    any(staffOr('runs'), role('contractor')),
    {
      patterns: ['run/assign/driver/*'],
      contractor: true,
    },
  ),
  screen('ctr.contractors', '/ctr/contractors/all', 'List Contractors', 'MdPeople', admin),
  screen(
    'ctr.van-grid',
    '/ctr/van-availability/grid',
    'Van Availability',
    'MdRvHookup',
    any(adminType, role('contractor')),
    { contractor: true },
  ),
  screen('ctr.van-report', '/ctr/van-availability/report', 'Van Availability Report', 'MdRvHookup', adminType),
  screen(
    'ctr.van-excess',
    '/ctr/van-availability/excess',
    'Van Availability Excess',
    'MdRvHookup',
    all(adminType, feature('VanAvailabilityExcess')),
  ),
  screen('ctr.app-versions', '/ctr/reports/app-versions', 'Driver App Versions', 'MdApps', admin),
  screen('ctr.run-errors', '/run/errors/report', 'Run Errors Report', 'MdErrorOutline', admin),
]);
