import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Container } from '../Container';
import { IconButton } from '../IconButton';
import { MenuIcon } from '../Icons';
import type { LinkComponent } from '../internal/NavLink';
import { type NavLinkItem, resolveActive } from '../internal/nav';
import { List } from '../List';
import * as styles from './AppHeader.css';

// The small-screen menu (Radix Dialog with its focus trap, scroll lock and portal) loads on the first press of the
// menu button: a page that is only read never downloads it.
const LazySheet = lazy(() => import('../Sheet/Sheet').then((module) => ({ default: module.Sheet })));

export interface AppHeaderProps {
  /** The brand slot, usually a Logo inside a link home. */
  brand?: ReactNode;
  /** Navigation links, in order, e.g. Home, ED Treatment, Articles, Contact Us. */
  links: readonly NavLinkItem[];
  /** The current page's href: the link with this exact href is marked current. */
  activeHref?: string;
  /** Decides which link is current (takes precedence over activeHref), e.g. a path-prefix match. */
  isActive?: (href: string) => boolean;
  /** The actions slot at the end, e.g. the Login or Dashboard button; visible at every width. */
  actions?: ReactNode;
  /** Renders each link; receives href, className, aria-current, onClick and children. Defaults to 'a'. */
  linkComponent?: LinkComponent;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Accessible name of the small-screen menu dialog (and of its navigation). */
  menuTitle?: string;
  /** Accessible name of the button that opens the menu. */
  openMenuLabel?: string;
  /** Accessible name of the button that closes the menu. */
  closeMenuLabel?: string;
  /** Extra class for the header element. */
  className?: string;
}

/**
 * The public site header: brand, navigation links with the current page marked, and actions.
 * Below the tablet breakpoint the links move into a slide-out menu (Radix Dialog) that closes
 * when a link is chosen.
 */
export function AppHeader({
  brand,
  links,
  activeHref,
  isActive,
  actions,
  linkComponent: LinkTag = 'a',
  navLabel = 'Main',
  menuTitle = 'Menu',
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  className,
}: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  /** The menu's code is fetched on the first open, then kept. */
  const [menuLoaded, setMenuLoaded] = useState(false);

  const renderLinks = (linkClassName: string, onNavigate?: () => void) =>
    links.map(({ href, label }) => (
      <li key={href}>
        <LinkTag
          href={href}
          className={linkClassName}
          aria-current={resolveActive(href, { activeHref, isActive }) ? 'page' : undefined}
          onClick={onNavigate}
        >
          {label}
        </LinkTag>
      </li>
    ));

  return (
    <header className={clsx(styles.root, className)}>
      <Container className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        {links.length > 0 ? (
          <nav aria-label={navLabel} className={styles.desktopNav}>
            <List direction="row" gap="xsmall">
              {renderLinks(styles.desktopLink)}
            </List>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {actions}
          {links.length > 0 ? (
            <>
              <IconButton
                label={openMenuLabel}
                icon={<MenuIcon />}
                variant="ghost"
                className={styles.menuButton}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuLoaded(true);
                  setMenuOpen(true);
                }}
              />
              {menuLoaded ? (
                <Suspense fallback={null}>
                  <LazySheet
                    open={menuOpen}
                    onOpenChange={setMenuOpen}
                    title={menuTitle}
                    titleHidden
                    closeLabel={closeMenuLabel}
                    side="right"
                  >
                    <nav aria-label={menuTitle}>
                      <List gap="xxsmall">{renderLinks(styles.sheetLink, () => setMenuOpen(false))}</List>
                    </nav>
                  </LazySheet>
                </Suspense>
              ) : null}
            </>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
