/**
 * The header the service worker (sw/sw.ts) puts on answers it gives from its own cache, so the
 * page can tell them from the server's (lib/reachability.ts). Its own module: the worker's build
 * has no DOM.
 */
export const STORED_RESPONSE_HEADER = 'X-Depot-Stored';
