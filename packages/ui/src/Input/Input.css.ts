import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const input = recipe({
  base: {
    display: 'block',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.foreground,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&::placeholder': { color: vars.color.muted, opacity: 1 },
      '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.foreground },
      '&:focus-visible': { borderColor: vars.color.focusRing, outlineOffset: 0 },
      // Invalid styling follows aria-invalid, which Field sets when it has an error.
      '&[aria-invalid="true"]': {
        borderColor: vars.tone.critical.foreground,
        boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.tone.critical.foreground}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.disabledForeground,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.border,
      },
      '&[readonly]': { backgroundColor: vars.color.surfaceMuted },
      // Number inputs keep their native spinners; search inputs lose WebKit's extra inner padding.
      '&[type="search"]::-webkit-search-decoration': { WebkitAppearance: 'none' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, paddingBlock: vars.space.xsmall, fontSize: vars.font.size.sm },
      md: {},
      lg: { minHeight: vars.size.controlLg, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type InputVariants = NonNullable<RecipeVariants<typeof input>>;
