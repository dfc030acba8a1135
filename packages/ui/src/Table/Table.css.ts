import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';
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
  // 'break-word', not 'anywhere': a column is never narrower than its longest word ('Inquiry' never becomes
  // 'Inquir / y'); a word longer than the whole column still breaks rather than spill out of its cell.
  base: { ...cellBase, overflowWrap: 'break-word' },
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

/** Keeps a cell on one line (dates, badges, buttons), so a narrow column never breaks '22/11/2026'. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/**
 * Below a width a table can turn each row into a card: the header row is hidden (kept for assistive technology),
 * and each cell shows its column's name (`data-label`) before its value. The width is the table's own (a container
 * query), not the window's: beside a sidebar the same window leaves a table less room.
 */
const cardsBelow = { tablet: breakpoints.tablet, desktop: breakpoints.desktop } as const;
export type StackBreakpoint = keyof typeof cardsBelow;

/** The scrolling region of a table that may become cards: a container, and no frame of its own. */
export const stacked = styleVariants(cardsBelow, () => ({
  containerType: 'inline-size',
  border: 'none',
  borderRadius: 0,
  backgroundColor: 'transparent',
}));

/** The frame the scrolling region draws otherwise, drawn inside it so that cards can drop it. */
export const frame = style({
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

// The header row as theme/utils' visuallyHidden hides it: out of sight, still read as the columns' names.
const hiddenHeader = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

for (const [breakpoint, width] of Object.entries(cardsBelow) as [StackBreakpoint, number][]) {
  const root = `${stacked[breakpoint]} > ${frame}`;
  const at = (rule: Parameters<typeof globalStyle>[1]) => ({
    '@container': { [`(max-width: ${width - 0.02}px)`]: rule },
  });
  globalStyle(root, at({ border: 'none', backgroundColor: 'transparent' }));
  globalStyle(
    `${root} > table, ${root} > table > tbody, ${root} > table > caption`,
    at({ display: 'block' }),
  );
  globalStyle(`${root} > table > thead`, at(hiddenHeader));
  globalStyle(
    `${root} > table > tbody > tr`,
    at({
      display: 'block',
      marginBlockEnd: vars.space.medium,
      paddingBlock: vars.space.small,
      borderWidth: vars.size.borderWidth,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
    }),
  );
  globalStyle(`${root} > table > tbody > tr:last-child`, at({ marginBlockEnd: 0 }));
  globalStyle(
    `${root} > table > tbody > tr > td`,
    at({
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      gap: vars.space.medium,
      alignItems: 'baseline',
      // A badge or a button keeps its own width instead of stretching across the card.
      justifyItems: 'start',
      paddingBlock: vars.space.xsmall,
      textAlign: 'start',
    }),
  );
  globalStyle(
    `${root} > table > tbody > tr > td::before`,
    at({ content: 'attr(data-label)', fontWeight: vars.font.weight.semibold, color: vars.color.muted }),
  );
  // A cell without a column name (the row's actions, an empty-state message) spans the card.
  globalStyle(
    `${root} > table > tbody > tr > td:not([data-label])`,
    at({ gridTemplateColumns: 'minmax(0, 1fr)' }),
  );
  globalStyle(`${root} > table > tbody > tr > td:not([data-label])::before`, at({ content: 'none' }));
}

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
