import { authMessages, endpoints, rateLimitMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { type RateLimitPolicy, routeRateLimit } from '../rate-limit';
import { currentSession } from './guards';
import { toPublicUser } from './public-user';
import { signInAttempt, signInLimit } from './rate-limit';
import { authenticate, registerPatient } from './service';
import {
  clearSessionCookie,
  createSession,
  deleteSessionByToken,
  endSessions,
  readSessionCookie,
  setSessionCookie,
  type UserRow,
} from './sessions';

function cookieIsSecure(request: FastifyRequest): boolean {
  return request.server.ctx.config.cookieSecure || request.protocol === 'https';
}

/** A fresh token on every sign-in (no fixation); the session the browser held before is ended. */
async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
  const { db, now, sessionPolicy } = request.server.ctx;
  const previous = readSessionCookie(request);
  if (previous) await deleteSessionByToken(db, previous);
  const userAgent = request.headers['user-agent'];
  const token = await createSession(db, user.id, now(), sessionPolicy, {
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
  });
  setSessionCookie(reply, token, cookieIsSecure(request));
}

/**
 * Sign-ups per address: one address once made 150 accounts in 1.7 s. 20 an hour leaves room for a family or a
 * clinic's front desk registering patients on one connection.
 */
export const SIGN_UP_RATE_LIMIT = {
  name: 'sign-up',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: rateLimitMessages.signUp,
} as const satisfies RateLimitPolicy;

/** Sign-up, sign-in, sign-out and the current user (Part 1 §7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const signIn = signInLimit(app);

  registerEndpoint(
    app,
    endpoints.register,
    async (request, reply) => {
      const created = await registerPatient(db, request.body, now());
      await startSession(request, reply, created);
      return toPublicUser(created);
    },
    { config: { rateLimit: routeRateLimit(SIGN_UP_RATE_LIMIT) } },
  );

  registerEndpoint(app, endpoints.login, async (request, reply) => {
    const user = await authenticate(db, request.body, signInAttempt(signIn, request));
    await startSession(request, reply, user);
    return toPublicUser(user);
  });

  registerEndpoint(app, endpoints.logout, async (request, reply) => {
    const session = await request.session();
    if (session) await endSessions(app.ctx, { userId: session.user.id, sessionIds: [session.id] });
    else {
      // A cookie for a session that is already gone or expired: make sure of it.
      const token = readSessionCookie(request);
      if (token) await deleteSessionByToken(db, token);
    }
    clearSessionCookie(reply, cookieIsSecure(request));
    return { message: authMessages.logoutSuccess };
  });

  registerEndpoint(app, endpoints.currentUser, async (request) =>
    toPublicUser((await currentSession(request)).user),
  );
}
