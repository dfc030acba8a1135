import type { z } from 'zod';

export interface FieldError {
  message: string;
  field?: string;
}

/** The first issue of a failed parse, as the `400 { message, field }` body the server sends. */
export function firstFieldError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.map(String).join('.');
  return field ? { message: issue.message, field } : { message: issue.message };
}
