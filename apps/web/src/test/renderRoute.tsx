import { MockApiProvider, type MockResponses } from '@telehealth/api';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadRoute, routes } from '../router';

/** Renders the real route table at `path` with canned API answers. */
export function renderRoute(path: string, responses: MockResponses) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <MockApiProvider responses={responses}>
        <RouterProvider router={router} />
        <Toaster />
      </MockApiProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}

/**
 * An answer held back until `release()`: a loading state stays on screen for as long as the test looks at it,
 * however slow the machine, and no real time passes.
 */
export function heldAnswer(value: unknown): { answer: () => Promise<unknown>; release: () => void } {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: () => released.then(() => value), release };
}

/**
 * Loads the code of the pages at `paths` ahead, for a file's `beforeAll`. The first render of a lazy page otherwise
 * compiles it inside the test, and on a busy machine that can outlast the test's wait for the page's first element:
 * the wait should time the page, not the compiler.
 */
export function preloadPages(...paths: string[]): Promise<void> {
  return Promise.all(paths.map((path) => preloadRoute(path))).then(() => undefined);
}
