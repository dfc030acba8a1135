import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source, as in dev, so the suite needs no earlier build: in the
  // test files, and in the global setup (which migrates and seeds), loaded by Vitest's own environment. Named
  // without Vite's server defaults: their 'module' condition would pick the AWS SDK's ESM build, which Node
  // cannot load (extensionless imports).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once per run; each file's database is a copy (src/test/helpers.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite takes 1 to 4 s to start and argon2 is slow on purpose.
    hookTimeout: 60_000,
    testTimeout: 60_000,
    // Each file owns one database (PGlite in memory, or a fresh PostgreSQL database); two at a time fits 2 cores.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker imports the server's modules once for all its files, not once per file (about 3 s of CPU each):
    // the suite keeps no module state between files (no vi.mock, fake timers or environment changes; every file
    // builds its own app and database), and it took a PGlite run's CPU from 55 to 33 s on the same 12 files.
    isolate: false,
  },
});
