import { defineConfig, mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../tooling/vitest.preset.ts';

export default mergeConfig(
  // One jsdom and module graph per worker, as in the packages (tooling/vitest.preset.ts).
  domTestConfig({ isolate: false }),
  defineConfig({
    test: { include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], setupFiles: ['src/test/setup.ts'] },
  }),
);
