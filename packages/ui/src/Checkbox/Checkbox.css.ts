import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The row shared by Checkbox, Switch and RadioGroup items: the control, then its label with an
 * optional description under it. The label is the larger click target.
 */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
});

export const choiceLabel = style({
  gridColumn: 2,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.foreground,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledForeground, cursor: 'not-allowed' },
  },
});

export const choiceDescription = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.muted,
});

/** Centres a control on the first line of its label (line height 1.5 of the body size). */
export const choiceControlSlot = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: 0,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foreground },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.tone.critical.foreground,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.tone.critical.foreground}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledForeground,
    },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: vars.size.iconSm });

// One indicator holds both marks; the state picks which one shows.
export const checkMark = style({
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const indeterminateMark = style({
  display: 'none',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'block' } },
});
