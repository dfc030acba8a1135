import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const groupLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground,
});

/** The root when options are grouped: one section under another. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** A fieldset without the browser's frame. */
export const section = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const sectionLabel = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.muted,
});

export const items = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
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
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foreground },
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    // Invalid shows on every option of the group.
    '[aria-invalid="true"] &': {
      borderColor: vars.tone.critical.foreground,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.tone.critical.foreground}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
    },
  },
});

export const dot = style({
  display: 'block',
  width: `calc(${vars.size.iconMd} / 2)`,
  height: `calc(${vars.size.iconMd} / 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  selectors: {
    '&[data-disabled]': { backgroundColor: vars.color.disabledForeground },
  },
});
