import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Creates the router (a task of its own at boot: it ranks the routes of every screen) and
 * renders the app into `host`. A transition: React renders the app in slices of a few
 * milliseconds and yields to the browser in between, where a plain render is one long task. The
 * loading shell in index.html stays until the first commit.
 */
export function mountApp(host: HTMLElement): void {
  const router = createAppRouter();
  startTransition(() => {
    createRoot(host).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
