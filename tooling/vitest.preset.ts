import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./test/setup-dom.ts', import.meta.url));

/**
 * Component tests: jsdom, Testing Library matchers, vanilla-extract styles, and workspace packages from source.
 * `isolate: false` runs a worker's files in one environment instead of a fresh jsdom and module graph per file:
 * for the ui, forms, api and realtime packages, which keep no module state between tests, it took their runs from
 * 112, 90, 28 and 11 s to 22, 26, 5 and 4 s on 2 cores. The web app's tests run the same way; its router keeps
 * loaded pages in module state, so `router.test.tsx`, which is about that state, takes a fresh copy of the router
 * per test (`vi.resetModules`).
 */
export function domTestConfig(options: { isolate?: boolean } = {}) {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // A test file marked `@vitest-environment node` (the web app's prerender) resolves on the server side:
    // it too takes the workspace packages from source, so `vitest run` needs no earlier build.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      environment: 'jsdom',
      setupFiles: [setupDom],
      css: true,
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}'],
      isolate: options.isolate ?? true,
    },
  });
}

/** Plain unit tests in Node. */
export function nodeTestConfig() {
  return defineConfig({
    resolve: { conditions: ['source'] },
    test: { environment: 'node', include: ['src/**/*.test.ts'] },
  });
}
