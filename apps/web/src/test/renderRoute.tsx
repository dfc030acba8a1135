import { MockApiProvider, type MockResponses } from '@telehealth/api';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../router';

/** Renders the real route table at `path` with canned API answers. */
export function renderRoute(path: string, responses: MockResponses, options: { delayMs?: number } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <MockApiProvider responses={responses} {...options}>
        <RouterProvider router={router} />
        <Toaster />
      </MockApiProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}
