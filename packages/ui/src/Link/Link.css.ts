import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    fontWeight: vars.font.weight.medium,
    textDecorationThickness: 'from-font',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.linkHover } },
  },
  variants: {
    tone: {
      default: {},
      muted: { color: vars.color.muted, selectors: { '&:hover': { color: vars.color.foreground } } },
      inherit: { color: 'inherit', selectors: { '&:hover': { color: 'inherit' } } },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'default', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
