import {
  isMfaChallenge,
  type LoginInput,
  type LoginResult,
  type MfaEnrolmentConfirmed,
  type MfaEnrolmentConfirmInput,
  type MfaVerifyInput,
  type RegisterInput,
  routes,
  type User,
} from '@telehealth/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import type { ApiError } from './errors';
import { sessionPreset } from './presets';

/** The session's data key. */
export const userKey = routes.currentUser.path;

export interface UseUserResult {
  /** The signed-in user, null when signed out, undefined while loading. */
  user: User | null | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  refresh: () => Promise<unknown>;
}

/**
 * `GET /api/user`: the current user; a 401 means signed out (null). Cached 5 minutes, not refetched on focus. Without
 * the session hint cookie (the browser never signed in, or signed out) it is null at once, with no request.
 * Kept by hand: the session preset and the signed-out answer given in the first render with no request, which
 * every guard and page relies on; and it answers `{ user }` rather than SWR's `data`.
 */
export function useUser(): UseUserResult {
  const client = useApiClient();
  // Certainly signed out (no session hint): answered at once, in the first render, with no request and no loading
  // state, so a visitor's first paint (and the build's prerendered page) already shows the signed-out page.
  const signedOut = client.mayHaveSession?.() === false;
  const { data, error, isLoading, mutate } = useSWR<User | null, ApiError>(
    userKey,
    async (url: string) =>
      client.mayHaveSession?.() === false
        ? null
        : client.request<User | null>('GET', url, { on401: 'returnNull' }),
    signedOut ? { ...sessionPreset, fallbackData: null } : sessionPreset,
  );
  // SWR counts a revalidation with only fallback data as loading; the answer is already known.
  return { user: data, isLoading: isLoading && data === undefined, error, refresh: () => mutate() };
}

/**
 * A mutation whose answer may start a session: `signedInUser` picks the user out of the answer (null when no
 * session started, such as a sign-in that asks for a second factor), and that user replaces every cached answer.
 * Kept by hand, with the hooks below: a new session drops what another account had cached, which a route entry's
 * `invalidates` (a refetch) cannot do.
 */
function useSessionMutation<Arg, Result = User>(
  url: string,
  signedInUser: (result: Result, arg: Arg) => User | null,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Result, ApiError, string, Arg>(
    url,
    async (path, { arg }) => {
      const result = await client.request<Result>('POST', path, { body: arg });
      const signedIn = signedInUser(result, arg);
      if (signedIn) {
        // Whatever another account had cached must not leak into this one.
        await mutate(() => true, undefined, { revalidate: false });
        await mutate(userKey, signedIn, { revalidate: false });
      }
      return result;
    },
    { throwOnError: true },
  );
}

const itself = (user: User) => user;

/**
 * `POST /api/auth/login`: signs in and stores the user in the session cache, or answers the challenge of a second
 * factor (`isMfaChallenge`), with no session yet. Never retried.
 */
export function useLogin() {
  return useSessionMutation<LoginInput, LoginResult>(routes.login.path, (result) =>
    isMfaChallenge(result) ? null : result,
  );
}

/** `POST /api/auth/register`: creates a patient account and signs it in. Never retried. */
export function useRegister() {
  return useSessionMutation<RegisterInput>(routes.register.path, itself);
}

/** `POST /api/auth/mfa/verify`: answers a sign-in's challenge with a code; the session starts. Never retried. */
export function useMfaVerify() {
  return useSessionMutation<MfaVerifyInput>(routes.mfaVerify.path, itself);
}

/**
 * `POST /api/auth/mfa/enrolment/confirm`: confirms an enrolment with its first code and answers the recovery codes;
 * when the enrolment was a sign-in's (a challenge), the session starts and is cached. A signed-in enrolment keeps
 * the cache as it is (the same user).
 */
export function useMfaEnrolmentConfirm() {
  return useSessionMutation<MfaEnrolmentConfirmInput, MfaEnrolmentConfirmed>(
    routes.mfaEnrolmentConfirm.path,
    (result, arg) => (arg.challenge ? result.user : null),
  );
}

/**
 * `POST /api/auth/logout`: ends the session on the server and clears every cached answer. Kept by hand: it empties
 * the cache rather than refetching it.
 */
export function useLogout() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<null, ApiError, string>(
    routes.logout.path,
    async (path) => {
      await client.request<unknown>('POST', path);
      // Health data stays in memory no longer than the session that fetched it.
      await mutate((key) => key !== userKey, undefined, { revalidate: false });
      await mutate(userKey, null, { revalidate: false });
      return null;
    },
    { throwOnError: true },
  );
}
