/**
 * The service worker's db-loader.ts: the worker bundles the database into its one file, so the
 * module is there from the start (vite.config.ts swaps this in for the worker's build only).
 */
import * as db from './db';

export const loadDbModule = (): Promise<typeof db> => Promise.resolve(db);
