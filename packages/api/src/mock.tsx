import { type ReactNode, useMemo } from 'react';
import type { ApiClient } from './client';
import { ApiProvider } from './client';
import { ApiError } from './errors';
import { apiPath, type RequestOptions, withQuery } from './request';

/** A canned failure: the status and the JSON body the server would send. */
export interface MockFailure {
  status: number;
  body?: { message: string; errorType?: string; field?: string };
}

/** One request as the mock saw it: the path without its query string, the query parameters, the options. */
export interface MockRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  options: RequestOptions;
}

/** Computes an answer from the request (a value, a MockFailure, or a promise of either). */
export type MockHandler = (request: MockRequest) => unknown;

// Listing the value kinds (rather than `unknown`) keeps handlers' parameters typed in tables.
export type MockAnswer = MockHandler | MockFailure | object | string | number | boolean | null;

/** Canned answers by `'METHOD /api/path'`, or by path alone for GET. Query strings are ignored in matching. */
export type MockResponses = Record<string, MockAnswer>;

export function mockFailure(
  status: number,
  message: string,
  extra: Omit<MockFailure['body'] & {}, 'message'> = {},
) {
  return { status, body: { message, ...extra } } satisfies MockFailure;
}

function isFailure(value: unknown): value is MockFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as MockFailure).status === 'number' &&
    Object.keys(value).every((key) => key === 'status' || key === 'body')
  );
}

export interface MockClientOptions {
  /** Holds every answer back, to show loading states. */
  delayMs?: number;
  /** Sees every request before it is answered, to record calls in tests. */
  onRequest?: (request: MockRequest) => void;
}

/** A client that answers from a table instead of the network; unknown requests fail with 404. */
export function createMockClient(responses: MockResponses, options: MockClientOptions = {}): ApiClient {
  return {
    async request<T>(method: string, url: string, requestOptions: RequestOptions = {}): Promise<T> {
      const [path = '', search = ''] = withQuery(apiPath(url), requestOptions.query).split('?');
      const upper = method.toUpperCase();
      const request: MockRequest = {
        method: upper,
        url: path,
        query: Object.fromEntries(new URLSearchParams(search)),
        options: requestOptions,
      };
      options.onRequest?.(request);
      const key = `${upper} ${path}`;
      const answer = key in responses ? responses[key] : upper === 'GET' ? responses[path] : undefined;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (answer === undefined) throw new ApiError(404, `No mock answer for ${key}`);
      const value = typeof answer === 'function' ? await answer(request) : answer;
      if (isFailure(value)) {
        if (value.status === 401 && requestOptions.on401 === 'returnNull') return null as T;
        throw new ApiError(
          value.status,
          value.body?.message ?? `Request failed with status ${value.status}`,
          {
            errorType: value.body?.errorType,
            field: value.body?.field,
            body: value.body,
          },
        );
      }
      return structuredClone(value) as T;
    },
  };
}

export interface MockApiProviderProps extends MockClientOptions {
  responses: MockResponses;
  children: ReactNode;
}

/** Canned API answers for stories and component tests, with a cache of its own for each mount. */
export function MockApiProvider({ responses, children, delayMs, onRequest }: MockApiProviderProps) {
  const client = useMemo(
    () =>
      createMockClient(responses, { ...(delayMs ? { delayMs } : {}), ...(onRequest ? { onRequest } : {}) }),
    [responses, delayMs, onRequest],
  );
  // ApiProvider gives each mount its own cache; deduplication off so each test sees every request.
  const swr = useMemo(() => ({ dedupingInterval: 0 }), []);
  return (
    <ApiProvider client={client} swr={swr}>
      {children}
    </ApiProvider>
  );
}
