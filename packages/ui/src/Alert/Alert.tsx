import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { IconButton } from '../IconButton';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../Icons';
import type { Tone } from '../theme/tokens';
import * as styles from './Alert.css';

const icons: Record<Tone, typeof InfoIcon> = {
  neutral: InfoIcon,
  info: InfoIcon,
  positive: CheckCircleIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
  brand: InfoIcon,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Semantic tone; critical is announced assertively (role="alert"), the others politely (role="status"). */
  tone?: Tone;
  /** Short bold summary above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls this; the caller removes the alert (e.g. clears the error). */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  /** Forwarded to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

/** A banner message in a semantic tone, with an icon, an optional title, the message and an optional dismiss button. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ...props
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={clsx(styles.root, styles.tone[tone], className)}
      data-tone={tone}
      {...props}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          icon={<CloseIcon />}
          size="sm"
          variant="ghost"
          onClick={onDismiss}
          className={styles.dismiss}
        />
      ) : null}
    </div>
  );
}
