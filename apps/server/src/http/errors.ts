import {
  type ApiErrorBody,
  authMessages,
  type ErrorType,
  errorTypes,
  serverMessages,
} from '@telehealth/contract';
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

/** Seconds a client is asked to wait when the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The SQLSTATE (or Node error code) of a driver error, through drizzle's and pg's wrappers. */
function driverCodes(error: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (typeof message === 'string') messages.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return { codes, messages };
}

/** PostgreSQL refused a value as data (class 22: NUL byte 22021, out of range 22003, bad syntax 22P02, ...). */
export function isDataException(error: unknown): boolean {
  return driverCodes(error).codes.some((code) => /^22[0-9A-Z]{3}$/.test(code));
}

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '53300', // too many connections
  '55000', // database not accepting connections (ALLOW_CONNECTIONS false)
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
  '3D000', // database does not exist (dropped under us)
]);
const connectionMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|PGlite is closed|not queryable/i;

/** The database cannot be reached: an outage the client should wait out, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { codes, messages } = driverCodes(error);
  return (
    codes.some((code) => connectionCodes.has(code) || code.startsWith('08')) ||
    messages.some((message) => connectionMessages.test(message))
  );
}

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
    if (isDataException(error)) {
      // The contract should have refused it: log that it did not (the code only), answer as bad input.
      request.log.warn({ err: error }, 'database refused a value the contract accepted');
      return reply.code(400).send({ message: serverMessages.invalidValue, errorType: errorTypes.validation });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ message: serverMessages.unavailable, errorType: errorTypes.unavailable });
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
