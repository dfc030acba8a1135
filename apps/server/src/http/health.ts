import { endpoints, errorTypes, serverMessages } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerEndpoint } from './endpoint';
import { OUTAGE_RETRY_AFTER_SECONDS } from './errors';

/** How long readiness waits for the database before calling it unavailable. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/api/health/live`: the process answers, no I/O, for a restart policy) and readiness
 * (`/api/health/ready`: the database answers `select 1` within 2 s, for a load balancer; 503 with Retry-After
 * otherwise). `/api/health` stays as it was.
 */
export function registerHealth(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.healthLive, async () => ({ status: 'ok' as const }));
  registerEndpoint(app, endpoints.healthReady, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.ctx.db.execute(sql`select 1`), timeout]);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch {
      app.log.warn('readiness: database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ message: serverMessages.unavailable, errorType: errorTypes.unavailable });
    } finally {
      clearTimeout(timer);
    }
  });
}

/** Production over plain HTTP: the session cookie would not be Secure and HSTS would never be sent. */
export function warnAboutPlainHttp(app: FastifyInstance, config: Config): void {
  if (config.nodeEnv !== 'production') return;
  if (config.trustProxy !== false || config.cookieSecure) return;
  app.log.warn(
    'NODE_ENV=production without TRUST_PROXY or COOKIE_SECURE: requests look like plain HTTP, so session cookies are not Secure and HSTS is off. Set TRUST_PROXY behind a TLS proxy, or COOKIE_SECURE=1.',
  );
}
