import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React renders the app in slices of a few milliseconds and yields to the browser
// in between, where a plain render is one long task (the tablet's taps and the loading shell's
// spinner wait behind it). The loading shell in index.html stays until the first commit.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
