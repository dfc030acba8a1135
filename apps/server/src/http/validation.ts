import { errorTypes, firstFieldError } from '@telehealth/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * The request body parsed by a contract schema, or a 400 `{ message, field, errorType: 'validation' }`
 * with the same words the form shows. Call it before any write.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  request: FastifyRequest,
): z.output<Schema> {
  // A missing body is an empty object, so the first missing field is named rather than "expected object".
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  const { message, field } = firstFieldError(result.error);
  throw new HttpError(400, message, { errorType: errorTypes.validation, ...(field ? { field } : {}) });
}
