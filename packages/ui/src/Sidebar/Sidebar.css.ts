import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The sidebar is as tall as its content and scrolls with the page: a menu that scrolled on its
// own hid its last items (and the current one) below the fold with no cue.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  color: vars.color.foreground,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });

export const headings = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.muted,
});

export const nav = style({ flex: '1 1 auto' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.foreground },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.font.weight.semibold,
      // An edge marker so the current page does not rely on colour alone.
      boxShadow: `inset ${vars.space.xsmall} 0 0 ${vars.color.primary}`,
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: vars.size.iconMd });

export const footer = style({
  paddingTop: vars.space.large,
  borderTopWidth: vars.size.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
});
