import { errorTypes, firstFieldError, idMessages } from '@telehealth/contract';
import type { z } from 'zod';
import { HttpError } from '../http/errors';

/** A positive integer id from a path parameter, or a 400 naming the parameter. */
export function parseIdParam(raw: unknown, field = 'id'): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new HttpError(400, idMessages.invalid, { errorType: errorTypes.validation, field });
  }
  return id;
}

/** Query parameters parsed by a schema, or a 400 with the first field's message. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const { message, field } = firstFieldError(result.error);
  throw new HttpError(400, message, { errorType: errorTypes.validation, ...(field ? { field } : {}) });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message, { errorType: errorTypes.notFound });
}

export function conflict(message: string): HttpError {
  return new HttpError(409, message, { errorType: errorTypes.conflict });
}
