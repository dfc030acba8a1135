import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', width: '100%' });

export const listbox = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.sticky,
  // About 200 px tall, and it scrolls.
  maxHeight: vars.size.suggestionListHeight,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      // Forced-colours modes drop backgrounds: keep the active option visible with an outline.
      outline: `${vars.size.borderWidth} solid transparent`,
    },
  },
});
