import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

export default defineConfig(
  packagePreset({
    // Short class names keep the published CSS small; Storybook and tests keep the readable debug names.
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // One bundle, so that vanilla-extract writes a single dist/index.css beside it.
    splitting: false,
  }),
);
