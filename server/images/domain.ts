/** The images domain: stored photo and logo images. */
import type { Domain } from '../domain/domain';
import { imageRoutes } from './routes';

export const imagesDomain: Domain = { name: 'images', routes: imageRoutes };
