import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './PageShell.css';

export interface PageShellProps {
  /** The page header, usually an <AppHeader />. */
  header?: ReactNode;
  /** The page content, rendered in the <main> landmark. */
  children?: ReactNode;
  /** Footer content, rendered in a <footer> landmark. */
  footer?: ReactNode;
  /** Id of the <main> element, the skip link's target. */
  mainId?: string;
  /** Text of the skip link that keyboard users meet first. */
  skipLinkLabel?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

/** The frame of every page: skip link, header, main content growing to fill the screen, footer. */
export function PageShell({
  header,
  children,
  footer,
  mainId = 'main-content',
  skipLinkLabel = 'Skip to main content',
  className,
}: PageShellProps) {
  return (
    <div className={clsx(styles.root, className)}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      {header}
      {/* tabIndex -1 lets the skip link move focus into main, not just scroll to it. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
