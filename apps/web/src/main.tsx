// First: configures zod before any module that could build or parse a schema is evaluated.
import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './router';

// A page the server rendered loads this script `async` (build/document.ts): the document may still be arriving.
const parsed =
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

// The landing page's code loads before the first render (it was already on its way: the build preloads it from
// the page's HTML), so React shows it at once rather than a loading status first. Never more than 3 s: past that the
// page renders with its status, as before.
const ready = Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, 3000)),
]);
void Promise.all([ready, parsed]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  // A transition: React renders in slices, yielding to the browser, rather than in one long task. A rendered page
  // is already on screen; an empty one shows its header and status meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
