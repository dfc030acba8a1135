import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.foreground,
  backgroundColor: vars.color.background,
});

/** Native controls and scrollbars inside the wrapper match the theme. */
export const colorScheme = styleVariants({ light: { colorScheme: 'light' }, dark: { colorScheme: 'dark' } });
