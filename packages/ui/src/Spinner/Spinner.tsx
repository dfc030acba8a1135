import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerIconProps {
  /** Size of the ring; 'inherit' follows the surrounding font size. */
  size?: 'sm' | 'md' | 'lg' | 'inherit';
  /** Extra class for the ring. */
  className?: string;
}

/** The spinning ring alone, hidden from assistive technology (a busy Button uses it beside its own label). */
export function SpinnerIcon({ size = 'md', className }: SpinnerIconProps) {
  return <span aria-hidden="true" className={clsx(styles.icon({ size }), className)} />;
}

export interface SpinnerProps {
  /** What is loading; read by screen readers, and shown when `showLabel` is set. */
  label?: string;
  /** Show the label beside the ring instead of only to screen readers. */
  showLabel?: boolean;
  /** Size of the ring. */
  size?: 'sm' | 'md' | 'lg';
  /** Centre in the whole viewport, for 'Authenticating...' and 'Loading application...' screens. */
  fullPage?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
}

/** A loading indicator in a polite `status` live region. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  fullPage = false,
  className,
}: SpinnerProps) {
  return (
    <div role="status" className={clsx(styles.root({ fullPage }), className)}>
      <SpinnerIcon size={size} />
      {showLabel ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
