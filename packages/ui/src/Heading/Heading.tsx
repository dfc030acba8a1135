import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { type HeadingVariants, heading } from './Heading.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const defaultSizes: Record<HeadingLevel, NonNullable<HeadingVariants['size']>> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'medium',
  5: 'small',
  6: 'small',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: renders h1 to h6. */
  level: HeadingLevel;
  /** Visual size, when it should differ from the level's default. */
  size?: HeadingVariants['size'];
  /** Colour role of the text. */
  tone?: HeadingVariants['tone'];
  /** Text alignment. */
  align?: HeadingVariants['align'];
  /** Forwarded to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading; `level` sets the outline, `size` only the look. */
export function Heading({ level, size, tone, align, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={clsx(heading({ size: size ?? defaultSizes[level], tone, align }), className)}
      {...props}
    />
  );
}
