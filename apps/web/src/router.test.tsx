import { ThemeProvider } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The router keeps each loaded page in module state: every test takes a fresh copy, so a page another test (or
// another file in the same worker) loaded before does not count as loaded here.
let preloadRoute: typeof import('./router').preloadRoute;
let routes: typeof import('./router').routes;
beforeEach(async () => {
  vi.resetModules();
  ({ preloadRoute, routes } = await import('./router'));
});

function renderAt(path: string) {
  return render(
    <ThemeProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </ThemeProvider>,
  );
}

describe('preloadRoute', () => {
  it('loads the landing page before the first render, which then shows the page and no loading status', async () => {
    await preloadRoute('/');
    renderAt('/');
    // Synchronously, in the first render: no Suspense fallback in between.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Healthcare from home, by Australian practitioners' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading application...')).not.toBeInTheDocument();
  });

  it('without it, the page loads during the first render: the status shows first', async () => {
    renderAt('/no/such/page');
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await expect(preloadRoute('/no/such/page')).resolves.toBeUndefined();
  });
});
