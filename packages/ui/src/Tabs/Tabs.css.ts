import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  // Tabs that do not fit wrap onto another row: a sideways scroll with a hidden scrollbar clipped
  // the last tab on a phone with no cue that there was more.
  flexWrap: 'wrap',
});

export const trigger = style({
  // Tabs share each row; one label too long for a row of its own wraps its text.
  flex: '1 1 auto',
  minWidth: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.foreground },
    '&[data-state="active"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.foreground,
      boxShadow: vars.shadow.sm,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledForeground },
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const content = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xsmall, borderRadius: vars.radius.sm } },
});
