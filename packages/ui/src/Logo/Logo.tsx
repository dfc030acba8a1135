import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Logo.css';

export interface LogoProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The brand name: shown as the wordmark and used as the accessible name. */
  name?: string;
  /** Mark and wordmark, or the mark alone (still named). */
  variant?: 'full' | 'mark';
  /** Overall size; the mark follows the text size. */
  size?: 'sm' | 'md' | 'lg';
}

/** The brand: a cross on a tile in the brand colours, and the name as a wordmark. */
export function Logo({ name = 'Telehealth', variant = 'full', size = 'md', className, ...props }: LogoProps) {
  return (
    <span role="img" aria-label={name} className={clsx(styles.root({ size }), className)} {...props}>
      <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className={styles.markTile} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className={styles.markCross} />
        <circle cx="25.5" cy="25.5" r="3" className={styles.markPulse} />
      </svg>
      {variant === 'full' ? (
        <span aria-hidden="true" className={styles.wordmark}>
          {name}
        </span>
      ) : null}
    </span>
  );
}
