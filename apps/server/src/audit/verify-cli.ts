// `npm run audit:verify -w @telehealth/server`: checks the audit trail's hash chain and exits 1 when it is broken.
// On PGlite, stop the server first: one process at a time may open its data folder.
import { loadConfig } from '../config';
import { type Database, databaseTarget, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { auditChainBreaks } from './index';

const config = loadConfig(process.env);
let database: Database;
try {
  database = await openDatabase(databaseTarget(config));
} catch (error) {
  console.error(
    error instanceof DataDirLockedError ? error.message : 'audit trail: the database cannot be opened',
  );
  process.exit(1);
}
try {
  // An up-to-date schema: the chain's functions come with the migrations.
  await database.migrate();
  const breaks = await auditChainBreaks(database.db);
  if (breaks.length === 0) {
    console.log('audit trail: the hash chain is whole');
  } else {
    console.error(
      `audit trail: the chain breaks at row${breaks.length === 1 ? '' : 's'} ${breaks.join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
