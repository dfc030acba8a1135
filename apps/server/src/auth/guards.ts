import { type AccessGroup, canAccess } from '@telehealth/contract';
import type { FastifyRequest } from 'fastify';
import type { AccessGuards, Guard } from '../http/access';
import { forbidden, notAuthenticated } from '../http/errors';
import type { ActiveSession } from './sessions';

/** The session or a 401; for handlers behind a guard. */
export async function currentSession(request: FastifyRequest): Promise<ActiveSession> {
  const session = await request.session();
  if (!session) throw notAuthenticated();
  return session;
}

function requireAccess(group: AccessGroup): Guard {
  return async function guard(request) {
    const session = await currentSession(request);
    if (!canAccess(session.user, group)) throw forbidden();
  };
}

/** Route guards: 401 when anonymous, 403 when the role does not fit (the rule is the contract's). */
export const requireUser = requireAccess('signedIn');
export const requireAdmin = requireAccess('admin');
export const requirePractitioner = requireAccess('practitioner');
export const requireContentWriter = requireAccess('contentWriter');

/** The guard of each access group, which app.ts hands to registerEndpoint (http/access.ts). */
export const accessGuards: AccessGuards = {
  signedIn: requireUser,
  admin: requireAdmin,
  practitioner: requirePractitioner,
  contentWriter: requireContentWriter,
};
