import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { appShell } from './build/appShell.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), appShell(), prerender(), precompress()],
  // Workspace packages load from source, so the dev server hot-reloads them too.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The build's server-side render of the public pages (build/prerender.ts) bundles everything it runs: the
  // workspace packages from source and their vanilla-extract styles, which Node cannot import as they are.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
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
              priority: 2,
              test: /packages[\\/](contract[\\/]src[\\/]access|api[\\/]src[\\/]clientContext)\.ts$|node_modules[\\/](react|react-dom|scheduler|react-router|clsx|@vanilla-extract[\\/](recipes|sprinkles)|@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-visually-hidden))[\\/]|packages[\\/]ui[\\/]src[\\/](theme|ThemeProvider|Heading|Link|Text|Button|IconButton|Icons|Stack|Spinner|VisuallyHidden|Box|Inline|Container)[\\/]/,
            },
            {
              // What the public pages behind the first load (sign-in, contact, legal) share: the API client, the
              // forms stack and the small ui primitives and Radix helpers they use. As one file rather than some 25:
              // over HTTP/1.1 a phone fetches six files at a time, and each round trip delays the page more than the
              // few KiB a page downloads without needing them. Nothing here is in the home page's first load
              // (bench/bundle checks).
              name: 'common',
              priority: 1,
              test: /node_modules[\\/](zod|swr|dequal|use-sync-external-store|react-hook-form|@hookform|@vanilla-extract[\\/]dynamic|@radix-ui[\\/](primitive|react-context|react-id|react-use-controllable-state|react-use-callback-ref|react-use-layout-effect|react-use-effect-event|react-presence|react-collection|react-direction|react-roving-focus|react-use-size|react-use-previous))[\\/]|packages[\\/]api[\\/]src[\\/](client|apiClient|presets|endpoint|mutation|cache|errors|request|queryKey|boundary|auth)\.tsx?$|packages[\\/]forms[\\/]src[\\/]internal[\\/](FormFields|FormActions|serverError)\.tsx?$|packages[\\/]ui[\\/]src[\\/](Field|Input|Alert|Textarea)[\\/]|apps[\\/]web[\\/]src[\\/]frames[\\/]withApi/,
            },
          ],
        },
      },
    },
  },
});
