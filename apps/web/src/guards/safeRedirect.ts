/**
 * The in-app path to go to after signing in, or the fallback. Only same-site paths pass:
 * protocol-relative ('//evil'), backslash tricks and absolute URLs to other origins never do.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const base = 'http://app.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never loop back to the sign-in page itself.
    return ['/auth', '/login', '/register'].includes(url.pathname) ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The `/auth?redirect=...` address that brings the visitor back to `path` after signing in. */
export function signInPath(path: string): string {
  return `/auth?${new URLSearchParams({ redirect: path }).toString()}`;
}
