import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock, type DataDirLock } from './lock';
import * as schema from './schema';

/**
 * The query builder both drivers share, and a transaction too (drizzle's transaction is one): application code only
 * sees this type, so a service runs the same inside a transaction or outside one.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs `work` in one transaction, handing it the transaction as a `Db` (every service writes against `Db`). */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the migrations in apps/server/drizzle that this database has not seen. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own: on PostgreSQL under a session
   * advisory lock (instances started together migrate and seed one after the other, and the later ones find
   * nothing left to do); on PGlite the data-folder lock already keeps every other process out.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the connection(s) and releases the data-folder lock. */
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive, which `loadDataDir` opens again as a copy. */
  dumpDataDir?(): Promise<Blob>;
  // ---- booking
  /** Raw SQL for the job queue (pg-boss's `db` option): the same connection(s) the app uses. */
  readonly jobSql: JobSql;
}

/** Text and positional values in, rows out; a text without values may hold several statements. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The job queue's SQL, and the start-up lock under which instances started together set the queue up in turn. */
export interface JobSql extends SqlExecutor {
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export type DatabaseTarget =
  /**
   * `directUrl`: the same database without a pooler in between (PgBouncer in transaction mode would hand the
   * start-up lock's session to someone else between statements); `url` when absent.
   */
  | { kind: 'postgres'; url: string; directUrl?: string | null }
  /**
   * PGlite in `<dataDir>/db`, locked for this process; in memory when dataDir is null (tests). `loadDataDir`
   * starts an in-memory database from a dump of another (`PGlite.dumpDataDir`): the tests' copy of one migrated
   * and seeded database.
   */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.directUrl ?? null)
    : openPglite(target.dataDir, target.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // Lock before PGlite touches the folder: a second opener must not even start recovery on it.
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'db') } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Whatever ends the process (crash, process.exit) must not leave our lock behind for a live pid.
  const releaseOnExit = () => lock?.release();
  process.once('exit', releaseOnExit);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    jobSql: {
      exclusive: (work) => work(),
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // pg-boss sends its locked maintenance and migrations as several statements in one text.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        process.removeListener('exit', releaseOnExit);
        lock?.release();
      }
    },
  };
}

/** The advisory lock's key: any fixed number no other code uses ('telehealth start-up'). */
export const STARTUP_LOCK_KEY = 7_415_230_001;

/** The database a config names: PostgreSQL (and its direct connection) when DATABASE_URL is set, else PGlite. */
export function databaseTarget(config: {
  databaseUrl: string | null;
  databaseDirectUrl?: string | null;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl ?? null }
    : { kind: 'pglite', dataDir: config.dataDir };
}

async function openPostgres(url: string, directUrl: string | null): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart, a terminated backend, a dropped test database)
  // is emitted on the pool; without a listener that error would crash the process. The pool drops the
  // client and opens a new one on the next query, so there is nothing else to do.
  pool.on('error', () => {});
  // A client that is checked out (a transaction, the start-up lock, a pg-boss batch) has no pool listener, and pg
  // emits a lost connection on the client as well as failing its query: without a listener of its own, PostgreSQL
  // restarting mid-transaction crashed the process (seen as an uncaught ECONNRESET in the outage test). The query's
  // rejection still reaches the caller, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Fail at startup, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    // A connection of its own holds the lock (a direct one when the pool goes through a pooler); the work runs
    // on the pool as usual.
    const holder: pg.ClientBase & { done(): Promise<void> | void } =
      directUrl && directUrl !== url
        ? await connectDirect(directUrl)
        : await pool.connect().then((client) => Object.assign(client, { done: () => client.release() }));
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      }
    } finally {
      await holder.done();
    }
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    exclusive,
    jobSql: {
      exclusive,
      async executeSql(text, values) {
        if (values && values.length > 0) return pool.query(text, values);
        // pg-boss sends its locked creation, migrations and maintenance as one text that opens a transaction
        // (BEGIN; ...; COMMIT). If a statement in it fails, its connection stays inside the aborted transaction and
        // would fail the next query that borrows it: such a connection is closed instead of going back to the pool.
        const client = await pool.connect();
        try {
          const result = await client.query(text);
          client.release();
          return result;
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
      },
    },
    close: () => pool.end(),
  };
}

/** A single connection to `url`, outside the pool, closed by `done()`. */
async function connectDirect(url: string): Promise<pg.Client & { done(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  // As for the pool: a dropped connection must not crash the process; the lock's query then fails instead.
  client.on('error', () => {});
  await client.connect();
  return Object.assign(client, { done: () => client.end() });
}
