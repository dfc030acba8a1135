import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.foreground,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  // Off screen until focused, so keyboard users meet it first and pointer users never see it.
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
  minWidth: 0,
  outline: 'none',
});

export const footer = style({
  paddingBlock: vars.space.xlarge,
  backgroundColor: vars.color.surface,
  borderTopWidth: vars.size.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});
