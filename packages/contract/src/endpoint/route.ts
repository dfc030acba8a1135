// Free of zod on purpose: the client imports routes at run time and schemas only as types, so the first page
// never downloads the schema library.
import type { AccessGroup } from '../access';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Who may call an endpoint: anyone, or the members of one access group (docs/product/access.md). */
export type EndpointAccess = 'public' | AccessGroup;

/** The areas the OpenAPI document groups endpoints by. */
export type EndpointTag =
  | 'session'
  | 'dashboards'
  | 'chat'
  | 'consultations'
  | 'campaigns'
  | 'promo codes'
  | 'legal documents'
  | 'articles'
  | 'contact'
  | 'testing'
  | 'appointment settings'
  | 'settings'
  | 'templates'
  | 'profile'
  | 'audit'
  | 'patient'
  | 'assessments'
  | 'booking'
  | 'payments'
  | 'practitioner'
  | 'admin people'
  | 'admin operations'
  | 'reports';

/** The part of an endpoint entry that travels to the browser: where it is, who may call it, what it answers. */
export interface Route {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a parameter. */
  path: string;
  access: EndpointAccess;
  tag: EndpointTag;
  /** The status of a successful answer; 200 unless set. */
  status?: 200 | 201;
  /** How the request body travels; JSON unless set. */
  bodyFormat?: 'json' | 'multipart';
  /** What a successful answer is; JSON unless set. `file` answers are bytes with their own content type. */
  responseFormat?: 'json' | 'file';
  /** The content types a `file` answer may have (`application/pdf`, `text/csv`...), as the server sends them. */
  fileTypes?: readonly string[];
  /**
   * The GET endpoints whose cached answers a success makes stale: the client refetches them before the mutation
   * resolves. Names of query endpoints; the composed table (`routes.ts`) fails the build on any other name.
   */
  invalidates?: readonly string[];
}

/**
 * The failure statuses an endpoint declares, each with its body. 500 is every endpoint's and stays generic.
 * 400: a bad path, query or body; 401: no session; 402: the card was declined; 403: the wrong role, or a state-changing request from another
 * site; 404: no such record; 409: the record's state refuses the change; 413: the body is too large; 415: the body's
 * content type is not one the endpoint reads; 429: too many attempts; 502: a delivery provider failed; 503: this
 * instance cannot serve now (starting, draining, or its database is unreachable).
 */
export const errorStatuses = [400, 401, 402, 403, 404, 409, 413, 415, 429, 502, 503] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/** The statuses whose answers carry `Retry-After` (whole seconds): a rate limit, and an instance that cannot serve. */
export const retryAfterStatuses: readonly ErrorStatus[] = [429, 503];

/** The names of a path's `:name` parameters, as a union of string literals. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for the `:name` placeholders of an endpoint path. */
export type PathParams = Record<string, string | number>;

/**
 * Fills the `:name` placeholders of an endpoint path, encoding each value, so that no caller
 * ever sends a literal placeholder such as `:type`.
 */
export function buildPath(template: string, params: PathParams = {}): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` placeholders of a path, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);
}
