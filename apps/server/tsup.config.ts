import { defineConfig } from 'tsup';
import { packagePreset } from '../../tooling/tsup.preset.ts';

// ESM for `node dist/main.js`, with the app in chunks beside it: main.ts binds its port before it loads them.
// dist/pdf-worker.js is the module the PDF threads load (src/pdf/pool.ts finds it beside the chunks).
// Workspace packages are bundled from source; npm dependencies (native argon2, PGlite's wasm) stay external
// and load from node_modules.
export default defineConfig(
  packagePreset({
    entry: {
      main: 'src/main.ts',
      migrate: 'src/db/migrate-cli.ts',
      'audit-verify': 'src/audit/verify-cli.ts',
      'pdf-worker': 'src/pdf/worker.ts',
    },
    platform: 'node',
    target: 'node20',
    dts: false,
    splitting: true,
    noExternal: [/^@telehealth\//],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  }),
);
