import { z } from 'zod';
import { apiErrorBody } from '../errorBody';
import { idMessages } from '../errors';
import { safeString } from '../text';
import { type ErrorStatus, type PathParamNames, pathParamNames, type Route } from './route';

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/** A positive whole-number id from a path segment, or the given message. */
export function pathId(message: string = idMessages.invalid) {
  return safeString({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(1, { message }).max(MAX_ID, { message }));
}

/** `{ id }` from a path such as `/api/admin/promo-codes/:id`. */
export const idParams = z.object({ id: pathId() });

/** A file's bytes, answered with the file's own content type. */
export const fileBytes = safeString().meta({
  format: 'binary',
  description: 'The file, with its own content type',
});

/** Failure answers by status: `apiErrorBody` (`{ message, errorType?, field? }`) unless an endpoint says more. */
export type ErrorAnswers = Readonly<Partial<Record<ErrorStatus, z.ZodType>>>;

/** The schemas of one endpoint. Path parameters arrive as text; `params` turns them into values. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The failure statuses it answers beyond the ones its shape implies (`impliedErrors`), each with its body:
   * `{ 409: apiErrorBody }`.
   */
  errors?: ErrorAnswers;
}

/** What the definition of a route must provide: `params` exactly when its path has parameters, named alike. */
export type SchemasFor<R extends Route> = [PathParamNames<R['path']>] extends [never]
  ? EndpointSchemas & { params?: never }
  : EndpointSchemas & {
      params: z.ZodType<
        { [Name in PathParamNames<R['path']>]: unknown },
        { [Name in PathParamNames<R['path']>]: string }
      >;
    };

/** One endpoint's definition beside its route: its schemas, and what it is for in one line (OpenAPI's summary). */
export type EndpointDefinition<R extends Route> = SchemasFor<R> & { summary: string };

/** A domain's definitions: one for every route of the domain, under the same name, and nothing else. */
export type DefinitionsFor<Routes extends Record<string, Route>> = {
  [Name in keyof Routes]: EndpointDefinition<Routes[Name]>;
};

/** A domain's endpoints: each route joined with its definition, its name, and every failure status it answers. */
export type DefinedEndpoints<
  Routes extends Record<string, Route>,
  Definitions extends DefinitionsFor<Routes>,
> = {
  [Name in keyof Routes & string]: { name: Name } & Routes[Name] &
    Definitions[Name] & { errors: ErrorAnswers };
};

/** A path parameter that names a record (`:id`, `:assessmentId`): a record that is not there is a 404. */
const recordParam = /^(id|\w+Id)$/;

/**
 * The failure statuses an endpoint's shape implies, so that no definition has to repeat them:
 * - 400 when it parses a path, query or body, or may be sent a body (every method but GET; malformed JSON);
 * - 401 unless it is public; 403 when it admits one role group, or changes state (another site's request);
 * - 404 when its path names a record;
 * - 413 and 415 when it may be sent a body (too large, or a content type it does not read);
 * - 503 always (the instance is starting, draining or has lost its database; `Retry-After` says when to retry).
 */
export function impliedErrors(route: Route, schemas: EndpointSchemas): ErrorStatus[] {
  const takesBody = route.method !== 'GET';
  const statuses: ErrorStatus[] = [];
  if (schemas.params || schemas.query || schemas.body || takesBody) statuses.push(400);
  if (route.access !== 'public') statuses.push(401);
  if ((route.access !== 'public' && route.access !== 'signedIn') || takesBody) statuses.push(403);
  if (pathParamNames(route.path).some((name) => recordParam.test(name))) statuses.push(404);
  if (takesBody) statuses.push(413, 415);
  statuses.push(503);
  return statuses;
}

/**
 * Joins a domain's zod-free routes with their definitions. The types require a definition for every route (and
 * `params` exactly when its path has parameters); each endpoint's `errors` holds every failure status it answers:
 * the implied ones with `apiErrorBody`, and the ones its definition declares.
 */
export function defineEndpoints<
  const Routes extends Record<string, Route>,
  const Definitions extends DefinitionsFor<Routes>,
>(
  routes: Routes,
  definitions: Definitions & Record<Exclude<keyof Definitions, keyof Routes>, never>,
): DefinedEndpoints<Routes, Definitions> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => {
      const definition = definitions[name] as EndpointDefinition<Route>;
      const implied = Object.fromEntries(
        impliedErrors(route, definition).map((status) => [status, apiErrorBody]),
      );
      return [name, { name, ...route, ...definition, errors: { ...implied, ...definition.errors } }];
    }),
  ) as unknown as DefinedEndpoints<Routes, Definitions>;
}
