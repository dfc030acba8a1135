import { emailAddress } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress, failureLimit } from '../rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 10;

/** The account a sign-in names, as the users table keys it (trimmed, lower case); '' when there is none. */
function accountOf(request: FastifyRequest): string {
  const parsed = emailAddress.safeParse((request.body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : '';
}

/**
 * The brute-force limit on sign-in: blocked once the account or the client's address has MAX_LOGIN_FAILURES
 * failures in a window of 15 minutes that starts at its first failure. Only failures count
 * (@fastify/rate-limit's `{ increment: false }` check), so signing in often is never limited; a successful
 * sign-in forgives the account, not the address (which may be guessing many accounts). On the shared
 * rate-limit table, so every server process sees the same count.
 */
export function signInLimit(app: FastifyInstance) {
  const limits = {
    account: failureLimit(app, {
      name: 'sign-in-account',
      max: MAX_LOGIN_FAILURES,
      windowMs: LOGIN_WINDOW_MS,
      key: accountOf,
    }),
    address: failureLimit(app, {
      name: 'sign-in-ip',
      max: MAX_LOGIN_FAILURES,
      windowMs: LOGIN_WINDOW_MS,
      key: clientAddress,
    }),
  };
  return {
    /** Milliseconds until a sign-in may be tried again, or null when allowed. */
    async retryAfterMs(request: FastifyRequest): Promise<number | null> {
      const waits = await Promise.all([
        limits.account.retryAfterMs(request),
        limits.address.retryAfterMs(request),
      ]);
      const blocked = waits.filter((wait): wait is number => wait !== null);
      return blocked.length > 0 ? Math.max(...blocked) : null;
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([limits.account.fail(request), limits.address.fail(request)]);
    },
    async forgiveAccount(request: FastifyRequest): Promise<void> {
      await limits.account.forgive(request);
    },
  };
}

/** One sign-in attempt's view of the limit, bound to its request, for the auth service. */
export interface SignInAttempt {
  retryAfterMs(): Promise<number | null>;
  recordFailure(): Promise<void>;
  forgiveAccount(): Promise<void>;
}

export function signInAttempt(limit: ReturnType<typeof signInLimit>, request: FastifyRequest): SignInAttempt {
  return {
    retryAfterMs: () => limit.retryAfterMs(request),
    recordFailure: () => limit.recordFailure(request),
    forgiveAccount: () => limit.forgiveAccount(request),
  };
}
