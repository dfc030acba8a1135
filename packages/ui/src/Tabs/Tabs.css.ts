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

/**
 * `overflow="scroll"`: the tabs stay on one row, compact, and the row scrolls sideways (with its scrollbar shown, so
 * a tab past the edge has a cue) only when even compact tabs do not fit. For a long set of tabs, such as the admin
 * settings' eight, where two rows read as two groups.
 */
export const scrollList = style({
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
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
    // Compact, whole labels: the row holds all eight admin settings tabs at 1280 px.
    [`${scrollList} &`]: {
      // Grow to share a row with room to spare; never shrink below the whole label.
      flex: '1 0 auto',
      whiteSpace: 'nowrap',
      overflowWrap: 'normal',
      paddingInline: vars.space.small,
      fontSize: vars.font.size.xs,
    },
  },
});

export const content = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xsmall, borderRadius: vars.radius.sm } },
});
