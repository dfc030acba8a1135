import type { ActiveSession, SessionPolicy } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/client';

/** What routes need from the outside world; tests swap the clock. */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  sessionPolicy: SessionPolicy;
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
