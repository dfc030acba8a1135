import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.foreground,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      medium: { padding: vars.space.large },
      large: {
        padding: vars.space.large,
        '@media': { [mediaQuery.tablet]: { padding: vars.space.xlarge } },
      },
    },
    tone: {
      default: {},
      muted: { backgroundColor: vars.color.surfaceMuted, boxShadow: 'none' },
    },
  },
  defaultVariants: { padding: 'large', tone: 'default' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
