import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { IconButton } from '../IconButton';
import { MenuIcon } from '../Icons';
import { Sheet } from '../Sheet';
import { SidebarNavigateContext } from '../Sidebar/Sidebar';
import * as styles from './SidebarLayout.css';

export interface SidebarLayoutProps {
  /** The sidebar, usually a <Sidebar />. */
  sidebar: ReactNode;
  /** The page content beside the sidebar. */
  children?: ReactNode;
  /** Text beside the open button on small screens, e.g. 'Admin Portal'. */
  mobileTitle?: ReactNode;
  /** Accessible name of the button that opens the sidebar on small screens. */
  openLabel?: string;
  /** Accessible name of the button that closes it. */
  closeLabel?: string;
  /** Accessible name of the sidebar's dialog on small screens. */
  sheetTitle?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

/**
 * Puts the sidebar to the left of the content on wide screens. Below the desktop breakpoint the
 * sidebar moves into a sheet (Radix Dialog) behind an 'Open navigation' button, and closes when a
 * link is chosen. Render it inside PageShell, which supplies the <main> landmark.
 */
export function SidebarLayout({
  sidebar,
  children,
  mobileTitle,
  openLabel = 'Open navigation',
  closeLabel = 'Close navigation',
  sheetTitle = 'Navigation',
  className,
}: SidebarLayoutProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.mobileBar}>
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title={sheetTitle}
          titleHidden
          closeLabel={closeLabel}
          side="left"
          trigger={<IconButton label={openLabel} icon={<MenuIcon />} variant="outline" size="sm" />}
        >
          <SidebarNavigateContext.Provider value={() => setOpen(false)}>
            {sidebar}
          </SidebarNavigateContext.Provider>
        </Sheet>
        {mobileTitle ? <span className={styles.mobileTitle}>{mobileTitle}</span> : null}
      </div>
      <div className={styles.column}>{sidebar}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
