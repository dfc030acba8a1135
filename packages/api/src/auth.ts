import { type LoginInput, type RegisterInput, routes, type User } from '@telehealth/contract';
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
 */
export function useUser(): UseUserResult {
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useSWR<User | null, ApiError>(
    userKey,
    async (url: string) =>
      client.mayHaveSession?.() === false
        ? null
        : client.request<User | null>('GET', url, { on401: 'returnNull' }),
    sessionPreset,
  );
  return { user: data, isLoading, error, refresh: () => mutate() };
}

function useSessionMutation<Arg>(url: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<User, ApiError, string, Arg>(
    url,
    async (path, { arg }) => {
      const signedIn = await client.request<User>('POST', path, { body: arg });
      // Whatever another account had cached must not leak into this one.
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(userKey, signedIn, { revalidate: false });
      return signedIn;
    },
    { throwOnError: true },
  );
}

/** `POST /api/auth/login`: signs in and stores the user in the session cache. Never retried. */
export function useLogin() {
  return useSessionMutation<LoginInput>(routes.login.path);
}

/** `POST /api/auth/register`: creates a patient account and signs it in. Never retried. */
export function useRegister() {
  return useSessionMutation<RegisterInput>(routes.register.path);
}

/** `POST /api/auth/logout`: ends the session on the server and clears every cached answer. */
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
