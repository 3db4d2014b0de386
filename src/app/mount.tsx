import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { keepBootShell } from '../lib/boot-shell';

export { loadPageAhead } from './router';

/**
 * Renders the app into `host`. A transition: React renders the app in
 * slices of a few milliseconds and yields to the browser in between, where a plain render is one
 * long task. The loading shell in index.html stays on screen until the first page is drawn (the
 * app shows it as its fallback, boot-shell.tsx).
 */
export function mountApp(host: HTMLElement): void {
  keepBootShell(host);
  startTransition(() => {
    createRoot(host).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
