import { authMessages, emailAddress } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress, failureLimit } from '../rate-limit';

/**
 * The sign-in limits, all on the shared rate-limit table (every server process sees the same counts). Only
 * failures count, so signing in often is never limited. The numbers, and why (also in the server README):
 *
 * - **Per account and address pair: 10 failures in 15 minutes**, then that pair waits out the window. This is the
 *   one hard stop, and it only stops the guesser: the same account from elsewhere, and other accounts from the
 *   same address, are unaffected.
 * - **Per account, growing delays:** from the 5th failure in an hour (from any address), each further attempt waits
 *   2^(n−5) seconds after the last failure (1 s, 2 s, 4 s, … capped at 5 minutes). A spread-out attack gets about a
 *   dozen guesses an hour per account, yet the owner is never locked out for long, and a success forgives it all.
 * - **Per address ceiling: 100 failures in 15 minutes**, across accounts. A clinic's staff share one address; 100
 *   is about 50 people mistyping twice in a quarter-hour, far above normal use, and far below a spraying attack.
 *
 * Failed MFA codes count as failures of the same account.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_PAIR_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 100;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const ACCOUNT_FREE_FAILURES = 4;
export const ACCOUNT_MAX_DELAY_MS = 5 * 60 * 1000;

/** The wait after an account's `failures`-th failure in its window. */
export function accountDelayMs(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_DELAY_MS);
}

const namedAccounts = new WeakMap<FastifyRequest, string>();

/** Names the account of a sign-in step whose body carries no email (the second factor), for the limits. */
export function nameSignInAccount(request: FastifyRequest, email: string): void {
  namedAccounts.set(request, email.trim().toLowerCase());
}

/** The account a sign-in names, as the users table keys it (trimmed, lower case); '' when there is none. */
function accountOf(request: FastifyRequest): string {
  const named = namedAccounts.get(request);
  if (named !== undefined) return named;
  const parsed = emailAddress.safeParse((request.body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : '';
}

export interface SignInBlock {
  retryAfterMs: number;
  message: string;
}

export function signInLimit(app: FastifyInstance) {
  const pair = failureLimit(app, {
    name: 'sign-in-pair',
    max: MAX_PAIR_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
    key: (request) => `${accountOf(request)}|${clientAddress(request)}`,
  });
  const address = failureLimit(app, {
    name: 'sign-in-ip',
    max: MAX_ADDRESS_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
    key: clientAddress,
  });
  const accountKey = (account: string) => `sign-in-account:${account}`;
  const delayKey = (account: string) => `sign-in-delay:${account}`;
  return {
    /** Why and for how long a sign-in must wait, or null when it may go ahead. */
    async blocked(request: FastifyRequest, account = accountOf(request)): Promise<SignInBlock | null> {
      const [pairWait, addressWait, delay] = await Promise.all([
        pair.retryAfterMs(request),
        address.retryAfterMs(request),
        account ? app.rateLimits.peek(delayKey(account)) : null,
      ]);
      const hard = Math.max(pairWait ?? 0, addressWait ?? 0);
      if (hard > 0) return { retryAfterMs: hard, message: authMessages.tooManyAttempts };
      if (delay && delay.ttlMs > 0) return { retryAfterMs: delay.ttlMs, message: authMessages.signInDelayed };
      return null;
    },
    async recordFailure(request: FastifyRequest, account = accountOf(request)): Promise<void> {
      await Promise.all([pair.fail(request), address.fail(request)]);
      if (!account) return;
      const count = await app.rateLimits.hit(accountKey(account), ACCOUNT_WINDOW_MS);
      const wait = accountDelayMs(count.current);
      if (wait > 0) {
        // The delay key's window is the wait itself, counted from this failure.
        await app.rateLimits.reset(delayKey(account));
        await app.rateLimits.hit(delayKey(account), wait);
      }
    },
    async forgiveAccount(request: FastifyRequest, account = accountOf(request)): Promise<void> {
      await pair.forgive(request);
      if (!account) return;
      await Promise.all([app.rateLimits.reset(accountKey(account)), app.rateLimits.reset(delayKey(account))]);
    },
  };
}

/** One sign-in attempt's view of the limit, bound to its request, for the auth service. */
export interface SignInAttempt {
  blocked(): Promise<SignInBlock | null>;
  recordFailure(): Promise<void>;
  forgiveAccount(): Promise<void>;
}

export function signInAttempt(limit: ReturnType<typeof signInLimit>, request: FastifyRequest): SignInAttempt {
  return {
    blocked: () => limit.blocked(request),
    recordFailure: () => limit.recordFailure(request),
    forgiveAccount: () => limit.forgiveAccount(request),
  };
}
