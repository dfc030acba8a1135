import { SESSION_HINT_COOKIE } from '@telehealth/contract';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { createRetainingCache, retainWhileMounted } from './cache';
import { requestMessages } from './errors';
import { presets } from './presets';
import { type QueryKey, urlFromQueryKey } from './queryKey';
import { apiRequest, type Fetch, type RequestOptions, type UnauthorizedBehavior } from './request';

/** Sends one request; the provider decides how (the network, or canned answers in stories and tests). */
export type ApiRequester = <T>(method: string, url: string, options?: RequestOptions) => Promise<T>;

export interface ApiClient {
  request: ApiRequester;
  /**
   * False when the browser certainly has no session (no session hint cookie): `useUser` then answers signed out
   * without asking. Absent means always ask (stories, tests, other clients).
   */
  mayHaveSession?: () => boolean;
}

/** Whether this document carries the session hint cookie the server sets at sign-in (it holds no secret). */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** A client that talks to the real API through `fetch`. */
export function createApiClient(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  options: { mayHaveSession?: () => boolean } = {},
): ApiClient {
  return {
    request: (method, url, requestOptions) => apiRequest(method, url, requestOptions, fetchImpl),
    ...(options.mayHaveSession ? { mayHaveSession: options.mayHaveSession } : {}),
  };
}

// The browser's client: a visitor who never signed in is not sent to `GET /api/user` for a 401.
const defaultClient = createApiClient(undefined, { mayHaveSession: hasSessionHint });
const ApiClientContext = createContext<ApiClient>(defaultClient);

/** The request function of the nearest provider. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}

export interface QueryFnOptions {
  on401: UnauthorizedBehavior;
}

/** A data fetcher for query keys; 401 throws or gives null as chosen. */
export function getQueryFn(client: ApiClient, options: QueryFnOptions = { on401: 'throw' }) {
  if (!options || (options.on401 !== 'throw' && options.on401 !== 'returnNull')) {
    throw new Error(requestMessages.invalidQueryFnOptions);
  }
  return <T,>(key: QueryKey): Promise<T> =>
    client.request<T>('GET', urlFromQueryKey(key), { on401: options.on401 });
}

export interface ApiProviderProps {
  children: ReactNode;
  /** Defaults to the real network client. */
  client?: ApiClient;
  /** Extra SWR options, merged over the default 'fresh' preset. */
  swr?: SWRConfiguration;
}

/**
 * Provides the request function and SWR's defaults (the 'fresh' preset, no retries) to every hook
 * below it. Each provider has its own cache, which drops answers 10 minutes after the last hook
 * using them unmounts (Part 1 §9 "cache 10 min"; SWR itself never forgets).
 */
export function ApiProvider({ children, client = defaultClient, swr }: ApiProviderProps) {
  const [cache] = useState(createRetainingCache);
  const config = useMemo<SWRConfiguration>(
    () => ({
      ...presets.fresh,
      fetcher: getQueryFn(client),
      provider: () => cache,
      use: [retainWhileMounted],
      ...swr,
    }),
    [client, swr, cache],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}
