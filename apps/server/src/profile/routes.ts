import { endpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit';
import { currentSession } from '../auth/guards';
import { clearSessionCookie } from '../auth/sessions';
import { registerEndpoint } from '../http/endpoint';
import { sendEmailOtp, verificationStatus, verifyEmailOtp } from './email-verification';
import { changeAdminPassword, updateAdminProfile } from './service';

/** The admin profile, password change and email verification (Part 2 §2, §7). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus, now, config } = app.ctx;
  registerEndpoint(app, endpoints.updateAdminProfile, async (request) => {
    const { user } = await currentSession(request);
    return updateAdminProfile(db, user.id, request.body, await auditActor(request), now());
  });
  registerEndpoint(app, endpoints.changeAdminPassword, async (request, reply) => {
    const { user } = await currentSession(request);
    const actor = await auditActor(request);
    const answer = await changeAdminPassword(
      { db, bus, delivery: app.delivery },
      user.id,
      request.body,
      actor,
      now(),
    );
    // This session ended with the others; the browser forgets its cookie too.
    clearSessionCookie(reply, config.cookieSecure || request.protocol === 'https');
    return answer;
  });
  registerEndpoint(app, endpoints.emailVerificationStatus, async (request) => {
    const { user } = await currentSession(request);
    return verificationStatus(user, request.query.email);
  });
  registerEndpoint(app, endpoints.sendEmailOtp, async (request) => {
    const { user } = await currentSession(request);
    return sendEmailOtp(
      { db, delivery: app.delivery },
      user,
      request.body.email,
      await auditActor(request),
      now(),
    );
  });
  registerEndpoint(app, endpoints.verifyEmailOtp, async (request) => {
    const { user } = await currentSession(request);
    return verifyEmailOtp(db, user, request.body, await auditActor(request), now());
  });
}
