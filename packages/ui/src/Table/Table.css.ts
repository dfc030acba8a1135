import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/utils.css';

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export const scroll = style({
  width: '100%',
  overflowX: 'auto',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  // The global focus ring would be clipped by the overflow; draw it inside instead.
  selectors: { '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground,
});

export const caption = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  textAlign: 'start',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  captionSide: 'top',
});

export const captionHidden = visuallyHidden;

export const header = style({ backgroundColor: vars.color.surfaceMuted });

export const row = style({
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    'tbody > &:last-child': { borderBlockEnd: 'none' },
    'tbody > &:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

const cellBase = {
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  verticalAlign: 'middle',
} as const;

export const head = recipe({
  base: {
    ...cellBase,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.muted,
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const cell = recipe({
  base: { ...cellBase, overflowWrap: 'anywhere' },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      // Numbers line up by their last digit.
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.foreground } },
});

export const sortIcon = style({ display: 'inline-flex', fontSize: vars.size.iconSm });

export const empty = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.muted,
});
