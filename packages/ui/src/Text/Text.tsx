import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { type TextVariants, text } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Colour role: default, muted, inherit, or a semantic tone (neutral, info, positive, caution, critical). */
  tone?: TextVariants['tone'];
  /** Text size. */
  size?: TextVariants['size'];
  /** Font weight. */
  weight?: TextVariants['weight'];
  /** Text alignment. */
  align?: TextVariants['align'];
  /** Clamp to this many lines with an ellipsis. */
  maxLines?: TextVariants['maxLines'];
  /** The element to render; defaults to p. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dt' | 'dd' | 'li' | 'figcaption';
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Body text in the theme's type scale and colour roles. */
export function Text({ as = 'p', tone, size, weight, align, maxLines, className, ...props }: TextProps) {
  // Widened so that one ref type serves every allowed element.
  const Tag = as as ElementType;
  return <Tag className={clsx(text({ tone, size, weight, align, maxLines }), className)} {...props} />;
}
