// Types come from the contract's endpoint table; at run time only its zod-free half (`routes`) is imported, so
// the first page never downloads the schema library.
import {
  buildPath,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Endpoints,
  type PathParams,
  type Route,
  type RouteName,
  routes,
} from '@telehealth/contract';
import useSWR, { type SWRConfiguration, type SWRResponse, unstable_serialize, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, useApiClient } from './client';
import { type ApiError, isApiError } from './errors';
import { isKeyFor } from './mutation';
import type { QueryKey } from './queryKey';
import { apiPath, type RequestOptions, type UnauthorizedBehavior, withQuery } from './request';

/** The endpoints read with GET. */
export type QueryName = {
  [Name in RouteName]: Endpoints[Name]['method'] extends 'GET' ? Name : never;
}[RouteName];

/** What an endpoint answers on success. */
export type ResponseOf<Name extends RouteName> = EndpointResponse<Endpoints[Name]>;

/** What a call to an endpoint carries: its path parameters, query and body, each only where it has one. */
export type CallInput<Name extends RouteName> = (EndpointParams<Endpoints[Name]> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<Endpoints[Name]> }) &
  (EndpointQuery<Endpoints[Name]> extends undefined
    ? { query?: undefined }
    : { query?: EndpointQuery<Endpoints[Name]> }) &
  (EndpointBody<Endpoints[Name]> extends undefined
    ? { body?: undefined }
    : { body: EndpointBody<Endpoints[Name]> });

/** Optional when the endpoint has nothing to carry. */
type CallArgs<Name extends RouteName> =
  Record<never, never> extends CallInput<Name>
    ? [input?: CallInput<Name>, options?: CallOptions]
    : [input: CallInput<Name>, options?: CallOptions];

export interface CallOptions {
  on401?: UnauthorizedBehavior;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The URL of an endpoint with its path parameters filled in. */
export function endpointPath<Name extends RouteName>(
  name: Name,
  params?: EndpointParams<Endpoints[Name]>,
): string {
  return buildPath(routes[name].path, (params ?? {}) as PathParams);
}

/**
 * A call's query as sent and as keyed: a filter left unset (undefined, null or an empty string) is no filter, so it
 * is left out of the URL and of the cache key, and the same filters always read under the same key. Undefined when
 * nothing is left.
 */
export function definedQuery(query: object | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const defined = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  return Object.keys(defined).length > 0 ? defined : undefined;
}

/** Calls one endpoint of the table: the method and path come from it, and so do the types of input and answer. */
export function callEndpoint<Name extends RouteName>(
  client: ApiClient,
  name: Name,
  ...[input, options = {}]: CallArgs<Name>
): Promise<ResponseOf<Name>> {
  const route = routes[name];
  const { method } = route;
  const request: RequestOptions = { ...options };
  if ('responseFormat' in route && route.responseFormat === 'file') request.responseType = 'blob';
  const query = definedQuery(input?.query);
  if (query) request.query = query as RequestOptions['query'];
  if (input?.body !== undefined) request.body = input.body;
  return client.request<ResponseOf<Name>>(method, endpointPath(name, input?.params), request);
}

/**
 * The cache key of a GET: the path template first, then the one path parameter (string or number), or the
 * query object. Revalidating an endpoint matches every key that starts with its path.
 */
export function endpointKey<Name extends QueryName>(name: Name, input?: CallInput<Name>): QueryKey {
  const { path } = routes[name];
  const params = input?.params ? Object.values(input.params as Record<string, string | number>) : [];
  if (params.length > 1) return [path, input?.params];
  if (params.length === 1) return [path, params[0]];
  const query = definedQuery(input?.query);
  if (query) return [path, query];
  return path;
}

export interface UseEndpointOptions<Data, Tolerated> extends SWRConfiguration<Data | Tolerated, ApiError> {
  /**
   * Failures that are answers: what a status reads as instead of an error (`{ 401: null }` for "signed out",
   * `{ 401: [] }` for a list that reads a 401 as empty, `{ 404: null }` for "none published").
   */
  tolerate?: Partial<Record<401 | 403 | 404, Tolerated>>;
}

/** Where a page's answer comes from: the URL to GET and the SWR key (serialised) its hook reads it under. */
export interface AnswerSource {
  key: string;
  url: string;
}

/**
 * The answer `useEndpoint(name, input)` reads, as a server that renders the page fetches it ahead: its URL and the
 * key the page's first render finds it under (InitialAnswersContext).
 */
export function answerFor<Name extends QueryName>(name: Name, input?: CallInput<Name>): AnswerSource {
  return {
    key: unstable_serialize(endpointKey(name, input)),
    url: withQuery(
      apiPath(endpointPath(name, input?.params as never)),
      definedQuery(input?.query) as RequestOptions['query'],
    ),
  };
}

/** Reads one GET endpoint through SWR. Pass `null` as input to hold the request (no id yet). */
export function useEndpoint<Name extends QueryName, Tolerated = never>(
  name: Name,
  input: CallInput<Name> | null,
  options: UseEndpointOptions<ResponseOf<Name>, Tolerated> = {},
): SWRResponse<ResponseOf<Name> | Tolerated, ApiError> {
  const client = useApiClient();
  const { tolerate, ...config } = options;
  const key = input === null ? null : endpointKey(name, input);
  const response = useSWR<ResponseOf<Name> | Tolerated, ApiError>(
    key,
    async () => {
      try {
        return await (callEndpoint as CallAny)(client, name, input ?? undefined);
      } catch (error) {
        if (tolerate && isApiError(error) && error.status in tolerate) {
          return tolerate[error.status as keyof typeof tolerate] as Tolerated;
        }
        throw error;
      }
    },
    config,
  );
  // SWR counts a request as loading while it has only fallback data (the answers a server rendered the page with):
  // here loading means nothing to show. Getters, as SWR's own, so a render depends only on what it reads.
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      return response.isLoading && response.data === undefined;
    },
    mutate: response.mutate,
  };
}

// The tuple of `CallArgs` cannot be spread from a generic; one signature for the generic call sites here.
type CallAny = <Name extends RouteName>(
  client: ApiClient,
  name: Name,
  input?: CallInput<Name>,
  options?: CallOptions,
) => Promise<ResponseOf<Name>>;

/**
 * A mutation of one endpoint: never retried, rejects with the ApiError, and on success refetches the endpoints its
 * entry `invalidates` before `trigger` resolves. `toInput` turns the hook's argument into the call's params, query
 * and body.
 */
export function useEndpointMutation<Name extends RouteName, Arg = CallInput<Name>>(
  name: Name,
  toInput: (arg: Arg) => CallInput<Name>,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const route: Route = routes[name];
  return useSWRMutation<ResponseOf<Name>, ApiError, string, Arg>(
    `${route.method} ${route.path}`,
    async (_key, { arg }) => {
      const result = await (callEndpoint as CallAny)(client, name, toInput(arg));
      await Promise.all(
        (route.invalidates ?? []).map((other) => mutate(isKeyFor(routes[other as QueryName].path))),
      );
      return result;
    },
    { throwOnError: true },
  );
}
