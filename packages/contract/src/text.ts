import { z } from 'zod';

/** The answer to text holding a NUL byte, which PostgreSQL cannot store (SQLSTATE 22021). */
export const nulCharacterMessage = 'Must not contain a null character';

type StringParams = Parameters<typeof z.string>[0];

/**
 * A missing text field is answered with the message the same field gives an empty one: the field declares its
 * "required" message once (`.min(1, ...)`), and a client that leaves the key out reads it too, never zod's own
 * 'Invalid input: expected string, received undefined'. Any other wrong type keeps the field's or zod's message.
 */
function missingAsEmpty(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type' || issue.input != null) return undefined;
  const schema = issue.inst as z.ZodType | undefined;
  if (!schema || typeof schema.safeParse !== 'function') return undefined;
  const empty = schema.safeParse('');
  return empty.success ? undefined : empty.error.issues[0]?.message;
}

/**
 * The contract's string: `z.string()` that refuses a NUL byte first, so a request carrying one gets a 400 naming
 * the field instead of reaching the database. Every text schema of the contract is built on it. Without an
 * `error` of its own, a missing value gets the field's empty-value message (`missingAsEmpty`).
 */
export function safeString(params?: StringParams): z.ZodString {
  return z.string(params ?? { error: missingAsEmpty }).refine((value) => !value.includes('\u0000'), {
    message: nulCharacterMessage,
    abort: true,
  });
}
