import { defineConfig, mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../tooling/vitest.preset.ts';

export default mergeConfig(
  domTestConfig(),
  defineConfig({
    test: { include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], setupFiles: ['src/test/setup.ts'] },
  }),
);
