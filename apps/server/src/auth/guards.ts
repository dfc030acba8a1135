import { type AccessGroup, canAccess, type EndpointAccess } from '@telehealth/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, notAuthenticated } from '../http/errors';
import type { ActiveSession } from './sessions';

/** The session or a 401; for handlers behind a guard. */
export async function currentSession(request: FastifyRequest): Promise<ActiveSession> {
  const session = await request.session();
  if (!session) throw notAuthenticated();
  return session;
}

/** A hook that refuses a request with 401 or 403; fits `onRequest` and `preHandler` alike. */
export type Guard = (request: FastifyRequest) => Promise<void>;

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

const guards: Record<AccessGroup, Guard> = {
  signedIn: requireUser,
  admin: requireAdmin,
  practitioner: requirePractitioner,
  contentWriter: requireContentWriter,
};

/** The guard of an endpoint's access, or none for a public one. */
export function guardFor(access: EndpointAccess): Guard | undefined {
  return access === 'public' ? undefined : guards[access];
}
