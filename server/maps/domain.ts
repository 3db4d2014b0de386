/** The maps domain: map tiles and basemap routes. */
import type { Domain } from '../domain/domain';
import { mapRoutes } from './routes';

export const mapsDomain: Domain = { name: 'maps', routes: mapRoutes };
