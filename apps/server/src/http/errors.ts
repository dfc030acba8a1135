import { type ApiErrorBody, authMessages, type ErrorType, errorTypes } from '@telehealth/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error whose status and JSON body are meant for the caller. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { errorType?: ErrorType; field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message };
    if (this.details.errorType) body.errorType = this.details.errorType;
    if (this.details.field) body.field = this.details.field;
    return body;
  }
}

export const notAuthenticated = () => new HttpError(401, authMessages.notAuthenticated);
export const forbidden = () =>
  new HttpError(403, authMessages.forbidden, { errorType: errorTypes.forbidden });
export const notFoundBody = { message: 'Not found' } as const;
export const internalErrorMessage = 'Something went wrong. Please try again.';

/** Fastify's own request errors, in the API's words. */
const fastifyErrors: Record<string, { status: number; message: string; errorType: ErrorType }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'Invalid JSON body',
    errorType: errorTypes.validation,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Invalid JSON body',
    errorType: errorTypes.validation,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Invalid Content-Length header',
    errorType: errorTypes.validation,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'Request body is too large',
    errorType: errorTypes.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type',
    errorType: errorTypes.unsupportedMediaType,
  },
};

const genericClientMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timed out',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

/** Every failure leaves as `{ message, errorType?, field? }`: never a stack trace or an internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError, request, reply) => {
    if (rawError instanceof HttpError) {
      if (rawError.details.headers) reply.headers(rawError.details.headers);
      return reply.code(rawError.statusCode).send(rawError.body);
    }
    if (hasZodFastifySchemaValidationErrors(rawError)) {
      // The first problem, in the contract's words, naming the field as the form knows it.
      const [first] = rawError.validation;
      const field = first?.instancePath.slice(1).replaceAll('/', '.') ?? '';
      const body: ApiErrorBody = {
        message: first?.message ?? 'Invalid request',
        errorType: errorTypes.validation,
      };
      if (field) body.field = field;
      return reply.code(400).send(body);
    }
    const error = rawError as FastifyError;
    if (
      typeof error === 'object' &&
      error !== null &&
      'method' in error &&
      isResponseSerializationError(error)
    ) {
      // An answer that breaks its own schema is a bug: say where, never what (it may hold personal data).
      const issues = (error.cause as { issues?: { path: PropertyKey[]; code: string }[] } | undefined)
        ?.issues;
      request.log.error(
        {
          route: `${error.method} ${error.url}`,
          issues: issues?.map((issue) => `${issue.path.join('.')}: ${issue.code}`),
        },
        'answer does not match its response schema',
      );
      return reply.code(500).send({ message: internalErrorMessage, errorType: errorTypes.internal });
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send({ message: known.message, errorType: known.errorType });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: genericClientMessages[status] ?? 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: internalErrorMessage, errorType: errorTypes.internal });
  });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message, { errorType: errorTypes.notFound });
}

export function conflict(message: string): HttpError {
  return new HttpError(409, message, { errorType: errorTypes.conflict });
}
