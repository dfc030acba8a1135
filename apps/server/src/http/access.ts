import type { AccessGroup, EndpointAccess } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A hook that refuses a request with 401 or 403; fits `onRequest` and `preHandler` alike. */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** One guard per access group of the contract; the sign-in feature supplies them (auth/guards.ts). */
export type AccessGuards = Record<AccessGroup, Guard>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The guards registerEndpoint puts in front of every endpoint that is not public. */
    accessGuards: AccessGuards;
  }
}

/** Hands the app its guards: before the first endpoint that needs one is registered (app.ts). */
export function registerAccessGuards(app: FastifyInstance, guards: AccessGuards): void {
  app.decorate('accessGuards', guards);
}

/** The guard of an endpoint's access, or none for a public one. */
export function guardFor(app: FastifyInstance, access: EndpointAccess): Guard | undefined {
  if (access === 'public') return undefined;
  if (!app.hasDecorator('accessGuards')) {
    throw new Error(`an endpoint for '${access}' needs the access guards: registerAccessGuards first`);
  }
  return app.accessGuards[access];
}
