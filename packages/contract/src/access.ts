import type { User } from './user';

/** The access groups. */
export type AccessGroup = 'signedIn' | 'admin' | 'contentWriter' | 'practitioner';

/**
 * Whether a user passes a guard. Admins pass the practitioner area too (docs/product/access.md);
 * the server and the client both call this, so the rule lives once.
 */
export function canAccess(
  subject: Pick<User, 'isAdmin' | 'isPractitioner' | 'isContentWriter'> | null | undefined,
  group: AccessGroup,
): boolean {
  if (!subject) return false;
  switch (group) {
    case 'signedIn':
      return true;
    case 'admin':
      return subject.isAdmin;
    case 'contentWriter':
      return subject.isContentWriter;
    case 'practitioner':
      return subject.isPractitioner || subject.isAdmin;
  }
}

/**
 * Staff: everyone who works in a portal (admins, practitioners and content writers). Staff two-step sign-in covers
 * them all; patients may turn it on for themselves (docs/product/access.md).
 */
export function isStaff(subject: Pick<User, 'isAdmin' | 'isPractitioner' | 'isContentWriter'>): boolean {
  return subject.isAdmin || subject.isPractitioner || subject.isContentWriter;
}

/**
 * The session cookie's two names. Where the cookie is always Secure (production, or COOKIE_SECURE) it is
 * `__Host-sid`: the browser then refuses it unless it is Secure, for path `/`, with no Domain, so no other host or
 * plain-http page can set or shadow it. Plain-http development keeps `sid`, which browsers accept there.
 */
export const SESSION_COOKIE_NAMES = { secure: '__Host-sid', plain: 'sid' } as const;

/** The session cookie's name for a site whose cookies are always Secure, or not. */
export function sessionCookieName(alwaysSecure: boolean): string {
  return alwaysSecure ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
}

/**
 * The name of a cookie that holds no secret, set beside the session cookie at sign-in and cleared with it: the page
 * reads it to know whether asking the server for the session is worth a request (a visitor without it is signed out).
 */
export const SESSION_HINT_COOKIE = 'th_session';
