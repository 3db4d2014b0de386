/** Public face of the not-found feature: what other features may import from it. */
export { NotFoundPage } from './not-found-page';
