import { authEndpoints, authMessages, isStaff, rateLimitMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import type { Db } from '../db/client';
import { omit, registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { type RateLimitPolicy, routeRateLimit } from '../rate-limit';
import { currentSession } from './guards';
import { createChallenge, enrolledFactor, type MfaChallengePurpose } from './mfa';
import { mfaEndpointNames, mfaRoutes } from './mfa-routes';
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

/** A fresh token on every sign-in (no fixation); the session the browser held before is ended. */
async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
  const { db, now, sessionPolicy } = request.server.ctx;
  const previous = readSessionCookie(request);
  if (previous) await deleteSessionByToken(request.server.ctx, previous);
  const userAgent = request.headers['user-agent'];
  const token = await createSession(db, user.id, now(), sessionPolicy, {
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
  });
  setSessionCookie(request, reply, token);
}

/**
 * Whether a sign-in needs a second step: a code when the user has a factor on (staff or patient), an enrolment when
 * staff (admins, practitioners, content writers) must have one (REQUIRE_STAFF_MFA) and do not; null when the
 * password suffices. Patients are never made to enrol.
 */
async function secondFactorDue(
  db: Db,
  user: UserRow,
  requireStaffMfa: boolean,
): Promise<MfaChallengePurpose | null> {
  if (await enrolledFactor(db, user.id)) return 'verify';
  if (requireStaffMfa && isStaff(user)) return 'enrol';
  return null;
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

/** Sign-up, sign-in, sign-out and the current user (docs/product/access.md). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const signIn = signInLimit(app);

  mfaRoutes(app, signIn, startSession);

  registerDomain(app, omit(authEndpoints, mfaEndpointNames), {
    register: {
      handler: async (request, reply) => {
        const created = await registerPatient(db, request.body, now());
        await startSession(request, reply, created);
        await auditRequest(request, {
          action: 'auth.sign_up',
          actorId: created.id,
          actorRole: created.role,
          targetType: 'user',
          targetId: created.id,
        });
        return toPublicUser(created);
      },
      options: { config: { rateLimit: routeRateLimit(SIGN_UP_RATE_LIMIT) } },
    },
    login: async (request, reply) => {
      let user: UserRow;
      const attempt = signInAttempt(signIn, request);
      try {
        // The account is forgiven below, once no second factor is due: a right password alone must not reset the
        // count of wrong codes, or a thief with the password could guess codes forever.
        user = await authenticate(db, request.body, { ...attempt, forgiveAccount: async () => {} });
      } catch (error) {
        // Failures name the account tried (it may not exist); a 429 is recorded too, as the attempt it refused, and
        // a disabled account's right password (403).
        const refusals: Record<number, string> = {
          401: 'auth.sign_in_failed',
          403: 'auth.sign_in_disabled',
          429: 'auth.sign_in_blocked',
        };
        const action = error instanceof HttpError ? refusals[error.statusCode] : undefined;
        if (action) {
          await auditRequest(request, {
            action,
            targetType: 'account',
            targetId: request.body.email,
          });
        }
        throw error;
      }
      const due = await secondFactorDue(db, user, app.ctx.config.requireStaffMfa);
      if (due) {
        const challenge = await createChallenge(db, user.id, due, now());
        await auditRequest(request, {
          action: 'auth.password_accepted',
          actorId: user.id,
          actorRole: user.role,
          targetType: 'user',
          targetId: user.id,
        });
        return due === 'verify'
          ? { mfaRequired: true as const, challenge }
          : { mfaEnrolmentRequired: true as const, challenge };
      }
      await attempt.forgiveAccount();
      await startSession(request, reply, user);
      await auditRequest(request, {
        action: 'auth.sign_in',
        actorId: user.id,
        actorRole: user.role,
        targetType: 'user',
        targetId: user.id,
      });
      return toPublicUser(user);
    },
    logout: async (request, reply) => {
      const session = await request.session();
      if (session) {
        await auditRequest(request, {
          action: 'auth.sign_out',
          targetType: 'user',
          targetId: session.user.id,
        });
        await endSessions(app.ctx, { userId: session.user.id, sessionIds: [session.id] });
      } else {
        // A cookie for a session that is already gone or expired: make sure of it.
        const token = readSessionCookie(request);
        if (token) await deleteSessionByToken(app.ctx, token);
      }
      clearSessionCookie(request, reply);
      return { message: authMessages.logoutSuccess };
    },
    signInPolicy: async () => ({
      staffTwoStepRequired: app.ctx.config.requireStaffMfa,
    }),
    currentUser: async (request) => toPublicUser((await currentSession(request)).user),
  });
}
