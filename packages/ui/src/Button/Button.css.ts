import { type StyleRule, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { type Tone, tones } from '../theme/tokens';

const disabledState = {
  cursor: 'not-allowed',
  color: vars.color.disabledForeground,
  backgroundColor: vars.color.disabledSurface,
  borderColor: 'transparent',
  boxShadow: 'none',
} as const;

const hover = '&:hover:not(:disabled):not([aria-disabled="true"])';
const active = '&:active:not(:disabled):not([aria-disabled="true"])';

/** The colours of one variant in one tone (Braid's two axes: emphasis × meaning). */
function toneStyle(variant: 'solid' | 'soft' | 'outline' | 'ghost' | 'link', tone: Tone): StyleRule {
  const t = vars.tone[tone];
  // Neutral outline and ghost buttons read as plain controls: body text and the control border.
  const neutral = tone === 'neutral';
  switch (variant) {
    case 'solid':
      return {
        backgroundColor: t.solid,
        color: t.onSolid,
        selectors: {
          [hover]: { backgroundColor: t.solidHover },
          [active]: { backgroundColor: t.solidActive },
        },
      };
    case 'soft':
      return {
        backgroundColor: t.surface,
        color: t.foreground,
        selectors: { [hover]: { backgroundColor: t.surfaceHover } },
      };
    case 'outline':
      return {
        backgroundColor: vars.color.surface,
        borderColor: neutral ? vars.color.borderStrong : t.foreground,
        color: neutral ? vars.color.foreground : t.foreground,
        selectors: { [hover]: { backgroundColor: neutral ? vars.color.surfaceMuted : t.surface } },
      };
    case 'ghost':
      return {
        backgroundColor: 'transparent',
        color: neutral ? vars.color.foreground : t.foreground,
        selectors: { [hover]: { backgroundColor: neutral ? vars.color.surfaceMuted : t.surface } },
      };
    case 'link':
      return {
        backgroundColor: 'transparent',
        color: tone === 'brand' ? vars.color.link : t.foreground,
        selectors: { [hover]: { color: tone === 'brand' ? vars.color.linkHover : t.foreground } },
      };
  }
}

const buttonVariants = ['solid', 'soft', 'outline', 'ghost', 'link'] as const;

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
      solid: {},
      soft: {},
      outline: {},
      ghost: {},
      link: {
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          // A disabled link-button has no fill to grey out, only its text.
          '&:disabled, &[aria-disabled="true"]': { backgroundColor: 'transparent' },
        },
      },
    },
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
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
    ...buttonVariants.flatMap((variant) =>
      tones.map((tone) => ({ variants: { variant, tone }, style: toneStyle(variant, tone) })),
    ),
    // A link-button sits in running text: no box to pad.
    ...(['sm', 'md', 'lg'] as const).map((size) => ({
      variants: { variant: 'link' as const, size },
      style: { minHeight: 'auto', paddingInline: 0 },
    })),
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({ marginInlineStart: `calc(-1 * ${vars.space.xxsmall})` });
