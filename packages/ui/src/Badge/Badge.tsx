import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { Tone } from '../theme/tokens';
import { type BadgeVariants, badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Semantic tone: neutral, info, positive, caution or critical. */
  tone?: Tone;
  /** Emphasis: soft tinted surface (default), strong solid fill, or a tone-coloured outline. */
  variant?: BadgeVariants['variant'];
  /** Text size and padding. */
  size?: BadgeVariants['size'];
  /** The label; keep it to a word or two (the colour repeats it, never replaces it). */
  children: ReactNode;
  /** Forwarded to the span. */
  ref?: Ref<HTMLSpanElement>;
}

/** A short status label in a semantic tone, e.g. 'Active', 'Resolved' or 'Disabled'. */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  size = 'md',
  className,
  ...props
}: BadgeProps) {
  return <span className={clsx(badge({ tone, variant, size }), className)} data-tone={tone} {...props} />;
}
