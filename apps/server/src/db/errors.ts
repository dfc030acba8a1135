/** Whether a driver error (pg or PGlite, possibly wrapped by drizzle) carries the SQLSTATE `code`. */
function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a driver error (pg or PGlite, possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * Whether a driver error is a foreign-key violation: a reference to no row (23503), or a delete of a row still
 * referenced, which an ON DELETE RESTRICT key reports as 23001 and a NO ACTION key as 23503.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503') || hasSqlState(error, '23001');
}
