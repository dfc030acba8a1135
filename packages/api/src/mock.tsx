import { type ReactNode, useMemo } from 'react';
import type { ApiClient } from './client';
import { ApiProvider } from './client';
import { ApiError } from './errors';
import { apiPath, type RequestOptions } from './request';

/** A canned failure: the status and the JSON body the server would send. */
export interface MockFailure {
  status: number;
  body?: { message: string; errorType?: string; field?: string };
}

export type MockAnswer =
  | unknown
  | MockFailure
  | ((request: { method: string; url: string; options: RequestOptions }) => unknown | Promise<unknown>);

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

/** A client that answers from a table instead of the network; unknown requests fail with 404. */
export function createMockClient(responses: MockResponses, options: { delayMs?: number } = {}): ApiClient {
  return {
    async request<T>(method: string, url: string, requestOptions: RequestOptions = {}): Promise<T> {
      const path = apiPath(url).split('?')[0] ?? '';
      const upper = method.toUpperCase();
      const key = `${upper} ${path}`;
      const answer = key in responses ? responses[key] : upper === 'GET' ? responses[path] : undefined;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (answer === undefined) throw new ApiError(404, `No mock answer for ${key}`);
      const value =
        typeof answer === 'function'
          ? await answer({ method: upper, url: path, options: requestOptions })
          : answer;
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

export interface MockApiProviderProps {
  responses: MockResponses;
  children: ReactNode;
  /** Holds every answer back, to show loading states. */
  delayMs?: number;
}

/** Canned API answers for stories and component tests, with a cache of its own for each mount. */
export function MockApiProvider({ responses, children, delayMs }: MockApiProviderProps) {
  const client = useMemo(() => createMockClient(responses, delayMs ? { delayMs } : {}), [responses, delayMs]);
  const swr = useMemo(() => ({ provider: () => new Map(), dedupingInterval: 0 }), []);
  return (
    <ApiProvider client={client} swr={swr}>
      {children}
    </ApiProvider>
  );
}
