import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fadeIn } from '../theme/utils.css';

export const content = style({
  zIndex: vars.zIndex.modal,
  minWidth: `calc(${vars.size.popoverMaxWidth} / 2)`,
  maxWidth: `min(${vars.size.popoverMaxWidth}, calc(100vw - 2 * ${vars.space.large}))`,
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
    '&[data-disabled]': { color: vars.color.disabledForeground, cursor: 'not-allowed' },
  },
});

export const destructive = style({
  color: vars.color.destructive,
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.destructive, color: vars.color.onDestructive },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: vars.size.iconSm });

export const label = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.muted,
});

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  backgroundColor: vars.color.border,
});
