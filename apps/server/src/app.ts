import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@telehealth/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { type ActiveSession, findSession, readSessionCookie } from './auth/sessions';
import { type EventBus, InProcessBus, registerChat } from './chat';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { registerDelivery } from './delivery';
import { registerErrorHandler } from './http/errors';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { appointmentSettingsRoutes } from './routes/appointment-settings';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { legalDocumentRoutes } from './routes/legal-documents';
import { outboxRoutes } from './routes/outbox';
import { publicLegalRoutes } from './routes/public-legal';
import { summaryRoutes } from './routes/summary';
import { testingRoutes } from './routes/testing';
import './context';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The clock for sessions and rate limits; tests move it forward. */
  now?: () => Date;
  /** Fastify logger options; defaults to pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Chat fan-out between processes (PostgreSQL LISTEN/NOTIFY); in-process by default. The app closes it. */
  bus?: EventBus;
  /** Interval of the chat's server pings (25 s by default); tests shorten it. */
  chatHeartbeatMs?: number;
}

/** Headers that carry credentials are never logged, even if a serializer starts including headers. */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'request.headers.cookie',
  'request.headers.authorization',
  'headers.cookie',
  'headers.authorization',
];

/** JSON request bodies are capped well below anything a form sends; uploads get their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
    },
    // A hop count becomes the function fastify would build from it; its types only accept the function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Bodies are never logged: fastify's default serializers log method, url and status only.
  });

  const ctx: AppContext = {
    config,
    db,
    now: options.now ?? (() => new Date()),
    sessionPolicy: {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
    },
  };
  app.decorate('ctx', ctx);

  // One lookup per request at most, and none for requests that never ask (static files, health).
  const sessions = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  app.decorateRequest('session', function session(this: FastifyRequest) {
    let pending = sessions.get(this);
    if (!pending) {
      const token = readSessionCookie(this);
      pending = token ? findSession(ctx.db, token, ctx.now(), ctx.sessionPolicy) : Promise.resolve(null);
      sessions.set(this, pending);
    }
    return pending;
  });

  // An empty body with a JSON content type (a bodiless POST from fetch helpers) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerSecurity(app, config.allowedOrigins);

  app.get(endpoints.health, async () => ({ status: 'ok' }));
  await app.register(authRoutes);
  await app.register(summaryRoutes);
  // Admin tools of Part 1 §2 and the delivery of email and SMS.
  registerDelivery(app);
  await app.register(legalDocumentRoutes);
  await app.register(publicLegalRoutes);
  await app.register(contactRoutes);
  await app.register(testingRoutes);
  await app.register(outboxRoutes);
  await app.register(appointmentSettingsRoutes);
  await registerChat(app, {
    bus: options.bus ?? new InProcessBus(),
    ...(options.chatHeartbeatMs ? { heartbeatMs: options.chatHeartbeatMs } : {}),
  });
  await registerSpa(app, config.webDistDir);

  return app;
}
