import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext } from 'react';
import type { LinkComponent } from '../internal/NavLink';
import { matchesPath, type NavLinkItem, resolveActive } from '../internal/nav';
import { List } from '../List';
import * as styles from './Sidebar.css';

export interface SidebarItem extends NavLinkItem {
  /** Marks this item current, overriding every other rule. */
  active?: boolean;
  /** With `currentPath`: match the path exactly instead of by prefix (e.g. a Dashboard at /admin). */
  exact?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

export interface SidebarProps {
  /** The logo slot at the top. */
  logo?: ReactNode;
  /** Title next to the logo, e.g. 'Admin Portal'. */
  title?: ReactNode;
  /** Subtitle under the title, e.g. 'Management'. */
  subtitle?: ReactNode;
  /** Menu items, in order. */
  items: readonly SidebarItem[];
  /** Accessible name of the navigation landmark; defaults to the title when it is text, else 'Sidebar'. */
  label?: string;
  /** Decides which item is current (after an item's own `active` flag). */
  isActive?: (href: string) => boolean;
  /** The current path: items match it by path prefix, or exactly when `exact` (after `isActive`). */
  currentPath?: string;
  /** The current page's href, matched exactly (the last rule). */
  activeHref?: string;
  /** The footer slot at the bottom, e.g. the copyright line. */
  footer?: ReactNode;
  /** Renders each link; receives href, className, aria-current, onClick and children. Defaults to 'a'. */
  linkComponent?: LinkComponent;
  /** Extra class for the wrapper. */
  className?: string;
}

/** Lets SidebarLayout close its small-screen sheet when a link is chosen. */
export const SidebarNavigateContext = createContext<(() => void) | undefined>(undefined);

/** A portal's side navigation: logo, title and subtitle, the menu with the current item marked, and a footer. */
export function Sidebar({
  logo,
  title,
  subtitle,
  items,
  label,
  isActive,
  currentPath,
  activeHref,
  footer,
  linkComponent: LinkTag = 'a',
  className,
}: SidebarProps) {
  const onNavigate = useContext(SidebarNavigateContext);
  const navLabel = label ?? (typeof title === 'string' ? title : 'Sidebar');

  const isCurrent = (item: SidebarItem) => {
    if (item.active !== undefined || isActive)
      return resolveActive(item.href, { active: item.active, isActive });
    if (currentPath !== undefined) return matchesPath(currentPath, item.href, { exact: item.exact });
    return resolveActive(item.href, { activeHref });
  };

  return (
    <div className={clsx(styles.root, className)}>
      {logo || title || subtitle ? (
        <div className={styles.header}>
          {logo}
          {title || subtitle ? (
            <div className={styles.headings}>
              {title ? <p className={styles.title}>{title}</p> : null}
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <nav aria-label={navLabel} className={styles.nav}>
        <List gap="xxsmall">
          {items.map((item) => (
            <li key={item.href}>
              <LinkTag
                href={item.href}
                className={styles.link}
                aria-current={isCurrent(item) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.icon ? (
                  <span aria-hidden="true" className={styles.icon}>
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </LinkTag>
            </li>
          ))}
        </List>
      </nav>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
