import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { spin } from '../theme/utils.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    // The ring takes the primary colour through currentColor; the label sets its own.
    color: vars.color.primary,
  },
  variants: {
    fullPage: {
      true: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: '100%',
        minHeight: '100vh',
        gap: vars.space.medium,
      },
      false: {},
    },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    // The transparent quarter is what makes the rotation visible.
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Keep a slow turn rather than none, so a busy state is still visible as such.
      '(prefers-reduced-motion: reduce)': {
        animationDuration: '2.4s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.focusRingWidth },
      md: { width: vars.size.iconMd, height: vars.size.iconMd, borderWidth: vars.size.focusRingWidth },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.size.focusRingWidth },
      inherit: { width: '1em', height: '1em', borderWidth: '0.14em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerIconVariants = NonNullable<RecipeVariants<typeof icon>>;

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
