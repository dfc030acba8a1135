import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.foreground,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.lg },
      lg: { fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

// The mark scales with the wordmark's font size.
export const mark = style({ width: '1.6em', height: '1.6em', flexShrink: 0 });
export const markTile = style({ fill: vars.color.brand });
export const markCross = style({ fill: vars.color.onPrimary });
export const markPulse = style({ fill: vars.color.brandAccent });
export const wordmark = style({ color: vars.color.foreground });
export const wordmarkAccent = style({ color: vars.color.brand });
