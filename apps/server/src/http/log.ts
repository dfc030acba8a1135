import type { FastifyServerOptions } from 'fastify';

/**
 * What the server may write to its logs. Health data and credentials never reach them:
 * - requests are logged by method, route pattern (or path without its query) and id: no query, body, header or
 *   file name;
 * - errors keep their class, code and stack frames; a database error keeps its SQLSTATE and constraint only,
 *   never its message, `params`, `query` or `detail` (these carry the values that were refused);
 * - any field named like a secret or a payload is dropped wherever it appears in a log object.
 */

/** Field names that are never logged, at any depth (compared lower-cased, without `_` and `-`). */
const droppedKeys = new Set([
  'password',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'passwordhash',
  'hash',
  'token',
  'accesstoken',
  'refreshtoken',
  'secret',
  'totpsecret',
  'apikey',
  'authorization',
  'cookie',
  'cookies',
  'setcookie',
  'sid',
  'hostsid', // __Host-sid, the session cookie in production
  'session',
  'code',
  'otp',
  'recoverycode',
  'body',
  'payload',
  'params',
  'query',
  'querystring',
  'headers',
  'detail',
  'filename',
  'originalname',
  'email',
  'phone',
  'message',
  'content',
  'text',
  // ---- assessments: a questionnaire's answers are health data.
  'answers',
]);
/** A `code` is kept when it is a SQLSTATE or an error code (`FST_ERR_…`), never a one-time code's digits. */
const errorCodePattern = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]{5,})$/;
const secretPattern = /pass(word)?|secret|token|auth|cookie|otp|credential|hash/i;

const normalise = (key: string) => key.toLowerCase().replaceAll(/[_-]/g, '');

/** The first line of a stack is the message: keep the frames only. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12);
  return frames.length ? frames.join('\n') : undefined;
}

const isDatabaseError = (error: Record<string, unknown>) =>
  'params' in error ||
  'query' in error ||
  ('severity' in error && typeof error.code === 'string') ||
  (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'routine' in error);

export interface SafeError {
  type: string;
  code?: string;
  statusCode?: number;
  message?: string;
  constraint?: string;
  stack?: string;
  cause?: SafeError;
}

/**
 * An error as the log may hold it. Messages of non-database errors are kept (they are ours or a library's), but
 * cut short; a database error's message quotes the refused value, so only its SQLSTATE is kept.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  if (!(error instanceof Error) && typeof (error as SafeError).type === 'string' && !('name' in error)) {
    return error as SafeError; // already serialized (by the formatter or a caller)
  }
  const record = error as Record<string, unknown>;
  const type = typeof record.name === 'string' ? record.name : (error.constructor?.name ?? 'Error');
  const safe: SafeError = { type };
  if (typeof record.code === 'string') safe.code = record.code.slice(0, 40);
  if (typeof record.statusCode === 'number') safe.statusCode = record.statusCode;
  if (isDatabaseError(record)) {
    safe.message = 'database error';
    if (typeof record.constraint === 'string') safe.constraint = record.constraint;
  } else if (typeof record.message === 'string') {
    safe.message = record.message.slice(0, 200);
  }
  if (depth === 0) {
    const stack = stackFrames(record.stack);
    if (stack) safe.stack = stack;
  }
  if (record.cause !== undefined && depth < 4) safe.cause = serializeError(record.cause, depth + 1);
  return safe;
}

/** A log object without payloads or secrets; errors anywhere in it go through serializeError. */
export function scrubLogObject(value: unknown, depth = 0, key = ''): unknown {
  if (value instanceof Error) return serializeError(value);
  // The request, reply and error of fastify's own lines go to their serializers untouched.
  if (depth === 1 && (key === 'req' || key === 'res' || key === 'err')) return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubLogObject(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const normalised = normalise(name);
    const keep = normalised === 'code' && typeof item === 'string' && errorCodePattern.test(item);
    if (!keep && (droppedKeys.has(normalised) || secretPattern.test(name))) continue;
    out[name] = scrubLogObject(item, depth + 1, name);
  }
  return out;
}

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/** A request as the log may hold it: the route pattern when matched, otherwise the path without its query. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  const pattern = request.routeOptions?.url;
  const path = (request.url ?? '').split('?')[0] ?? '';
  return {
    id: request.id,
    method: request.method,
    url: pattern ?? path.slice(0, 200),
  };
}

export function serializeReply(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** Headers that carry credentials are never logged, even if a serializer starts including headers. */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'request.headers.cookie',
  'request.headers.authorization',
  'headers.cookie',
  'headers.authorization',
];

/** Fastify's logger options: pino at `level`, with the serializers above. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      req: serializeRequest,
      res: serializeReply,
      // Fastify's type wants message and stack always present; pino takes any object.
      err: serializeError as never,
    },
    formatters: { log: (object) => scrubLogObject(object) as Record<string, unknown> },
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
