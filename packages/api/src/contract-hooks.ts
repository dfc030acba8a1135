// The hooks of every endpoint, derived from the contract's route table: no code per endpoint. Only the zod-free
// table is imported at run time; the types come from `Endpoints`.
import { type EndpointTag, type RouteName, routes } from '@telehealth/contract';
import type { SWRResponse } from 'swr';
import type { SWRMutationResponse } from 'swr/mutation';
import {
  type AnswerSource,
  answerFor,
  type CallInput,
  endpointKey,
  type QueryName,
  type ResponseOf,
  type UseEndpointOptions,
  useEndpoint,
  useEndpointMutation,
} from './endpoint';
import type { ApiError } from './errors';
import type { QueryKey } from './queryKey';

/** A tag as a property name: `promo codes` → `promoCodes`. */
export type DomainName<Tag extends string> = Tag extends `${infer Head} ${infer Rest}`
  ? `${Head}${Capitalize<DomainName<Rest>>}`
  : Tag;

/** Optional when the endpoint has nothing to carry. */
type QueryInputArg<Name extends QueryName> =
  Record<never, never> extends CallInput<Name>
    ? [input?: CallInput<Name> | null]
    : [input: CallInput<Name> | null];

/** What a GET endpoint offers: its hook, its cache key and where a server-rendered page finds its answer. */
export interface QueryHooks<Name extends QueryName> {
  /** Reads the endpoint through SWR; `null` holds the request (no id yet). As `useEndpoint`. */
  useQuery<Tolerated = never>(
    ...args: [...QueryInputArg<Name>, options?: UseEndpointOptions<ResponseOf<Name>, Tolerated>]
  ): SWRResponse<ResponseOf<Name> | Tolerated, ApiError>;
  /** The SWR key the hook reads under. */
  key(input?: CallInput<Name>): QueryKey;
  /** The URL and key a server-rendered page answers the hook with (InitialAnswersContext). */
  answerFor(input?: CallInput<Name>): AnswerSource;
}

/**
 * What a mutation offers: its hook. `trigger({ params, query, body })` sends it, rejects with the ApiError, and on
 * success refetches what its entry `invalidates` before it resolves. As `useEndpointMutation`.
 */
export interface MutationHooks<Name extends RouteName> {
  useMutation(): SWRMutationResponse<
    ResponseOf<Name>,
    ApiError,
    string,
    Record<never, never> extends CallInput<Name> ? CallInput<Name> | undefined : CallInput<Name>
  >;
}

type HooksOf<Name extends RouteName> = Name extends QueryName ? QueryHooks<Name> : MutationHooks<Name>;

/** Every endpoint's hooks, grouped by the tag its entry carries: `api.promoCodes.listPromoCodes.useQuery()`. */
export type Api = {
  [Tag in EndpointTag as DomainName<Tag>]: {
    [Name in RouteName as (typeof routes)[Name]['tag'] extends Tag ? Name : never]: HooksOf<Name>;
  };
};

function domainName(tag: string): string {
  return tag.replace(/ (\w)/g, (_space, letter: string) => letter.toUpperCase());
}

// The endpoint is known only at run time here; its types are the `Api` type's.
const fromArgument = (input: unknown) => (input ?? {}) as CallInput<RouteName>;

function hooksOf(name: RouteName) {
  if (routes[name].method !== 'GET') {
    return { useMutation: () => useEndpointMutation(name, fromArgument) };
  }
  const query = name as QueryName;
  return {
    useQuery: (input: unknown = {}, options?: unknown) =>
      useEndpoint(query, input as CallInput<QueryName> | null, options as never),
    key: (input?: CallInput<QueryName>) => endpointKey(query, input),
    answerFor: (input?: CallInput<QueryName>) => answerFor(query, input),
  };
}

function deriveApi(): Api {
  const api: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const domain = domainName(routes[name].tag);
    api[domain] ??= {};
    api[domain][name] = hooksOf(name);
  }
  return api as unknown as Api;
}

/** The hooks of every endpoint of the contract, by domain (the entry's tag) and endpoint name. */
export const api: Api = /* @__PURE__ */ deriveApi();
