// First: configures zod before any module that could build or parse a schema is evaluated.
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The landing page's code loads before the first render (it was already on its way: the build preloads it from
// the page's HTML), so React shows it at once rather than a loading status first. Never more than 3 s: past that the
// page renders with its status, as before.
const ready = Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, 3000)),
]);
void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
