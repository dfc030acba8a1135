import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tones } from '../theme/tokens';

/** Colour by tone and emphasis: soft surface (subtle), strong fill (solid) or tone-coloured outline. */
const toneStyles = tones.flatMap((tone) => [
  {
    variants: { tone, variant: 'subtle' as const },
    style: {
      backgroundColor: vars.tone[tone].surface,
      borderColor: vars.tone[tone].border,
      color: vars.tone[tone].foreground,
    },
  },
  {
    variants: { tone, variant: 'solid' as const },
    style: {
      backgroundColor: vars.tone[tone].solid,
      borderColor: vars.tone[tone].solid,
      color: vars.tone[tone].onSolid,
    },
  },
  {
    variants: { tone, variant: 'outline' as const },
    // Tone foregrounds reach AA on plain surfaces too (theme.test.ts), so outline text stays legible.
    style: {
      backgroundColor: 'transparent',
      borderColor: vars.tone[tone].foreground,
      color: vars.tone[tone].foreground,
    },
  },
]);

export const badge = recipe({
  base: {
    display: 'inline-block',
    // A badge never wraps: past its container's width it truncates, and the full text stays readable
    // to assistive technology (pass a `title` to show it on hover too).
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<(typeof tones)[number], object>,
    variant: { subtle: {}, solid: {}, outline: {} },
    size: {
      sm: { paddingBlock: 0, paddingInline: vars.space.small, fontSize: vars.font.size.xs },
      md: { paddingBlock: vars.space.xxsmall, paddingInline: vars.space.medium, fontSize: vars.font.size.sm },
    },
  },
  compoundVariants: toneStyles,
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
