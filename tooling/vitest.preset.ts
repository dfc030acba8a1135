import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./test/setup-dom.ts', import.meta.url));

/** Component tests: jsdom, Testing Library matchers, vanilla-extract styles, and workspace packages from source. */
export function domTestConfig() {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      setupFiles: [setupDom],
      css: true,
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}'],
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
