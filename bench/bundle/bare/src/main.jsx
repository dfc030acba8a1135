// The floor the web app's first load is compared with: React 19 and react-router 7 with one lazy route.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

const HomePage = lazy(() => import('./HomePage.jsx'));

function Frame() {
  return (
    <>
      <header>
        <Link to="/">Home</Link>
      </header>
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

const router = createBrowserRouter([
  { element: <Frame />, children: [{ path: '/', element: <HomePage /> }] },
]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
