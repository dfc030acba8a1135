import { z } from 'zod';

/**
 * A whole number from a JSON body or a form: a number, or a string of digits (a form's or a query's text). Nothing
 * else is turned into a number: `true`, `null`, `[]` and `''` are refused with the message, where `z.coerce` would
 * have read them as 1 or 0.
 */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number({ error: message }), safeDigits(message)], { error: message })
    .pipe(z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }));
}

const safeDigits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,16}$/, { message })
    .transform(Number);

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
