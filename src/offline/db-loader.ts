/**
 * How the page gets the database's module (db.ts, with Dexie, through page-db.ts): a chunk of its own, loaded on
 * first use (open-db.ts says why). The service worker's build swaps this module for
 * db-loader.worker.ts (vite.config.ts, `serviceWorkerDatabase`): a worker script may not import
 * on demand, and Vite's wrapper of a dynamic import does not even evaluate in a classic worker.
 */
import { loadOnce } from '../lib/load-once';

/** db.ts, loaded once; a failed load (a chunk the network lost) is tried again on the next call. */
export const loadDbModule = loadOnce(() => import('./page-db'));
