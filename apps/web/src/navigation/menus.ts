/** A navigation entry. `exact` items are active only on their own path (and listed aliases). */
export interface MenuItem {
  href: string;
  label: string;
  exact?: boolean;
  aliases?: readonly string[];
  /** Shows the signed-in user's unread message count next to the label. */
  unreadBadge?: boolean;
}

/** The public header links (docs/product/site.md). */
export const publicLinks: readonly MenuItem[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/erectile-dysfunction', label: 'ED Treatment' },
  { href: '/articles', label: 'Articles' },
  { href: '/contact', label: 'Contact Us' },
];

/** The public footer's links: the legal documents and the contact page. */
export const footerLinks: readonly MenuItem[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Use' },
  { href: '/contact', label: 'Contact Us' },
];

function matchesPrefix(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Path-prefix match on whole segments; exact items match only themselves and their aliases. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.href || (item.aliases ?? []).includes(path);
  return matchesPrefix(path, item.href) || (item.aliases ?? []).some((alias) => matchesPrefix(path, alias));
}

/** The label with the unread count in words, e.g. 'Messages (2 unread)': a number alone would say nothing. */
export function menuLabel(item: MenuItem, unread: number | undefined): string {
  return item.unreadBadge && unread ? `${item.label} (${unread} unread)` : item.label;
}
