import { useContext } from 'react';
import { type ApiClient, ApiClientContext, hasSessionHint } from './clientContext';
import { apiRequest, type Fetch } from './request';

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

let browserClientInstance: ApiClient | null = null;

/** The browser's client, made on first use: a visitor who never signed in is not sent to `GET /api/user` for a 401. */
export function browserClient(): ApiClient {
  browserClientInstance ??= createApiClient(undefined, { mayHaveSession: hasSessionHint });
  return browserClientInstance;
}

/** The request function of the nearest provider. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? browserClient();
}
