import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source, as in dev.
  resolve: { conditions: ['source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite takes 1 to 4 s to start and argon2 is slow on purpose.
    hookTimeout: 60_000,
    testTimeout: 60_000,
    // Each file owns one database (PGlite in memory, or a fresh PostgreSQL database); two at a time fits 2 cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
