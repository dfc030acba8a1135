import { type PasswordChangeRequest, passwordChangeMessages, profileEndpoints } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditActor } from '../audit';
import { clearSessionCookie, currentSession, userChanged } from '../auth';
import { registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { failureLimit, rateLimited } from '../rate-limit';
import { sendEmailOtp, verificationStatus, verifyEmailOtp } from './email-verification';
import { changeAdminPassword, updateAdminProfile } from './service';

const changingUser = new WeakMap<FastifyRequest, number>();

export const MAX_WRONG_PASSWORDS = 5;
export const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;

/** The admin profile, password change and email verification (docs/product/settings.md). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus, now } = app.ctx;
  // Wrong current passwords, per user: a stolen session cannot guess the password behind it.
  const wrongPasswords = failureLimit(app, {
    name: 'password-change',
    max: MAX_WRONG_PASSWORDS,
    windowMs: WRONG_PASSWORD_WINDOW_MS,
    key: (request) => `user:${changingUser.get(request) ?? request.ip}`,
  });
  const changePassword = async (
    request: FastifyRequest<{ Body: PasswordChangeRequest }>,
    reply: FastifyReply,
  ): Promise<{ message: string }> => {
    const { user } = await currentSession(request);
    changingUser.set(request, user.id);
    const wait = await wrongPasswords.retryAfterMs(request);
    if (wait !== null) throw rateLimited(passwordChangeMessages.tooManyWrong, wait);
    const actor = await auditActor(request);
    let answer: { message: string };
    try {
      answer = await changeAdminPassword(
        { db, bus, delivery: app.delivery },
        user.id,
        request.body,
        actor,
        now(),
      );
    } catch (error) {
      if (error instanceof HttpError && error.details.field === 'currentPassword')
        await wrongPasswords.fail(request);
      throw error;
    }
    // This session ended with the others; the browser forgets its cookie too.
    clearSessionCookie(request, reply);
    return answer;
  };
  registerDomain(app, profileEndpoints, {
    updateAdminProfile: async (request) => {
      const { user } = await currentSession(request);
      const answer = await updateAdminProfile(db, user.id, request.body, await auditActor(request), now());
      await userChanged({ bus }, user.id);
      return answer;
    },
    // The admin's tab and everyone else's 'Change Password' (docs/product/settings.md) are one rule and one limit.
    changeAdminPassword: changePassword,
    changePassword,
    emailVerificationStatus: async (request) => {
      const { user } = await currentSession(request);
      return verificationStatus(db, user, request.query.email, now());
    },
    sendEmailOtp: async (request) => {
      const { user } = await currentSession(request);
      return sendEmailOtp(
        { db, delivery: app.delivery },
        user,
        request.body.email,
        await auditActor(request),
        now(),
      );
    },
    verifyEmailOtp: async (request) => {
      const { user } = await currentSession(request);
      const answer = await verifyEmailOtp(db, user, request.body, await auditActor(request), now());
      await userChanged({ bus }, user.id);
      return answer;
    },
  });
}
