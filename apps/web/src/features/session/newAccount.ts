/**
 * How the dashboards know a first visit: registering marks the new account in this tab's session storage
 * (by email, known before the server answers), and the greeting reads it. A returning user signing in on
 * another device is greeted 'Welcome back'; a new account is never greeted so.
 */
const prefix = 'telehealth.newAccount:';
const keyOf = (email: string) => `${prefix}${email.trim().toLowerCase()}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (private mode, a sandboxed frame): every visit is greeted as a return.
    return null;
  }
}

export function markNewAccount(email: string): void {
  storage()?.setItem(keyOf(email), '1');
}

export function forgetNewAccount(email: string): void {
  storage()?.removeItem(keyOf(email));
}

export function isNewAccount(email: string): boolean {
  return storage()?.getItem(keyOf(email)) === '1';
}
