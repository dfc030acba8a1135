import { authEndpoints, errorTypes, mfaMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { pick, registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { rateLimited } from '../rate-limit';
import { currentSession } from './guards';
import {
  confirmEnrolment,
  consumeChallenge,
  disableMfa,
  enrolledFactor,
  findChallenge,
  mfaStatusOf,
  startEnrolment,
  verifyMfaCode,
} from './mfa';
import { toPublicUser } from './public-user';
import { nameSignInAccount, signInAttempt, type signInLimit } from './rate-limit';
import { findUserById } from './service';
import type { UserRow } from './sessions';

const codeRejected = () => new HttpError(400, mfaMessages.codeRejected, { field: 'code' });
const challengeExpired = () => new HttpError(401, mfaMessages.challengeExpired);

type StartSession = (request: FastifyRequest, reply: FastifyReply, user: UserRow) => Promise<void>;

const userById = (request: FastifyRequest, id: number) => findUserById(request.server.ctx.db, id);

/** Whom an enrolment is for: the user of a sign-in's enrolment challenge, or the signed-in user (staff or patient). */
async function enrolmentSubject(
  request: FastifyRequest,
  challenge: string | undefined,
): Promise<{ user: UserRow; challengeId: number | null }> {
  const { db, now } = request.server.ctx;
  if (challenge !== undefined) {
    const found = await findChallenge(db, challenge, 'enrol', now());
    const user = found && (await userById(request, found.userId));
    if (!found || !user) throw challengeExpired();
    return { user, challengeId: found.id };
  }
  const session = await currentSession(request);
  const user = await userById(request, session.user.id);
  if (!user) throw challengeExpired();
  return { user, challengeId: null };
}

/** The two-step endpoints of the auth domain: served here, and by auth/routes.ts the rest of the domain. */
export const mfaEndpointNames = [
  'mfaStatus',
  'mfaVerify',
  'mfaEnrolmentStart',
  'mfaEnrolmentConfirm',
  'mfaDisable',
] as const;

/**
 * The second factor's endpoints. Failed codes answering a sign-in's challenge count as failures of the account,
 * on the same limits as wrong passwords (`auth/rate-limit.ts`); the account is forgiven only once the code passes.
 */
export function mfaRoutes(
  app: FastifyInstance,
  signIn: ReturnType<typeof signInLimit>,
  startSession: StartSession,
) {
  const { db, now } = app.ctx;

  registerDomain(app, pick(authEndpoints, mfaEndpointNames), {
    mfaStatus: async (request) => mfaStatusOf(db, (await currentSession(request)).user.id),
    mfaVerify: async (request, reply) => {
      const challenge = await findChallenge(db, request.body.challenge, 'verify', now());
      const user = challenge && (await userById(request, challenge.userId));
      if (!challenge || !user) throw challengeExpired();
      nameSignInAccount(request, user.email);
      const attempt = signInAttempt(signIn, request);
      const block = await attempt.blocked();
      if (block) throw rateLimited(block.message, block.retryAfterMs);
      const used = await verifyMfaCode(db, user.id, request.body.code, now());
      const actor = {
        actorId: user.id,
        actorRole: user.role,
        targetType: 'user',
        targetId: user.id,
      } as const;
      if (!used) {
        await attempt.recordFailure();
        await auditRequest(request, { action: 'mfa.failed', ...actor });
        throw codeRejected();
      }
      if (!(await consumeChallenge(db, challenge.id))) throw challengeExpired();
      await attempt.forgiveAccount();
      await startSession(request, reply, user);
      await auditRequest(request, {
        action: used === 'recovery' ? 'mfa.recovery_used' : 'mfa.verified',
        ...actor,
      });
      await auditRequest(request, { action: 'auth.sign_in', ...actor });
      return toPublicUser(user);
    },
    mfaEnrolmentStart: async (request) => {
      const { user } = await enrolmentSubject(request, request.body.challenge);
      if (await enrolledFactor(db, user.id))
        throw new HttpError(409, mfaMessages.alreadyEnrolled, { errorType: errorTypes.conflict });
      return startEnrolment(db, user, now());
    },
    mfaEnrolmentConfirm: async (request, reply) => {
      const { user, challengeId } = await enrolmentSubject(request, request.body.challenge);
      const actor = {
        actorId: user.id,
        actorRole: user.role,
        targetType: 'user',
        targetId: user.id,
      } as const;
      // A sign-in's enrolment is a sign-in: its wrong codes count on the account's limits.
      if (challengeId !== null) nameSignInAccount(request, user.email);
      const attempt = challengeId === null ? null : signInAttempt(signIn, request);
      const block = attempt && (await attempt.blocked());
      if (block) throw rateLimited(block.message, block.retryAfterMs);
      const result = await confirmEnrolment(db, user.id, request.body.code, now());
      if (result === 'no-enrolment')
        throw new HttpError(409, mfaMessages.noEnrolment, { errorType: errorTypes.conflict });
      if (result === 'rejected') {
        await attempt?.recordFailure();
        await auditRequest(request, { action: 'mfa.failed', ...actor });
        throw codeRejected();
      }
      await auditRequest(request, { action: 'mfa.enrolled', ...actor });
      if (challengeId !== null) {
        if (!(await consumeChallenge(db, challengeId))) throw challengeExpired();
        await attempt?.forgiveAccount();
        await startSession(request, reply, user);
        await auditRequest(request, { action: 'auth.sign_in', ...actor });
      }
      return { recoveryCodes: result.recoveryCodes, user: toPublicUser(user) };
    },
    mfaDisable: async (request) => {
      const session = await currentSession(request);
      const actor = { targetType: 'user', targetId: session.user.id } as const;
      if (!(await enrolledFactor(db, session.user.id)))
        throw new HttpError(409, mfaMessages.notEnrolled, { errorType: errorTypes.conflict });
      if (!(await verifyMfaCode(db, session.user.id, request.body.code, now()))) {
        await auditRequest(request, { action: 'mfa.failed', ...actor });
        throw codeRejected();
      }
      await disableMfa(db, session.user.id);
      await auditRequest(request, { action: 'mfa.disabled', ...actor });
      return { message: mfaMessages.disabled };
    },
  });
}
