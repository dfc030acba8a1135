import { styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tones } from '../theme/tokens';

const toneColors = styleVariants(
  Object.fromEntries(tones.map((tone) => [tone, { color: vars.tone[tone].foreground }])) as Record<
    (typeof tones)[number],
    { color: string }
  >,
);

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
      small: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
      medium: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
      large: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    tone: {
      default: { color: vars.color.foreground },
      muted: { color: vars.color.muted },
      inherit: { color: 'inherit' },
      ...toneColors,
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    maxLines: {
      1: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      2: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' },
      3: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden' },
    },
  },
  defaultVariants: { size: 'medium', tone: 'default' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
