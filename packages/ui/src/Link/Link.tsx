import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { type LinkVariants, link } from './Link.css';

export interface LinkProps extends ComponentProps<'a'> {
  /** Colour role: default link colour, muted (footers), or inherit from the text around it. */
  tone?: LinkVariants['tone'];
  /** Underline always (default, for links in running text) or only on hover (navigation). */
  underline?: LinkVariants['underline'];
  /** Style the single child (e.g. a router Link) instead of rendering an <a>. */
  asChild?: boolean;
}

/** A styled text link; with `asChild` it styles a router's link component. */
export function Link({ tone, underline, asChild = false, className, ...props }: LinkProps) {
  const classes = clsx(link({ tone, underline }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <a className={classes} {...props} />;
}
