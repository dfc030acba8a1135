// Plain constants, free of zod, so the app's first page can import them without the schema library.
/** Error types the server sets in `errorType`, so clients can branch without parsing messages. */
export const errorTypes = {
  validation: 'validation',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  crossSite: 'cross_site',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal',
  unavailable: 'unavailable',
} as const;
export type ErrorType = (typeof errorTypes)[keyof typeof errorTypes];

/** Messages the server and the client share word for word. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  /** Growing delays per account (server README): the wait is in Retry-After. */
  signInDelayed: 'Too many failed sign-in attempts for this account. Please wait a moment and try again.',
  emailTaken: 'An account with this email already exists',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this',
  crossSite: 'Cross-site request refused',
  logoutSuccess: 'Logged out successfully',
  logoutFailed: 'Logout failed',
} as const;

/** 429 answers of the per-address limits on costly or abusable actions. */
export const rateLimitMessages = {
  signUp: 'Too many accounts were created from this network. Please try again later.',
  testMessages: 'Too many test messages were sent. Please wait before sending another.',
} as const;

/** Answers the server gives when a request cannot be served as sent, or not now. */
export const serverMessages = {
  /** A value PostgreSQL refused as data (SQLSTATE class 22) that the contract let through. */
  invalidValue: 'A value in the request is not valid',
  malformedMultipart: 'The form data could not be read',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

/** Ids in paths are positive whole numbers; anything else is a 400 with these words. */
export const idMessages = {
  invalid: 'ID must be a positive whole number',
} as const;
