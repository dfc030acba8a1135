import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useScopedDisabled } from '../DisabledScope';
import { SpinnerIcon } from '../Spinner';
import type { Tone } from '../theme/tokens';
import type { ButtonVariants } from './Button.css';
import * as styles from './Button.css';

export interface ButtonProps extends ComponentProps<'button'> {
  /** Emphasis: solid (one main action per view), soft, outline, ghost or link. */
  variant?: ButtonVariants['variant'];
  /** Meaning, as on Alert and Badge: brand by default for solid, soft and link, neutral for outline and ghost; critical for deleting. */
  tone?: Tone;
  /** Control height and text size. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container. */
  fullWidth?: ButtonVariants['fullWidth'];
  /** Work in progress: disables the button, sets aria-busy and shows a spinner beside the label you pass (e.g. 'Saving...'). */
  busy?: boolean;
  /** Render the single child (e.g. a router Link) with the button's styles and props instead of a <button>. */
  asChild?: boolean;
}

/** The tone a variant takes when none is given: outline and ghost buttons read as plain controls. */
function defaultTone(variant: ButtonVariants['variant']): Tone {
  return variant === 'outline' || variant === 'ghost' ? 'neutral' : 'brand';
}

/** The action button. `type` defaults to 'button' so that it never submits a form by accident. */
export function Button({
  variant = 'solid',
  tone,
  size = 'md',
  fullWidth = false,
  busy = false,
  asChild = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  // A DisabledScope around turns the button off, as a disabled fieldset would; a link (asChild) stays live.
  const scopedDisabled = useScopedDisabled(disabled);
  const classes = clsx(
    styles.button({ variant, tone: tone ?? defaultTone(variant), size, fullWidth }),
    className,
  );
  const spinner = busy ? <SpinnerIcon size="inherit" className={styles.spinner} /> : null;

  if (asChild) {
    // A link cannot be disabled natively: mark it and swallow clicks instead.
    const inactive = busy || disabled;
    return (
      <Slot.Root
        className={classes}
        aria-busy={busy || undefined}
        aria-disabled={inactive || undefined}
        onClick={inactive ? (event) => event.preventDefault() : onClick}
        {...props}
      >
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      type={type}
      className={classes}
      disabled={scopedDisabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      {...props}
    >
      {spinner}
      {children}
    </button>
  );
}
