import type { Options } from 'tsup';

/**
 * One tsup preset for every publishable package, so that a later switch of bundler
 * (tsup is no longer actively maintained upstream) touches this file only.
 */
export function packagePreset(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    // The declarations come from TypeScript 7 after this build (tooling/declarations.mjs, the packages' `build`).
    dts: false,
    ...overrides,
  };
}
