import { buildApp } from './app';
import { createPgBus, type EventBus, InProcessBus } from './bus';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, databaseTarget, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { prepareDatabase } from './db/prepare';

/** One clear line and a non-zero exit for problems the operator must fix. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Invalid configuration: ${error.message}`);
    throw error;
  }

  // SEED_NOW (an ISO date; the page screenshots set it) pins the demo seed's clock, so its dates never move.
  const seedNow = process.env.SEED_NOW ? new Date(process.env.SEED_NOW) : undefined;
  if (seedNow && Number.isNaN(seedNow.getTime())) fail('Invalid configuration: SEED_NOW is not a date');

  let database: Database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${reason}`);
  }

  // Several processes on one PostgreSQL database reach each other's sockets through LISTEN/NOTIFY.
  let bus: EventBus;
  try {
    bus = config.databaseUrl
      ? await createPgBus({ url: config.databaseDirectUrl ?? config.databaseUrl, db: database.db })
      : new InProcessBus();
  } catch (error) {
    await database.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Could not listen for chat events on DATABASE_URL: ${reason}`);
  }

  const app = await buildApp({ config, db: database.db, bus, jobs: { sql: database.jobSql } });
  let closing = false;
  const shutdown = (signal: string) => {
    // A second signal while closing is ignored; the first shutdown finishes the job.
    if (closing) return;
    closing = true;
    void (async () => {
      app.log.info({ signal }, 'shutting down');
      try {
        // Sockets close with 1001, in-flight requests finish, then the chat bus closes (onClose hooks).
        await app.close();
      } finally {
        // Closing PGlite flushes it to disk; close() also removes the lock file.
        await database.close();
      }
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    const seed = await prepareDatabase(database, config, seedNow);
    app.log.info(
      { database: database.kind === 'pglite' ? config.dataDir : 'postgres', seed },
      'database ready',
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'startup failed');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

await start();
