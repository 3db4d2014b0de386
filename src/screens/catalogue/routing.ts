/** The Routing heading. */
import { admin, adminType, all, any, clientConfig, perm, staffOr } from '../../resources/access';
import { heading, screen } from '../screen';

export const routingScreens = heading('routing', [
  screen('rt.adiona', '/d/adiona', ['Adiona Sync', 'Optimize Routes'], 'MdRoute', admin, { oldIcon: 'MdSync' }),
  screen('rt.manual', '/d/manual-routing/all', 'Manual Routing', 'MdAltRoute', admin),
  screen(
    'rt.zones',
    '/z/zones',
    'Zones',
    'MdMap',
    any(staffOr('zones'), all(perm('zones-client'), clientConfig('allowViewingZones'))),
  ),
  screen('rt.zone-lookup', '/z/lookup', 'Zone Lookup', 'MdTravelExplore', staffOr('zones')),
  screen(
    'rt.visualisation',
    '/d/visualisation/date/{date}/rg/all/rz/all/z/all/client/all/service/all/tw/all',
    'Visualisation',
    'MdMap',
    adminType,
    {
      patterns: ['d/visualisation/*'],
    },
  ),
]);
