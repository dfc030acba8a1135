import { type ReactNode, useContext, useMemo, useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { initCache } from 'swr/_internal';
import { browserClient } from './apiClient';
import { createRetainingCache, type RetainingCache, retainWhileMounted } from './cache';
import {
  type ApiClient,
  ApiClientContext,
  ApiProvidedContext,
  EMBEDDED_ANSWERS_ID,
  type InitialAnswers,
  InitialAnswersContext,
} from './clientContext';
import { requestMessages } from './errors';
import { presets } from './presets';
import { type QueryKey, urlFromQueryKey } from './queryKey';
import type { UnauthorizedBehavior } from './request';

export { createApiClient, useApiClient } from './apiClient';
export { type ApiClient, type ApiRequester, hasSessionHint, useMayHaveSession } from './clientContext';

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
  /** The answers' cache; a new one per provider by default. */
  cache?: RetainingCache;
}

/**
 * Provides the request function and SWR's defaults (the 'fresh' preset, no retries) to every hook
 * below it. Each provider has its own cache, which drops answers 10 minutes after the last hook
 * using them unmounts (docs/product/site.md: kept 10 minutes; SWR itself never forgets).
 */
export function ApiProvider({ children, client: givenClient, swr, cache: givenCache }: ApiProviderProps) {
  const client = givenClient ?? browserClient();
  const [ownCache] = useState(createRetainingCache);
  const cache = givenCache ?? ownCache;
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
    <ApiProvidedContext.Provider value={true}>
      <ApiClientContext.Provider value={client}>
        <SWRConfig value={config}>{children}</SWRConfig>
      </ApiClientContext.Provider>
    </ApiProvidedContext.Provider>
  );
}

let sharedCache: RetainingCache | null = null;

/** The answers embedded in this document's HTML, or null (none, or not JSON). */
export function readEmbeddedAnswers(): InitialAnswers | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers: unknown = JSON.parse(text);
    return answers && typeof answers === 'object' && !Array.isArray(answers)
      ? (answers as InitialAnswers)
      : null;
  } catch {
    return null;
  }
}

let embedded: { answers: InitialAnswers | null } | null = null;

/**
 * The API for the parts of a page that load lazily: below an ApiProvider it adds nothing; elsewhere it provides the
 * network client with one cache shared by every boundary, so that separately loaded parts (the header's session
 * button, each page) see the same answers. An app that mounts boundaries instead of a root provider keeps SWR out of
 * its first load.
 */
export function ApiBoundary({ children }: { children: ReactNode }) {
  const provided = useContext(ApiProvidedContext);
  // The server's render provides them; in the browser they are read from the page once (the first page's answers).
  embedded ??= { answers: readEmbeddedAnswers() };
  const answers = useContext(InitialAnswersContext) ?? embedded.answers;
  const swr = useMemo(() => (answers ? { fallback: answers } : undefined), [answers]);
  if (provided) return children;
  if (!sharedCache) {
    sharedCache = createRetainingCache();
    // Registered with SWR once, here, for the page's lifetime. Otherwise the first SWRConfig to use it owns the
    // registration and drops it when it unmounts, which navigation does while the next page's boundary is already
    // using the cache ("undefined is not iterable" in every hook below it).
    initCache(sharedCache);
  }
  return (
    <ApiProvider cache={sharedCache} swr={swr}>
      {children}
    </ApiProvider>
  );
}
