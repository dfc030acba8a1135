import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const disabledState = {
  cursor: 'not-allowed',
  color: vars.color.disabledForeground,
  backgroundColor: vars.color.disabledSurface,
  borderColor: 'transparent',
  boxShadow: 'none',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    // Needed to override Safari's default align-items on buttons.
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    flexShrink: 0,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': disabledState,
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
          '&:active:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryActive,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtleHover,
          },
        },
      },
      outline: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.foreground,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.foreground,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      destructive: {
        backgroundColor: vars.color.destructive,
        color: vars.color.onDestructive,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.destructiveHover,
          },
          '&:active:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.destructiveActive,
          },
        },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.linkHover },
          // A disabled link-button has no fill to grey out, only its text.
          '&:disabled, &[aria-disabled="true"]': { backgroundColor: 'transparent' },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    // A link-button sits in running text: no box to pad.
    { variants: { variant: 'link', size: 'sm' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'lg' }, style: { minHeight: 'auto', paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({ marginInlineStart: `calc(-1 * ${vars.space.xxsmall})` });
