/**
 * Playwright's global teardown: removes the fresh database folder that playwright.config.ts made
 * for this run (about 150 MB), so repeated local runs do not fill the disk. A folder passed in by
 * the caller (E2E_DATA_DIR set before the run) is the caller's and stays.
 */
import { rmSync } from 'node:fs';

export default function removeRunDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') rmSync(dir, { recursive: true, force: true });
}
