import { z } from 'zod';

/** The answer to text holding a NUL byte, which PostgreSQL cannot store (SQLSTATE 22021). */
export const nulCharacterMessage = 'Must not contain a null character';

/**
 * The contract's string: `z.string()` that refuses a NUL byte first, so a request carrying one gets a 400 naming
 * the field instead of reaching the database. Every text schema of the contract is built on it.
 */
export function safeString(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine((value) => !value.includes('\u0000'), {
    message: nulCharacterMessage,
    abort: true,
  });
}
