/**
 * When to post dashboard activity (spec 4): at most every 60 s while the tab is visible, every
 * 9 s on an edit page, decided by a check that runs every second.
 */
export const ACTIVITY_INTERVAL_MS = 60_000;
export const EDIT_PAGE_INTERVAL_MS = 9_000;
export const ACTIVITY_CHECK_MS = 1_000;

export function isEditPagePath(pathname: string): boolean {
  return /(?:^|\/)(?:edit|create|grid-edit)(?:\/|$)/.test(pathname);
}

export function shouldPostActivity(now: number, lastSent: number | null, visible: boolean, editPage: boolean): boolean {
  if (!visible) return false;
  if (lastSent === null) return true;
  return now - lastSent >= (editPage ? EDIT_PAGE_INTERVAL_MS : ACTIVITY_INTERVAL_MS);
}

/** True when the server's minimum version moved since we last saw it (first sighting is not a change). */
export function versionChanged(previous: string | null, next: string | null | undefined): boolean {
  return previous !== null && next != null && next !== '' && next !== previous;
}
