import { type AccessGroup, canAccess } from '@telehealth/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, notAuthenticated } from '../http/errors';
import type { ActiveSession } from './sessions';

/** The session or a 401; for handlers behind a guard. */
export async function currentSession(request: FastifyRequest): Promise<ActiveSession> {
  const session = await request.session();
  if (!session) throw notAuthenticated();
  return session;
}

function requireAccess(group: AccessGroup): preHandlerAsyncHookHandler {
  return async function guard(request) {
    const session = await currentSession(request);
    if (!canAccess(session.user, group)) throw forbidden();
  };
}

/** Route preHandlers: 401 when anonymous, 403 when the role does not fit (the rule is the contract's). */
export const requireUser = requireAccess('signedIn');
export const requireAdmin = requireAccess('admin');
export const requirePractitioner = requireAccess('practitioner');
export const requireContentWriter = requireAccess('contentWriter');
