import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.foreground,
    // Long words (drug names, emails) must not overflow a narrow card.
    overflowWrap: 'anywhere',
    textWrap: 'balance',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
      medium: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
      large: { fontSize: vars.font.size.xl },
      xlarge: {
        fontSize: vars.font.size.xl,
        '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxl } },
      },
      xxlarge: {
        fontSize: vars.font.size.xxl,
        '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxxl } },
      },
      display: {
        fontSize: vars.font.size.xxxl,
        '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.display } },
      },
    },
    tone: {
      default: {},
      muted: { color: vars.color.muted },
      brand: { color: vars.color.brand },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
