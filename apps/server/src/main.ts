import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { EventBus } from './bus';
import { type Config, ConfigError, loadConfig } from './config';
import type { Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { HttpDrain } from './http/drain';
import { loggerOptions } from './http/log';
import {
  answerUnavailable,
  answerWhileStarting,
  isReadinessProbe,
  refuseUpgradeWhileStarting,
} from './http/starting';

/** An instance told to stop exits within 10 s whatever hangs; this leaves a margin for the exit itself. */
const SHUTDOWN_DEADLINE_MS = 9_000;
/**
 * Requests in flight when it is told to stop get this long to finish; those that cannot then answer 503 with
 * Retry-After, and the rest (sockets, jobs, bus, database) closes in the 2 s left before the deadline.
 */
const DRAIN_DEADLINE_MS = 7_000;
/** PostgreSQL unreachable at start: try again after 0.5 s, doubling up to 5 s, until it answers. */
const CONNECT_RETRY_MIN_MS = 500;
const CONNECT_RETRY_MAX_MS = 5_000;

/** One clear line and a non-zero exit for problems the operator must fix. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The instance binds its port first and answers at once: liveness 200, everything else (readiness included) 503
 * (http/starting.ts). It then connects, migrates under the start-up lock (db/prepare.ts) and builds the app, and
 * only then hands the port's requests to Fastify. Fastify keeps its own server unbound and receives them from
 * ours, because it can only listen after every plugin has loaded, and some need the migrated database.
 */
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

  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  let app: FastifyInstance | null = null;
  const server = http.createServer();
  // Tracks connections and requests, so that a shutdown resets none of them (http/drain.ts).
  const drain = new HttpDrain(server);
  server.on('request', (request, response) => {
    if (!drain.admit(request, response)) return;
    // Not ready from the moment it starts to stop, so that a load balancer sends nothing more.
    if (drain.draining && isReadinessProbe(request)) answerUnavailable(request, response);
    else if (app) app.server.emit('request', request, response);
    else answerWhileStarting(request, response);
  });
  server.on('upgrade', (request, socket, head) => {
    if (app && !drain.draining) app.server.emit('upgrade', request, socket, head);
    else refuseUpgradeWhileStarting(socket);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    fail(`Could not listen on ${config.host}:${config.port}: ${reasonOf(error)}`);
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info(`Starting at ${url}: /api/ready answers 503 until the database is connected and migrated`);

  /** What start-up has opened so far, for the shutdown to close. */
  const opened: { database: Database | null; bus: EventBus | null } = { database: null, bus: null };
  let closing = false;
  let startup: Promise<void> = Promise.resolve();
  /** Every request on the port answered (or the drain's deadline passed); the app waits for it before closing. */
  let drained: Promise<void> = Promise.resolve();
  /** Drops the PDFs being drawn (their requests answer 503); set once the app's modules are loaded. */
  let abandonPdfs: () => void = () => {};

  const shutdown = (signal: string) => {
    // A second signal while closing is ignored; the first shutdown finishes the job.
    if (closing) return;
    closing = true;
    setTimeout(() => {
      log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    log.info({ signal }, 'shutting down');
    // No new connections from here on; requests in flight finish until the drain's deadline, when those left (and
    // their PDFs) are dropped with 503 and Retry-After.
    drain.begin();
    drained = drain.settle(Date.now() + DRAIN_DEADLINE_MS, () => abandonPdfs());
    void (async () => {
      if (app) {
        // Sockets close with 1012 and jobs stop at once; once the requests are answered (`drained`), the sessions,
        // files, PDF threads and chat bus close (app.ts).
        await app.close();
      } else if (config.databaseUrl) {
        // Still starting on PostgreSQL: dropping the connections rolls back whatever start-up was doing.
        process.exit(0);
      } else {
        // Still starting on PGlite: let the step under way finish, so that the folder is closed consistent.
        await startup.catch(() => {});
        await opened.bus?.close();
      }
      await drained;
      // Closing PGlite flushes it to disk; close() also removes the lock file.
      await opened.database?.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // Loaded after the port is bound: the app's modules (jsdom, the PDF renderer, PGlite...) take seconds to load.
  const [
    { buildApp },
    { createPgBus, InProcessBus },
    { databaseTarget, openDatabase },
    { prepareDatabase },
    { abortPdfRenders },
  ] = await Promise.all([
    import('./app'),
    import('./bus'),
    import('./db/client'),
    import('./seed/prepare'),
    import('./pdf'),
  ]);
  abandonPdfs = abortPdfRenders;

  /** Opens the database and the bus, retrying while PostgreSQL is unreachable; null when told to stop meanwhile. */
  async function connect(cfg: Config): Promise<{ database: Database; bus: EventBus } | null> {
    let delay = CONNECT_RETRY_MIN_MS;
    while (!closing) {
      let database: Database | null = null;
      try {
        database = await openDatabase(databaseTarget(cfg));
        // Several processes on one PostgreSQL database reach each other's sockets through LISTEN/NOTIFY, on a
        // connection that bypasses any pooler (DATABASE_DIRECT_URL).
        const bus = cfg.databaseUrl
          ? await createPgBus({ url: cfg.databaseDirectUrl ?? cfg.databaseUrl, db: database.db })
          : null;
        return { database, bus: bus ?? new InProcessBus() };
      } catch (error) {
        await database?.close().catch(() => {});
        if (error instanceof DataDirLockedError) fail(error.message);
        if (!cfg.databaseUrl) fail(`Could not open the database (${cfg.dataDir}): ${reasonOf(error)}`);
        // The reason names a host, user or database at most (pg never puts the password in its messages).
        log.warn(`PostgreSQL (DATABASE_URL) unreachable: ${reasonOf(error)}. Retrying in ${delay} ms`);
        await sleep(delay);
        delay = Math.min(delay * 2, CONNECT_RETRY_MAX_MS);
      }
    }
    return null;
  }

  startup = (async () => {
    const connected = await connect(config);
    if (!connected) return;
    opened.database = connected.database;
    opened.bus = connected.bus;
    if (closing) return;
    const seed = await prepareDatabase(connected.database, config, seedNow);
    log.info(
      { database: connected.database.kind === 'pglite' ? config.dataDir : 'postgres', seed },
      'database ready',
    );
    if (closing) return;
    // pg-boss creates its schema and queues as the app is built, under the start-up lock (jobs/queue.ts): two
    // instances doing that at once on an empty database would deadlock (40P01) and one of them exit.
    const built = await buildApp({
      config,
      db: connected.database.db,
      bus: connected.bus,
      jobs: { sql: connected.database.jobSql },
      loggerInstance: log,
      drained: () => drained,
    });
    await built.ready();
    if (closing) {
      await built.close();
      return;
    }
    // Fastify set these on its own server (keep-alive longer than a proxy's, no request timeout); ours carries them.
    server.keepAliveTimeout = built.server.keepAliveTimeout;
    server.requestTimeout = built.server.requestTimeout;
    server.headersTimeout = built.server.headersTimeout;
    server.maxRequestsPerSocket = built.server.maxRequestsPerSocket;
    server.timeout = built.server.timeout;
    app = built;
    // The line process tests wait for, as Fastify's own listen() used to print it: from here on the app answers.
    log.info(`Server listening at ${url}`);
  })();

  try {
    await startup;
  } catch (error) {
    if (closing) return;
    // A setting only the app can check (a bucket without a region): one line, as for the environment's own checks.
    if (error instanceof ConfigError) fail(`Invalid configuration: ${error.message}`);
    log.error({ err: error }, 'startup failed');
    server.close();
    await opened.bus?.close().catch(() => {});
    await opened.database?.close().catch(() => {});
    process.exit(1);
  }
}

await start();
