import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const packagesDir = fileURLToPath(new URL('../../../packages', import.meta.url));

const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.mdx', '../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  typescript: {
    // Reads the props' JSDoc and resolves imported union types (recipe variants) for the docs tables.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // A project that holds the packages' components; the app's own tsconfig covers only this folder.
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      include: [`${packagesDir}/*/src/**/*.tsx`],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Document our props, not the hundreds of inherited DOM attributes.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Load workspace packages from their TypeScript sources (the `source` export condition), not dist.
      resolve: {
        conditions: ['source', ...defaultClientConditions],
        // Docs pages in the packages import Storybook's blocks, which only this workspace installs.
        dedupe: ['@storybook/addon-docs'],
      },
      build: {
        // A catalogue ships every story at once; its bundle is large by nature.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            // Radix marks its modules "use client", which means nothing in a client-only bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
