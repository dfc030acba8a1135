import {
  apiErrorBody,
  type Endpoint,
  type EndpointOf,
  type Endpoints,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteName,
} from '@telehealth/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guardFor } from './access';

/** A request to an endpoint, with params, query and body already parsed by its schemas. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

/** What a handler answers: the endpoint's response (checked and stripped by its schema on the way out). */
export type EndpointAnswer<E> = E extends { response: infer R extends z.ZodType } ? z.input<R> : never;

/**
 * A handler gets the parsed request and returns the answer. The status is the endpoint's (200 or 201); a
 * handler that streams a file returns the reply it sent.
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

export interface EndpointOptions {
  /** Runs after the access guard and validation, before the handler. */
  preHandler?: preHandlerAsyncHookHandler;
  onSend?: onSendHookHandler;
  /** Overrides the app's JSON body limit for this route. */
  bodyLimit?: number;
  /** Route config for plugins, such as `{ rateLimit: routeRateLimit(policy) }`. */
  config?: FastifyContextConfig;
}

// A multipart body is read by the handler as it streams; the schema only documents it.
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Registers one entry of the contract's endpoint table: method and path, the access guard, the schemas that
 * parse params, query and body (a bad one is a `400 { message, field }` in the contract's words), and the
 * response schema every answer is checked against. The OpenAPI document is generated from the same schemas.
 */
export function registerEndpoint<Name extends RouteName>(
  app: FastifyInstance,
  endpoint: EndpointOf<Name>,
  handler: EndpointHandler<EndpointOf<Name>>,
  options: EndpointOptions = {},
): void {
  const entry = endpoint as unknown as Endpoint;
  const status = 'status' in entry ? entry.status : 200;
  const multipart = 'bodyFormat' in entry && entry.bodyFormat === 'multipart';
  const file = 'responseFormat' in entry && entry.responseFormat === 'file';
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: entry.name,
    summary: entry.summary,
    tags: [entry.tag],
    response: {
      [status]: file
        ? {
            description: entry.summary,
            content: Object.fromEntries(
              ('fileTypes' in entry ? entry.fileTypes : ['application/octet-stream']).map((type) => [
                type,
                { schema: entry.response },
              ]),
            ),
          }
        : entry.response,
      // Every failure status the contract declares for it, with its body; 500 is every endpoint's.
      ...entry.errors,
      500: apiErrorBody,
    },
  };
  if ('params' in entry) schema.params = entry.params;
  if ('query' in entry) schema.querystring = entry.query;
  if ('body' in entry) schema.body = entry.body;
  if (multipart) schema.consumes = ['multipart/form-data'];
  // A public operation says so (`[]`), rather than leaving readers to guess.
  schema.security = entry.access === 'public' ? [] : [{ session: [] }];

  // Under Vitest, a client error the contract does not declare for the endpoint becomes a 500 naming it, so the test
  // that caused it fails: the whole server suite checks the declarations. (Browser tests that start the server with
  // NODE_ENV=test are left as production answers.)
  const onSend: onSendHookHandler[] = [];
  if (process.env.VITEST) {
    const declared = new Set(Object.keys(entry.errors).map(Number));
    onSend.push(async (_request, reply, payload) => {
      const code = reply.statusCode;
      if (code < 400 || code >= 500 || declared.has(code)) return payload;
      reply.code(500);
      return JSON.stringify({
        message: `${entry.name} answered ${code}, a status its contract entry does not declare`,
        errorType: 'internal',
      });
    });
  }
  if (options.onSend) onSend.push(options.onSend);

  // The guard runs first, before the body is read or validated: a caller without access learns nothing more.
  const guard = guardFor(app, entry.access);

  app.route({
    method: entry.method,
    url: entry.path,
    schema,
    ...(multipart ? { validatorCompiler: skipBodyValidation } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(onSend.length ? { onSend } : {}),
    ...(options.config ? { config: options.config } : {}),
    // JSON answers over 1 KiB are compressed (http/compression.ts); file downloads are sent as stored.
    compress: file ? false : {},
    // A bodiless POST names its first missing field rather than failing with "expected object".
    ...('body' in entry && !multipart
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (request.body === undefined || request.body === null) request.body = {};
          },
        }
      : {}),
    ...(guard ? { onRequest: guard } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.code(status);
      return handler(request as EndpointRequest<EndpointOf<Name>>, reply);
    },
  });
}

/** A handler alone, or a handler with its route options (preHandler, onSend, bodyLimit, rate-limit config). */
export type EndpointRegistration<Name extends RouteName> =
  | EndpointHandler<EndpointOf<Name>>
  | { handler: EndpointHandler<EndpointOf<Name>>; options: EndpointOptions };

/** Some endpoints of the table under their names: a domain's `xEndpoints`, or a part of it (`pick`, `omit`). */
export type EndpointGroup = Partial<Endpoints>;

/** Exactly one registration for every endpoint of the group, each typed from its endpoint. */
export type DomainHandlers<Group extends EndpointGroup> = {
  [Name in keyof Group & RouteName]-?: EndpointRegistration<Name>;
};

/**
 * Registers every endpoint of a domain (`registerDomain(app, promoCodeEndpoints, { listPromoCodes: handler,
 * validatePromoCode: { handler, options }, ... })`). The types require a handler for each of its endpoints and no
 * other name, so an endpoint added to the contract fails the typecheck until the server serves it. A domain served
 * from two places splits with `pick` and `omit` over the same list of names, so the two halves still cover it.
 */
export function registerDomain<Group extends EndpointGroup>(
  app: FastifyInstance,
  group: Group,
  handlers: DomainHandlers<NoInfer<Group>>,
): void {
  const table = group as Record<string, Endpoint>;
  const given = handlers as Record<string, EndpointRegistration<RouteName>>;
  const missing = Object.keys(table).filter((name) => !(name in given));
  const extra = Object.keys(given).filter((name) => !(name in table));
  if (missing.length || extra.length) {
    throw new Error(
      `registerDomain: missing ${missing.join(', ') || 'none'}; unknown ${extra.join(', ') || 'none'}`,
    );
  }
  // In the order the handlers are written, which is the order of the OpenAPI document's paths.
  for (const [name, registration] of Object.entries(given)) {
    const endpoint = table[name] as EndpointOf<RouteName>;
    if (typeof registration === 'function') registerEndpoint(app, endpoint, registration);
    else registerEndpoint(app, endpoint, registration.handler, registration.options);
  }
}

/** The endpoints of a group under the given names, to serve them apart from the rest (`omit` with the same names). */
export function pick<Group extends EndpointGroup, const Names extends readonly (keyof Group & RouteName)[]>(
  group: Group,
  names: Names,
): Pick<Group, Names[number]> {
  return Object.fromEntries(names.map((name) => [name, group[name]])) as Pick<Group, Names[number]>;
}

/** The endpoints of a group but the given names (served elsewhere, through `pick` with the same names). */
export function omit<Group extends EndpointGroup, const Names extends readonly (keyof Group & RouteName)[]>(
  group: Group,
  names: Names,
): Omit<Group, Names[number]> {
  const left: Set<string> = new Set(names);
  return Object.fromEntries(Object.entries(group).filter(([name]) => !left.has(name))) as Omit<
    Group,
    Names[number]
  >;
}
