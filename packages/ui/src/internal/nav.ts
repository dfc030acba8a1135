/** One navigation destination, passed in by the app as data. */
export interface NavLinkItem {
  /** Destination path or URL. */
  href: string;
  /** Visible text of the link. */
  label: string;
}

/** Decides whether a link is the current page: `item.active`, then `isActive(href)`, then `href === activeHref`. */
export function resolveActive(
  href: string,
  options: { active?: boolean; activeHref?: string; isActive?: (href: string) => boolean },
): boolean {
  if (options.active !== undefined) return options.active;
  if (options.isActive) return options.isActive(href);
  return options.activeHref !== undefined && options.activeHref === href;
}

/**
 * Path matching for navigation highlights: exact, or by path prefix on segment boundaries
 * (`/admin/patients` matches `/admin/patients/42` but not `/admin/patients-archive`).
 */
export function matchesPath(pathname: string, href: string, options: { exact?: boolean } = {}): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const current = trim(pathname);
  const target = trim(href);
  if (options.exact || target === '/') return current === target;
  return current === target || current.startsWith(`${target}/`);
}
