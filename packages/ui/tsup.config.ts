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
    // Unminified, esbuild prefixes each vanilla-extract file's CSS with a comment holding its whole
    // source path (tens of kilobytes); minifying drops them. Source maps keep both files debuggable.
    minify: true,
  }),
);
