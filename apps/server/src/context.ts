import type { ActiveSession, SessionPolicy } from './auth';
import type { EventBus } from './bus';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './storage';

/** What routes need from the outside world; tests swap the clock. */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  sessionPolicy: SessionPolicy;
  /** Events between server processes (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  bus: EventBus;
  /** Uploaded and issued files: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set. */
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in session, looked up once per request on first use. */
    session(): Promise<ActiveSession | null>;
  }
}
