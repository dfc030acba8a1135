import { errorTypes, healthEndpoints, serverMessages } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { Config } from '../config';
import { registerDomain } from './endpoint';
import { OUTAGE_RETRY_AFTER_SECONDS } from './errors';

/** How long readiness waits for the database before calling it unavailable. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * The health domain. Liveness (`/api/health` and `/api/health/live`: the process answers, no I/O, for a restart
 * policy) and readiness (`/api/ready`, and its older name `/api/health/ready`: the database answers `select 1` within 2 s, for a load
 * balancer; 503 with Retry-After otherwise). Before the app exists, main.ts answers the same paths itself
 * (http/starting.ts): 200 for liveness, 503 for readiness and everything else. While the app closes, Fastify
 * answers 503 to every route, readiness included.
 */
export function registerHealth(app: FastifyInstance): void {
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
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
  };
  registerDomain(app, healthEndpoints, {
    health: async () => ({ status: 'ok' as const }),
    healthLive: async () => ({ status: 'ok' as const }),
    ready,
    healthReady: ready,
  });
}

/**
 * `X-Instance: <INSTANCE_NAME>` on every answer, and on the 101 of a socket upgrade, when the variable is set:
 * behind a proxy it shows which instance answered (the cluster and its tests set it; production need not).
 */
export function registerInstanceHeader(app: FastifyInstance, instanceName: string | null): void {
  if (!instanceName) return;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(INSTANCE_HEADER, instanceName);
  });
  app.addHook('onReady', async () => {
    // @fastify/websocket's server writes the 101 itself; ws lets us add to its headers.
    const sockets = (app as { websocketServer?: WebSocketServer }).websocketServer;
    sockets?.on('headers', (headers) => headers.push(`${INSTANCE_HEADER}: ${instanceName}`));
  });
}

export const INSTANCE_HEADER = 'X-Instance';

/** Production over plain HTTP: HSTS would never be sent, and browsers on plain http drop the Secure session cookie. */
export function warnAboutPlainHttp(app: FastifyInstance, config: Config): void {
  if (config.nodeEnv !== 'production') return;
  if (config.trustProxy !== false || config.cookieSecure) return;
  app.log.warn(
    'NODE_ENV=production without TRUST_PROXY or COOKIE_SECURE: requests look like plain HTTP, so HSTS is off and the Secure session cookie works only for browsers that reach the site over https. Set TRUST_PROXY behind a TLS proxy, or COOKIE_SECURE=1.',
  );
}
