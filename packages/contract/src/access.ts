import type { User } from './user';

/** The access groups of Part 1 §2 "Route guards". */
export type AccessGroup = 'signedIn' | 'admin' | 'contentWriter' | 'practitioner';

/**
 * Whether a user passes a guard. Admins pass the practitioner area too (Part 1 §6);
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
 * The name of a cookie that holds no secret, set beside the session cookie at sign-in and cleared with it: the page
 * reads it to know whether asking the server for the session is worth a request (a visitor without it is signed out).
 */
export const SESSION_HINT_COOKIE = 'th_session';
