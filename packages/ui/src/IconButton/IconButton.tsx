import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'aria-label' | 'asChild' | 'fullWidth'> {
  /** The accessible name (required: an icon alone names nothing), e.g. 'Open menu'. */
  label: string;
  /** The icon: decorative, so mark any custom SVG aria-hidden. */
  icon: ReactNode;
}

/** A square button that shows only an icon; the type requires the accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      className={clsx(styles.iconButton({ size }), className)}
      {...props}
    >
      {icon}
    </Button>
  );
}
