import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// react-day-picker's own stylesheet is not imported: every class it renders is one of these, mapped through its
// `classNames` prop, so the calendar takes the theme's colours in light and dark alike.

/** One day cell: a medium control, so a fingertip hits it (7 of them fit a 320 px phone with room to spare). */
const daySize = vars.size.controlMd;

export const root = style({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  padding: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const months = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
});

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const monthCaption = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlSm,
  // Leaves room for the two navigation buttons on the caption's row.
  paddingInlineEnd: `calc(2 * ${vars.size.controlSm} + ${vars.space.xsmall})`,
});

export const captionLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const nav = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlSm,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.foreground,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.disabledForeground, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  fill: 'currentColor',
});

export const monthGrid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: daySize,
  paddingBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
  textAlign: 'center',
});

export const weekNumber = style({
  width: daySize,
  height: daySize,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const day = style({
  width: daySize,
  height: daySize,
  padding: 0,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const dayButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: daySize,
  height: daySize,
  padding: 0,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

/** Today: bold and underlined, so it is not told by colour alone. */
export const today = style({ fontWeight: vars.font.weight.bold });
globalStyle(`${today} > button`, { textDecoration: 'underline', textUnderlineOffset: vars.space.xxsmall });

export const outside = style({ color: vars.color.muted });

/** Unavailable days: struck through as well as greyed, so colour is not the only cue. */
export const disabled = style({ color: vars.color.disabledForeground, textDecoration: 'line-through' });

export const hidden = style({ visibility: 'hidden' });

export const selected = style({ fontWeight: vars.font.weight.semibold });
globalStyle(`${selected} > button`, {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
globalStyle(`${selected} > button:hover:not(:disabled)`, { backgroundColor: vars.color.primaryHover });

/** The days between a range's ends (and a selected week's middle days): one soft band. */
export const rangeMiddle = style({
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});
globalStyle(`${rangeMiddle} > button`, {
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: vars.color.onPrimarySubtle,
});
globalStyle(`${rangeMiddle} > button:hover:not(:disabled)`, {
  backgroundColor: vars.color.primarySubtleHover,
});

// The band runs into the ends' cells: half of each end cell carries it, behind the round end.
export const rangeStart = style({
  backgroundImage: `linear-gradient(90deg, transparent 50%, ${vars.color.primarySubtle} 50%)`,
});
export const rangeEnd = style({
  backgroundImage: `linear-gradient(90deg, ${vars.color.primarySubtle} 50%, transparent 50%)`,
});
globalStyle(`${rangeStart}${rangeEnd}`, { backgroundImage: 'none' });

export const footer = style({ marginBlockStart: vars.space.small, color: vars.color.muted });

/** The named group around the calendar: it takes no room of its own. */
export const frame = style({
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});
