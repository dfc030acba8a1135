import { style } from '@vanilla-extract/css';
// Imported for order: the trigger extends the input recipe and must come after it.
import '../Input/Input.css';
import { vars } from '../theme/contract.css';
import { fadeIn } from '../theme/utils.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.size.iconSm,
  color: vars.color.muted,
});

export const content = style({
  zIndex: vars.zIndex.modal,
  // As wide as the trigger, never wider than the screen, and no taller than the space available.
  minWidth: 'var(--radix-select-trigger-width)',
  maxWidth: `min(${vars.size.popoverMaxWidth}, calc(100vw - 2 * ${vars.space.large}))`,
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
});

export const viewport = style({ padding: vars.space.xsmall });

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.size.iconSm,
  color: vars.color.muted,
  cursor: 'default',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xsmall,
  // Room at the start for the check mark of the selected item.
  paddingInlineStart: `calc(${vars.space.small} + ${vars.size.iconSm} + ${vars.space.small})`,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
    '&[data-disabled]': { color: vars.color.disabledForeground, cursor: 'not-allowed' },
  },
});

export const itemText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  display: 'inline-flex',
  fontSize: vars.size.iconSm,
});

export const itemSuffix = style({ flexShrink: 0, marginInlineStart: 'auto' });
