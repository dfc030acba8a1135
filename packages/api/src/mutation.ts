import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, useApiClient } from './client';
import type { ApiError } from './errors';
import type { HttpMethod } from './request';

/** Matches the cache keys of one endpoint: the path itself, or a `[path, ...]` query key. */
export function isKeyFor(path: string) {
  return (key: unknown): boolean => key === path || (Array.isArray(key) && key[0] === path);
}

export interface ApiMutationOptions {
  /** Endpoint paths whose cached answers are refetched after a success, before `trigger` resolves. */
  revalidate?: readonly string[];
}

/**
 * A mutation hook over `useSWRMutation`: never retried, rejects with the ApiError, and refetches
 * the named lists on success. The SWR key is `'METHOD /path'`, so that a mutation never shares a
 * key (and SWR's automatic revalidation) with a query of the same path.
 */
export function useApiMutation<Result, Arg = never>(
  method: HttpMethod,
  path: string,
  send: (client: ApiClient, arg: Arg) => Promise<Result>,
  options: ApiMutationOptions = {},
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Result, ApiError, string, Arg>(
    `${method} ${path}`,
    async (_key, { arg }) => {
      const result = await send(client, arg);
      await Promise.all((options.revalidate ?? []).map((revalidated) => mutate(isKeyFor(revalidated))));
      return result;
    },
    { throwOnError: true },
  );
}
