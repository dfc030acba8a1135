// `npm run db:migrate -w @telehealth/server` (in a deployment, `node apps/server/dist/migrate.js`): migrates the
// database, writes the settings and template defaults and, when SEED_DEMO allows it, the demo data, then exits. A
// deployment runs it once before starting (or rolling) its instances, which then find nothing left to do at start.
// Instances started without it still migrate themselves, one at a time, under the start-up lock.
import { loadConfig } from '../config';
import { prepareDatabase } from '../seed/prepare';
import { type Database, databaseTarget, openDatabase } from './client';
import { DataDirLockedError } from './lock';

const config = loadConfig(process.env);
let database: Database;
try {
  database = await openDatabase(databaseTarget(config));
} catch (error) {
  console.error(
    error instanceof DataDirLockedError
      ? error.message
      : `migrate: the database cannot be opened (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`,
  );
  process.exit(1);
}
try {
  const seed = await prepareDatabase(database, config);
  console.log(`migrate: the database is up to date (demo data: ${seed})`);
} catch (error) {
  console.error(`migrate: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
