// The server test files that run on PGlite as well when the suite runs on PostgreSQL (TEST_DATABASE_URL set).
// The full suite runs on PostgreSQL; on PGlite run the files whose SQL path or behaviour differs by driver. The
// rest of the product is exercised on PGlite end to end by the e2e journeys and the page baselines (their server
// runs on PGlite), and without TEST_DATABASE_URL every file runs on PGlite. src/test/pglite-files.test.ts fails
// when a file with a PGlite-only test is missing here.
export const pgliteFiles = [
  // Opening, migrating and preparing the embedded database: the client, prepared statements, the migrate
  // command on a data folder, the seed and the start-up order.
  'src/db/',
  'src/seed.test.ts',
  // The data folder's lock, SIGTERM and crash recovery of a server process on a PGlite folder.
  'src/lock.test.ts',
  'src/process.test.ts',
  // pg-boss talks through PGlite's one connection (several statements in one text) rather than a pool.
  'src/booking/reminders.test.ts',
  'src/practitioner/outcome-reminder.test.ts',
  // A failing database looks different: PGlite fails inside the engine, PostgreSQL loses a connection.
  'src/http/log.test.ts',
  'src/http/health.test.ts',
  // Races settled by the database: one serialised connection on PGlite against concurrent pools on PostgreSQL.
  'src/audit/audit.test.ts',
  'src/auth/mfa.test.ts',
  'src/auth/sessions.test.ts',
  'src/rate-limit/rate-limit.test.ts',
  // This list's own check.
  'src/test/pglite-files.test.ts',
];
