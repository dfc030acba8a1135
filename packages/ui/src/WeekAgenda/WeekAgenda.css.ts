import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const root = style({ minWidth: 0 });

/**
 * One markup, two layouts. Below the tablet breakpoint the week is a plain list: each day's heading, then its
 * appointments, full width, so nothing is squeezed into a seventh of a phone. From tablets up, seven columns.
 */
export const days = style({
  margin: 0,
  padding: 0,
  listStyleType: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.small },
  },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.tablet]: {
      padding: vars.space.small,
      border: `${vars.size.borderWidth} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
    },
  },
  selectors: {
    // Today's column stands out by its border as well as its 'Today' badge.
    '&[aria-current="date"]': { borderColor: vars.color.primary },
  },
});

export const dayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const dayHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground,
  '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.sm } },
});

export const todayBadge = style({
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyleType: 'none',
});

const itemBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.small,
  // The tone's stripe; the item's text says what the tone means, so colour is never the only cue.
  borderInlineStart: `${vars.space.xsmall} solid`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.foreground,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  // Long names and words wrap inside a narrow column instead of overflowing it.
  overflowWrap: 'anywhere',
});

export const item = styleVariants({
  neutral: [itemBase, { borderInlineStartColor: vars.color.borderStrong }],
  positive: [itemBase, { borderInlineStartColor: vars.tone.positive.solid }],
  critical: [itemBase, { borderInlineStartColor: vars.tone.critical.solid }],
  info: [itemBase, { borderInlineStartColor: vars.tone.info.solid }],
});

export const time = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.muted,
});

export const title = style({ fontWeight: vars.font.weight.medium });

export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xsmall,
});

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });
