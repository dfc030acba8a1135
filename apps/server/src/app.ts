import fastifyCookie from '@fastify/cookie';
import { SESSION_HINT_COOKIE } from '@telehealth/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { addressRoutes } from './address/routes';
import { adminOperationsRoutes } from './admin-operations/routes';
import { adminPeopleRoutes } from './admin-people/routes';
import { appointmentSettingsRoutes } from './appointment-settings/routes';
import { articleRoutes } from './articles/routes';
// ---- assessments
import { assessmentRoutes } from './assessments/routes';
import { auditRoutes } from './audit/routes';
import {
  type ActiveSession,
  accessGuards,
  clearSessionCookie,
  readSessionCookie,
  SessionStore,
  startsSession,
} from './auth';
import { authRoutes } from './auth/routes';
import { type EventBus, InProcessBus } from './bus';
import { campaignRoutes } from './campaigns/routes';
import { registerChat } from './chat';
import type { Config } from './config';
import { ConsultationSignalling } from './consultations';
import { consultationRoutes } from './consultations/routes';
import { contactRoutes } from './contact/routes';
import type { AppContext } from './context';
import { dashboardRoutes } from './dashboards/routes';
import type { Db } from './db/client';
import { registerDelivery } from './delivery';
import { registerAccessGuards } from './http/access';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { registerHealth, registerInstanceHeader, warnAboutPlainHttp } from './http/health';
import { loggerOptions } from './http/log';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { legalRoutes } from './legal/routes';
import { patientRoutes } from './patient/routes';
// ---- checkout and payments
import { type PaymentProvider, paymentProviderFor } from './payments';
import { paymentRoutes } from './payments/routes';
import { acquirePdfPool } from './pdf';
import { profileRoutes } from './profile/routes';
import { promoCodeRoutes } from './promo-codes/routes';
import { registerRateLimit } from './rate-limit';
import { reportRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { createStorage, type FileStorage } from './storage';
import { templateRoutes } from './templates/routes';
import { testingRoutes } from './testing/routes';
import './context';
// ---- booking
import { Reminders } from './booking';
import { bookingRoutes } from './booking/routes';
import type { JobSql } from './db/client';
import { startJobQueue } from './jobs/queue';
// ---- the practitioner's profile and schedule
import { practitionerRoutes } from './practitioner/routes';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The clock for sessions and rate limits; tests move it forward. */
  now?: () => Date;
  /** Fastify logger options; defaults to pino at config.logLevel through http/log.ts. */
  logger?: FastifyServerOptions['logger'];
  /** A logger made beforehand (main.ts logs before the app exists); replaces `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Chat fan-out between processes (PostgreSQL LISTEN/NOTIFY); in-process by default. The app closes it. */
  bus?: EventBus;
  /** Interval of the chat's server pings (25 s by default); tests shorten it. */
  chatHeartbeatMs?: number;
  /** How long a consultation waits for a dropped socket's person to come back (5 s by default); tests set it. */
  consultationLeaveGraceMs?: number;
  /** Sees every route as it is registered; tests compare them with the OpenAPI document. */
  onRoute?: (route: RouteOptions) => void;
  // ---- booking
  /** The job queue's SQL (pg-boss); without it no reminders are queued or sent (tests that do not need them). */
  jobs?: { sql: JobSql; work?: boolean; pollingIntervalSeconds?: number };
  // ---- checkout and payments
  /** The payment provider; by default Stripe when configured, else the built-in test provider. */
  paymentProvider?: PaymentProvider;
  // ---- object storage
  /** Where files live; by default the driver the config names (createStorage), which the app closes. */
  storage?: FileStorage;
  /**
   * main.ts: settles once every request on the port is answered (http/drain.ts). Closing waits for it before closing
   * what requests use (sessions, files, PDF threads, the bus), after the sockets' 1012 and the jobs' stop have begun.
   */
  drained?: () => Promise<void>;
}

/** JSON request bodies are capped well below anything a form sends; uploads get their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    // A hop count becomes the function fastify would build from it; its types only accept the function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Bodies, queries and headers are never logged: see http/log.ts.
    // While it closes, main.ts's drain decides which requests still reach the app (http/drain.ts); those are served.
    return503OnClosing: false,
  });

  warnAboutPlainHttp(app, config);
  registerInstanceHeader(app, config.instanceName);

  // PDFs are drawn on worker threads (pdf/), started with the first one and ended when the app closes.
  app.addHook('onClose', acquirePdfPool(config.pdfWorkers));

  const bus = options.bus ?? new InProcessBus();
  const storage = options.storage ?? (await createStorage(config, { log: app.log }));
  if (!options.storage) app.addHook('onClose', async () => storage.close());
  const ctx: AppContext = {
    config,
    db,
    bus,
    storage,
    now: options.now ?? (() => new Date()),
    sessionPolicy: {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
    },
  };
  app.decorate('ctx', ctx);
  // Every endpoint that is not public gets its guard from here (http/endpoint.ts).
  registerAccessGuards(app, accessGuards);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // One lookup per request at most, and none for requests that never ask (static files, health).
  const sessionStore = new SessionStore(db, ctx.sessionPolicy, bus);
  app.addHook('onClose', async () => sessionStore.close());
  const sessions = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  /** Requests whose cookie named a session that is gone: the answer clears the cookie and its hint. */
  const refused = new WeakSet<FastifyRequest>();
  app.decorateRequest('session', function session(this: FastifyRequest) {
    let pending = sessions.get(this);
    if (!pending) {
      const token = readSessionCookie(this);
      pending = token ? sessionStore.find(token, ctx.now()) : Promise.resolve(null);
      if (token) {
        pending = pending.then((found) => {
          if (!found) refused.add(this);
          return found;
        });
      }
      sessions.set(this, pending);
    }
    return pending;
  });
  app.addHook('onSend', async (request, reply) => {
    if (!refused.has(request) && !(request.cookies[SESSION_HINT_COOKIE] && !readSessionCookie(request)))
      return;
    // Unless the answer starts a new session (a sign-in after the old one expired, or replacing it).
    if (startsSession(reply)) return;
    clearSessionCookie(request, reply);
  });

  // An empty body with a JSON content type (a bodiless POST from fetch helpers) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Routes come from the contract's endpoint table: zod parses what arrives and checks what leaves.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerSecurity(app, config.allowedOrigins);
  await registerOpenApi(app);
  // Before the routes: it attaches to the routes that opt in as they are registered.
  await registerCompression(app);
  // Before the routes: @fastify/rate-limit attaches to the routes registered after it.
  await registerRateLimit(app);

  registerHealth(app);
  await app.register(auditRoutes);
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  // The admin tools and the delivery of email and SMS.
  registerDelivery(app);
  await app.register(legalRoutes);
  await app.register(articleRoutes);
  await app.register(contactRoutes);
  await app.register(testingRoutes);
  await app.register(appointmentSettingsRoutes);
  await app.register(settingsRoutes);
  await app.register(addressRoutes);
  await app.register(profileRoutes);
  await app.register(templateRoutes);
  await app.register(campaignRoutes);
  await app.register(promoCodeRoutes);
  // ---- assessments
  await app.register(assessmentRoutes);
  // ---- booking
  app.decorate('reminders', null);
  if (options.jobs) {
    const boss = await startJobQueue(options.jobs.sql, {
      // Class, code and stack only (http/log.ts): job data holds ids, never health data.
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
      setUp: (queue) => Reminders.createQueues(queue),
    });
    const reminders = new Reminders(boss, db, app.delivery, ctx.now, app.log);
    await reminders.start({
      work: options.jobs.work ?? true,
      ...(options.jobs.pollingIntervalSeconds
        ? { pollingIntervalSeconds: options.jobs.pollingIntervalSeconds }
        : {}),
    });
    app.reminders = reminders;
    // Before the database closes: running jobs finish, nothing new is fetched.
    // Within main.ts's shutdown deadline (10 s in all): a job still running after 6 s is left for a retry. The stop
    // begins with the close, beside the requests' drain, and is awaited after it.
    let jobsStopped: Promise<void> | null = null;
    const stopJobs = () => {
      jobsStopped ??= boss.stop({ graceful: true, wait: true, timeout: 6_000 });
      return jobsStopped;
    };
    app.addHook('preClose', async () => {
      stopJobs().catch(() => {});
    });
    app.addHook('onClose', stopJobs);
  }
  await app.register(bookingRoutes);
  // ---- the practitioner's profile and schedule: after booking, whose reminders an outcome cancels
  await app.register(practitionerRoutes);
  // ---- consultations: after the practitioner's, whose outcome rules the end applies
  // Its signalling rides the chat's socket (registered below) and the bus; the end tells both devices.
  const signalling = new ConsultationSignalling({
    db,
    bus,
    now: ctx.now,
    log: app.log,
    ...(options.consultationLeaveGraceMs !== undefined
      ? { leaveGraceMs: options.consultationLeaveGraceMs }
      : {}),
  });
  app.addHook('onClose', async () => signalling.close());
  await app.register(consultationRoutes, { signalling });
  // ---- checkout and payments
  const paymentProvider = options.paymentProvider ?? paymentProviderFor(config);
  app.decorate('paymentProvider', paymentProvider);
  await app.register(paymentRoutes, { provider: paymentProvider });
  // ---- patient dashboard and profile: after payments, whose provider 'Request repeat' charges
  await app.register(patientRoutes);
  // ---- admin management
  await app.register(adminPeopleRoutes);
  await app.register(adminOperationsRoutes);
  await app.register(reportRoutes);
  await registerChat(app, {
    bus,
    frames: signalling,
    ...(options.chatHeartbeatMs ? { heartbeatMs: options.chatHeartbeatMs } : {}),
  });
  await registerSpa(app, config.webDistDir);

  // After the chat's, so that sockets get their 1012 first: the requests on the port are answered before anything
  // they use closes.
  const { drained } = options;
  if (drained) app.addHook('preClose', async () => drained());

  return app;
}
