/**
 * Addresses of the other hosts of the spec's section 7 that the shell needs. This deployment
 * serves everything from one origin, so each is a path under the app's base address.
 * Image store: client logos given as store-relative names ('logos/acme.png') resolve against
 * `<app base>/api/images/` (the reference server serves the store there).
 */
export function imageStoreBase(): string {
  return new URL('api/images/', document.baseURI).toString();
}
