import type { User } from '@telehealth/contract';

/** Where a user lands after signing in when no page was asked for. */
export function homeFor(user: Pick<User, 'isAdmin' | 'isPractitioner' | 'isContentWriter'>): string {
  if (user.isAdmin) return '/admin';
  if (user.isPractitioner) return '/practitioner';
  if (user.isContentWriter) return '/content-writer';
  return '/dashboard';
}
