/**
 * Pages where no marketing popup shows (docs/product/site.md): signing in, registering and setting a password,
 * every checkout page, and /test-toggle, whose previews are what its visitor came for.
 */
const quietPaths: readonly string[] = ['/auth', '/login', '/register', '/set-password', '/test-toggle'];
const quietSections: readonly string[] = ['/checkout'];

export function isQuietPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    quietPaths.includes(path) ||
    quietSections.some((section) => path === section || path.startsWith(`${section}/`))
  );
}
