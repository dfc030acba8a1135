import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minHeight: vars.size.headerHeight,
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 });

export const desktopNav = style({
  marginInlineStart: vars.space.large,
  '@media': { [mediaQuery.belowTablet]: { display: 'none' } },
});

export const desktopLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { color: vars.color.foreground, backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: vars.color.onPrimarySubtle,
      backgroundColor: vars.color.primarySubtle,
    },
    // A bar under the active link, so the highlight does not rely on colour alone.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.medium,
      right: vars.space.medium,
      bottom: vars.space.xsmall,
      height: vars.size.focusRingWidth,
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

export const menuButton = style({
  '@media': { [mediaQuery.tablet]: { display: 'none' } },
});

export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.md,
  color: vars.color.foreground,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: vars.color.onPrimarySubtle,
      backgroundColor: vars.color.primarySubtle,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset ${vars.space.xsmall} 0 0 ${vars.color.primary}`,
    },
  },
});
