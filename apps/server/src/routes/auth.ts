import { authMessages, endpoints, errorTypes, loginInput, registerInput } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { toPublicUser } from '../auth/public-user';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../auth/rate-limit';
import {
  clearSessionCookie,
  createSession,
  deleteSessionByToken,
  readSessionCookie,
  setSessionCookie,
  type UserRow,
} from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { HttpError, notAuthenticated } from '../http/errors';
import { parseBody } from '../http/validation';

function cookieIsSecure(request: FastifyRequest): boolean {
  return request.server.ctx.config.cookieSecure || request.protocol === 'https';
}

async function findUserByEmail(request: FastifyRequest, email: string): Promise<UserRow | null> {
  const { db } = request.server.ctx;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
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

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(endpoints.register, async (request, reply) => {
    const input = parseBody(registerInput, request);
    const emailTaken = () =>
      new HttpError(409, authMessages.emailTaken, { errorType: errorTypes.conflict, field: 'email' });
    if (await findUserByEmail(request, input.email)) throw emailTaken();

    const passwordHash = await hashPassword(input.password);
    const { db, now } = app.ctx;
    let created: UserRow | undefined;
    try {
      const at = now();
      [created] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'patient',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (!created) throw new Error('Insert returned no row');
    await startSession(request, reply, created);
    return reply.code(201).send(toPublicUser(created));
  });

  app.post(endpoints.login, async (request, reply) => {
    const input = parseBody(loginInput, request);
    const { db, now } = app.ctx;
    const key = { email: input.email, ip: request.ip };

    const retryAfter = await loginRetryAfter(db, key, now());
    if (retryAfter !== null) {
      throw new HttpError(429, authMessages.tooManyAttempts, {
        errorType: errorTypes.rateLimited,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }

    const user = await findUserByEmail(request, input.email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      await recordLoginFailure(db, key, now());
      throw new HttpError(401, authMessages.invalidCredentials);
    }

    await clearLoginFailures(db, input.email);
    await startSession(request, reply, user);
    return reply.code(200).send(toPublicUser(user));
  });

  app.post(endpoints.logout, async (request, reply) => {
    const token = readSessionCookie(request);
    if (token) await deleteSessionByToken(app.ctx.db, token);
    clearSessionCookie(reply, cookieIsSecure(request));
    return reply.send({ message: authMessages.logoutSuccess });
  });

  app.get(endpoints.user, async (request) => {
    const session = await request.session();
    if (!session) throw notAuthenticated();
    return toPublicUser(session.user);
  });
}
