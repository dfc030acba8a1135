import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), precompress()],
  // Workspace packages load from source, so the dev server hot-reloads them too.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // changeOrigin stays off: the server compares Origin with Host to refuse cross-site writes.
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page's first load runs anyway, as one file rather than ten small ones shared with lazy
              // chunks: React, the router, the class-name runtimes and the ui primitives of the frame.
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|@vanilla-extract[\\/](recipes|sprinkles)|@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-visually-hidden))[\\/]|packages[\\/]ui[\\/]src[\\/](theme|Button|IconButton|Icons|Stack|Spinner|VisuallyHidden|Box|Inline)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
