/**
 * The branded loading shell of index.html, shown by React too while the app is still starting:
 * as the router's fallback until its first page's chunk has loaded, and while the session is
 * checked (before 'Authenticating...' appears, spec 2.1). React clears #root at its first
 * commit, and the screen went blank between the two for 0.5-0.75 s at 4x CPU slowdown. The markup
 * is index.html's own, read once before the first commit, so there is one copy of it.
 */
let shellMarkup = '';

/** Keeps index.html's loading shell (the content of `host`) before React replaces it. */
export function keepBootShell(host: HTMLElement): void {
  shellMarkup = host.innerHTML;
}

export function BootShell() {
  // index.html's own static markup, no user data; `display: contents` keeps its layout
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: shellMarkup }} />;
}
