import type { z } from 'zod';
import type { PathParamNames } from './route';

/** The endpoints whose path has `:name` parameters. */
type ParamsSchema<E> = E extends { params: infer P extends z.ZodType } ? P : never;

/**
 * Path parameters as a caller passes them: text or a number for an id, one of the named values for an
 * enumerated parameter (a template type, say).
 */
export type EndpointParams<E extends { path: string }> = [PathParamNames<E['path']>] extends [never]
  ? undefined
  : {
      [Key in keyof z.input<ParamsSchema<E>>]: string extends z.input<ParamsSchema<E>>[Key]
        ? string | number
        : z.input<ParamsSchema<E>>[Key];
    };

/** The query string a caller may send. */
export type EndpointQuery<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/** The body a caller sends. */
export type EndpointBody<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** What a successful answer holds. */
export type EndpointResponse<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Params, query and body after the server parsed them. */
export type ParsedParams<E> = E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
export type ParsedQuery<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ParsedBody<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
